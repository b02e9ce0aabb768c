//! The new types have TypeScript declarations under names that cannot collide in the one flat
//! bindings file: every one starts with `Conjure`.

use ts_rs::{Config, TS};

use crate::games::conjure::*;

macro_rules! declarations {
    ($cfg:expr; $($ty:ty),* $(,)?) => {
        vec![$((stringify!($ty), <$ty as TS>::decl($cfg))),*]
    };
}

#[test]
fn every_new_type_declares_a_conjure_name() {
    let cfg = &Config::new().with_large_int("number");
    let declarations = declarations![cfg;
        Tribe, Reward, Tower, Creature, CreatureCard, Keyword, Ability, ChaosEffect, Who,
        ChaosKind, ChaosCard, Countdown, Relic, Monster, ChaosTable, Target, AttackDeclaration,
        CombatAttack, PendingCombat, CombatOutcome, CreatureResult, PlayerResult, MonsterResult,
        TowerCapture, Unblockable, Zone, Card, CardKind, DeckList, DeckEntry,
        DeckZone, State, Action, Rules,
    ];
    for (rust, declaration) in declarations {
        assert!(
            declaration.starts_with("type Conjure"),
            "{rust}: {declaration}"
        );
    }
}
