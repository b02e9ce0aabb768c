//! The draw odds of a 60-card deck, as a deck check gives them at every change in the builder:
//! twenty different cards of three copies, each with a kind, an element, a cost, stats, a
//! rarity and a subclass (the fields a search filters on), so the groups they form are as
//! many as a real deck's.
//!
//! `cargo bench -p tableside-engine --bench odds`

use std::collections::BTreeMap;
use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};
use tableside_engine::odds::{deck_odds, DrawPlan};
use tableside_engine::GameId;

const CARDS: usize = 20;
const COPIES: u32 = 3;

/// A card's kind and attributes, varied by its number.
fn card(n: usize) -> (String, Value) {
    let elements = ["fire", "water", "earth", "thunder", "wind", "frost"];
    let kinds = ["elestral", "rune", "elestral", "rune_divine"];
    let element = elements[n % elements.len()];
    let cost: Vec<&str> = std::iter::repeat_n(element, 1 + n % 4).collect();
    let rarity = ["common", "uncommon", "rare"][n % 3];
    let subclass = ["dragon", "beast", "spirit_kin", "golem"][n % 4];
    (
        kinds[n % kinds.len()].to_owned(),
        json!({
            "elements": [element],
            "cost": cost,
            "attack": n % 5,
            "defense": (n + 2) % 5,
            "rarity": rarity,
            "subclasses": [subclass],
        }),
    )
}

fn bench(c: &mut Criterion) {
    let records: BTreeMap<String, (String, Value)> = (0..CARDS)
        .map(|n| (format!("card-{n:02}"), card(n)))
        .collect();
    let zone: BTreeMap<String, u32> = records.keys().map(|id| (id.clone(), COPIES)).collect();
    let plan = DrawPlan {
        zone: "main",
        hand: 5,
        per_turn: 1,
        first_player_draws: true,
    };
    let facets = |id: &str| {
        records
            .get(id)
            .map(|(kind, attributes)| GameId::Elestrals.card_facets(kind, attributes))
            .unwrap_or_default()
    };
    let odds = deck_odds(&zone, plan, facets);
    assert_eq!(odds.deck_size, CARDS as u32 * COPIES);
    assert!(!odds.groups.is_empty(), "the cards form groups");
    println!("figure odds_groups_60_cards {}", odds.groups.len());
    let mut group = c.benchmark_group("odds");
    group.bench_function("deck_odds_60_cards", |b| {
        b.iter(|| deck_odds(black_box(&zone), plan, facets))
    });
    group.finish();
}

criterion_group! {
    name = odds;
    config = Criterion::default().sample_size(50);
    targets = bench
}
criterion_main!(odds);
