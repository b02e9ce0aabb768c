//! Elestrals rules, one or more tests per catalog rule ID, split by concept. Each test is named
//! after the rule it shows; the source text's worked examples are among them.

mod acting_seat;
mod battle;
mod cast;
mod chain;
mod clock;
mod deck;
mod effects;
mod end;
mod nexus;
mod standing;
mod table;
mod turn;

use crate::games::elestrals::{
    Action, CardClass, CardFace, CardId, CastSpec, CostSymbol, Element, FieldCard, Pile, Spirits,
    State,
};
use crate::games::{GameAction, GameId};
use crate::{Action as Entry, GameState, Match, Refusal, Setup};

/// Seat 0's Spirit Deck: 10 fire, 10 water. Seat 1's: 10 earth, 10 wind.
pub(super) fn setup_with(rules: serde_json::Value) -> Setup {
    Setup {
        game: GameId::Elestrals,
        format: "elestrals-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 3,
        rules,
    }
}

pub(super) fn standard_rules() -> serde_json::Value {
    serde_json::json!({
        "spirit_decks": [{"fire": 10, "water": 10}, {"earth": 10, "wind": 10}]
    })
}

pub(super) fn play(action: Action) -> Entry {
    Entry::Play {
        play: GameAction::Elestrals(action),
    }
}

pub(super) fn fire(n: u16) -> Spirits {
    Spirits::of(Element::Fire, n)
}

pub(super) fn water(n: u16) -> Spirits {
    Spirits::of(Element::Water, n)
}

pub(super) fn earth(n: u16) -> Spirits {
    Spirits::of(Element::Earth, n)
}

pub(super) fn wind(n: u16) -> Spirits {
    Spirits::of(Element::Wind, n)
}

pub(super) fn both(a: Spirits, b: Spirits) -> Spirits {
    a.plus(&b).expect("small counts")
}

/// An Elestral with a known cost and stats.
pub(super) fn elestral(name: &str, cost: &[CostSymbol], attack: i32, defense: i32) -> CardFace {
    CardFace {
        cost: Some(cost.to_vec()),
        attack: Some(attack),
        defense: Some(defense),
        ..CardFace::named(name, CardClass::Elestral)
    }
}

/// A Rune with a known cost.
pub(super) fn rune(name: &str, class: CardClass, cost: &[CostSymbol]) -> CardFace {
    CardFace {
        cost: Some(cost.to_vec()),
        ..CardFace::named(name, class)
    }
}

pub(super) fn cast_spec(card: CardFace, spirits: Spirits) -> CastSpec {
    CastSpec {
        player: None,
        card,
        slot: None,
        spirits,
        disenchant: Vec::new(),
        position: None,
        empower: None,
        from: Pile::Hand,
    }
}

/// A match at the table, with helpers that check what every action must keep: a refusal
/// leaves the state and the log untouched.
pub(super) struct Table {
    pub m: Match,
}

impl Table {
    /// Set-up done: Spirit Decks known, no first player yet.
    pub fn new() -> Table {
        Table {
            m: Match::new(setup_with(standard_rules())).expect("a valid setup"),
        }
    }

    /// Seat 0's Main Phase of turn 1.
    pub fn main_phase() -> Table {
        let mut table = Table::new();
        table.ok(Action::SetFirstPlayer { player: 0 });
        table.ok(Action::Draw);
        table.ok(Action::NextPhase);
        table
    }

    pub fn state(&self) -> &State {
        match self.m.state() {
            GameState::Elestrals(state) => state,
            other => panic!("not an Elestrals match: {other:?}"),
        }
    }

    pub fn ok(&mut self, action: Action) -> &mut Table {
        if let Err(refusal) = self.m.apply(play(action.clone()), 0) {
            panic!("{action:?} was refused: {refusal}");
        }
        self
    }

    pub fn refused(&mut self, action: Action) -> Refusal {
        let before = self.m.view();
        let refusal = self
            .m
            .apply(play(action.clone()), 0)
            .map(|_| ())
            .expect_err(&format!("{action:?} should be refused"));
        assert_eq!(
            self.m.view(),
            before,
            "a refusal leaves the match untouched"
        );
        refusal
    }

    /// The rule that refused `action`, or its code when no rule did.
    pub fn rule_of(&mut self, action: Action) -> String {
        let refusal = self.refused(action);
        refusal
            .rule
            .unwrap_or_else(|| format!("{:?}", refusal.code))
    }

    /// Applies `action` as a ruling waiving `waive`.
    pub fn ruling(&mut self, action: Action, waive: &[&str]) -> &mut Table {
        let entry = Entry::Ruling {
            note: "the card says so".into(),
            waive: waive.iter().map(|r| (*r).to_owned()).collect(),
            play: Some(GameAction::Elestrals(action.clone())),
        };
        if let Err(refusal) = self.m.apply(entry, 0) {
            panic!("the ruling {action:?} was refused: {refusal}");
        }
        self
    }

    /// The card that most recently arrived (or was Set, or is on the chain).
    pub fn newest(&self) -> CardId {
        CardId(self.state().next_card_id - 1)
    }

    pub fn card(&self, id: CardId) -> &FieldCard {
        self.state()
            .card(id)
            .unwrap_or_else(|| panic!("{id} is not on the field"))
    }

    /// Nobody answers the chain: it closes and resolves.
    pub fn resolve(&mut self) -> &mut Table {
        self.ok(Action::ResolveChain)
    }

    /// Normal Casts `card` for the turn player, resolves the chain, and returns the card.
    pub fn cast(&mut self, card: CardFace, spirits: Spirits) -> CardId {
        self.ok(Action::Cast(Box::new(cast_spec(card, spirits))));
        self.resolve();
        self.newest()
    }

    /// Special Casts `card` for the turn player, resolves the chain, and returns the card.
    pub fn special_cast(&mut self, card: CardFace, spirits: Spirits) -> CardId {
        self.ok(Action::SpecialCast(Box::new(cast_spec(card, spirits))));
        self.resolve();
        self.newest()
    }

    /// Sets a Rune for the turn player, resolves the chain, and returns the card.
    pub fn set(&mut self, card: CardFace) -> CardId {
        self.ok(Action::Set {
            card: Box::new(card),
            slot: None,
        });
        self.resolve();
        self.newest()
    }

    /// From anywhere in the turn to the next player's Main Phase, drawing on the way.
    pub fn next_turn(&mut self) -> &mut Table {
        let turn = self.state().turn;
        while self.state().turn == turn {
            self.ok(Action::NextPhase);
        }
        self.ok(Action::Draw);
        self.ok(Action::NextPhase)
    }

    /// To the Battle Phase of this turn.
    pub fn battle_phase(&mut self) -> &mut Table {
        while self.state().phase != crate::games::elestrals::Phase::Battle {
            self.ok(Action::NextPhase);
        }
        self
    }
}

/// A small Elestral: costs one fire, Attack 3, Defense 2.
pub(super) fn ember(name: &str) -> CardFace {
    elestral(name, &[CostSymbol::Fire], 3, 2)
}
