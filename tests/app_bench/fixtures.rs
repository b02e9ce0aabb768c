//! Databases the measured app starts on, written through the store as the app would write them
//! and closed cleanly (sealed), as a person's database is after they last quit the app.

use std::path::Path;

use serde_json::json;
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};
use tableside_store::Store;

pub type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// The cards in the large database: as many as a big game's whole card pool.
pub const LARGE_POOL: usize = 100_000;

/// A two-player Conjure match in play with `entries` log entries: the first player chosen,
/// then life changes that go up and down and never end it.
pub fn conjure_match(db: &Path, entries: usize) -> Result {
    let mut store = Store::open(db)?;
    store.sync_shipped_data(tableside_store::shipped_files())?;
    let setup = Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 5,
        rules: serde_json::Value::Null,
    };
    let id = store.create_match(&setup, 0)?;
    let mut live = Match::new(setup)?;
    for n in 0..entries {
        let play = match n {
            0 => conjure::Action::SetFirstPlayer { player: 0 },
            _ => conjure::Action::AdjustLife {
                player: n % 2,
                delta: if (n / 2) % 2 == 0 { -1 } else { 1 },
            },
        };
        let action = Action::Play {
            play: GameAction::Conjure(play),
        };
        live.apply(action, n as i64 * 1_000)?;
        store.append_action(id, &live)?;
    }
    store.close()?;
    Ok(())
}

/// A database holding [`LARGE_POOL`] imported Elestrals cards, each with a name of one to
/// three words and a rules text of a dozen.
pub fn large_database(db: &Path) -> Result {
    let mut store = Store::open(db)?;
    store.sync_shipped_data(tableside_store::shipped_files())?;
    let words: Vec<String> = (0..300u32)
        .map(|n| {
            format!(
                "{}{}",
                ["vor", "ka", "lis", "tem", "ul"][n as usize % 5],
                n * 7 % 97
            )
        })
        .collect();
    let word = |n: usize| words[n * 31 % words.len()].as_str();
    let cards: Vec<_> = (0..LARGE_POOL)
        .map(|i| {
            let name: Vec<&str> = (0..1 + i % 3).map(|k| word(i + k * 11)).collect();
            let text: Vec<&str> = (0..12).map(|k| word(i * 3 + k * 17)).collect();
            json!({"id": format!("elestrals-pool-{i}"), "name": name.join(" "),
                   "class": "elestral", "elements": ["fire"], "cost": ["fire"],
                   "attack": 1, "defense": 1, "effect": text.join(" ")})
        })
        .collect();
    let list = json!({ "game": "elestrals", "cards": cards }).to_string();
    store.import_cards(GameId::Elestrals, &list)?;
    store.close()?;
    Ok(())
}
