//! Serde for `Arc<T>` fields as plain `T`.
//!
//! Parts of the state that most actions leave alone (a card's printed face, the rows of the
//! field, an Underworld, the chain, the rules) sit behind an `Arc`, so that copying the state for
//! each action copies pointers; an action that changes one copies just that part
//! (`Arc::make_mut`).
//! Serde only handles `Arc` with a crate feature this workspace does not turn on, hence these
//! two functions, used as `#[serde(with = "shared")]`.

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

/// The same for `Option<Arc<T>>` fields: `#[serde(with = "shared::optional")]`.
pub mod optional {
    use std::sync::Arc;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<T: Serialize, S: Serializer>(
        value: &Option<Arc<T>>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value.as_deref().serialize(serializer)
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Arc<T>>, D::Error> {
        Option::<T>::deserialize(deserializer).map(|value| value.map(Arc::new))
    }
}
