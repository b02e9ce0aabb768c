//! Serde for `Arc<T>` fields as plain `T`.
//!
//! The parts of the state that most actions leave alone (a creature's printed card, the Chaos
//! discard pile) sit behind an `Arc`, so that copying the state for each action copies a
//! pointer; the action that changes one copies just that part (`Arc::make_mut`). Serde only
//! handles `Arc` with a crate feature this workspace does not turn on, hence these two
//! functions, used as `#[serde(with = "serde_arc")]`.

use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub fn serialize<T: Serialize, S: Serializer>(
    value: &Arc<T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    T::serialize(value, serializer)
}

pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Arc<T>, D::Error> {
    T::deserialize(deserializer).map(Arc::new)
}
