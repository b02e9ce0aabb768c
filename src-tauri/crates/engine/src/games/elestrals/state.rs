//! What the table tracks in a game of Elestrals: each player's decks, hand and Underworld,
//! the field (ELE-FIELD-1), the turn, and the chain.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::cards::{CardClass, CardFace};
use super::chain::ChainLink;
use super::rules::Rules;
use super::spirits::{fit_cost, CostFit, Spirits};
use super::stats::{apply_modifiers, StatModifier};
use super::underworld::Underworld;
use crate::chain::Chain;

/// Elestrals is a two-player game; the field keeps Spirits per owning seat in arrays this long.
pub const SEATS: usize = 2;

/// A card on the field, from when it arrives until it leaves. A card that leaves and comes back
/// gets a new ID, and so does an Elestral Ascended into (ELE-ASC-1): it is a new card.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    TS,
    schemars::JsonSchema,
)]
#[ts(rename = "ElestralsCardId")]
#[schemars(rename = "ElestralsCardId")]
pub struct CardId(pub u32);

impl std::fmt::Display for CardId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "card {}", self.0)
    }
}

/// An Elestral's Position.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsPosition")]
#[schemars(rename = "ElestralsPosition")]
pub enum Position {
    /// Upright: it can attack, and battles with its Attack.
    Attack,
    /// Sideways: it battles with its Defense.
    Defense,
}

impl Position {
    pub fn as_str(self) -> &'static str {
        match self {
            Position::Attack => "attack",
            Position::Defense => "defense",
        }
    }
}

/// The phases of a turn in order (ELE-TURN-1), after the set-up.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsPhase")]
#[schemars(rename = "ElestralsPhase")]
pub enum Phase {
    /// Before the first turn: Spirit Decks and the first player.
    Setup,
    Draw,
    Main,
    Battle,
    End,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Draw => "draw",
            Phase::Main => "main",
            Phase::Battle => "battle",
            Phase::End => "end",
        }
    }
}

/// Where a card on the field is, in the terms the rules use.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsRow")]
#[schemars(rename = "ElestralsRow")]
pub enum Row {
    Elestral,
    Rune,
    Stadium,
}

impl Row {
    /// The row a card of `class` is Cast or Set into.
    pub fn for_class(class: CardClass) -> Row {
        match class {
            CardClass::Elestral | CardClass::Spirit => Row::Elestral,
            CardClass::RuneStadium => Row::Stadium,
            _ => Row::Rune,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Row::Elestral => "elestral",
            Row::Rune => "rune",
            Row::Stadium => "stadium",
        }
    }
}

/// A place on the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    Slot { seat: usize, row: Row, slot: usize },
    Stadium,
}

/// Where a card on the field stands with the chain.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    TS,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsCardStatus")]
#[schemars(rename = "ElestralsCardStatus")]
pub enum CardStatus {
    /// On the field and in play.
    #[default]
    InPlay,
    /// A Set Rune turned face up and being Cast: its link waits on the chain.
    BeingCast,
    /// An Invoke or Counter Rune whose link resolved: the table applies its effect now, and it
    /// goes to the Underworld at the next step of the chain (the Rune "is on the field and there
    /// are Spirits Enchanting it" while it resolves).
    Resolving,
}

/// A card on the field: its face, who owns and controls it, its Spirits and its state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsFieldCard")]
#[schemars(rename = "ElestralsFieldCard")]
pub struct FieldCard {
    pub id: CardId,
    #[ts(as = "CardFace")]
    #[schemars(with = "CardFace")]
    pub face: Arc<CardFace>,
    /// Its cards go to the owner's zones when it leaves (ELE-CTRL-1).
    pub owner: usize,
    pub controller: usize,
    /// `false`: a Set Rune, face down.
    pub face_up: bool,
    /// Elestrals only.
    pub position: Option<Position>,
    /// The Spirits Enchanting it, by the seat that owns them: after a take-control and a Nexus a
    /// card can hold both players' Spirits, and each goes to its owner's Underworld.
    pub spirits: [Spirits; SEATS],
    /// For an Artifact: the Elestral it Empowers (ELE-RUNE-4).
    pub empowering: Option<CardId>,
    pub status: CardStatus,
    /// Cast (or Ascended into) this turn: no Position change by its controller (ELE-POS-1).
    pub cast_this_turn: bool,
    /// The turn a Rune was Set on; a Counter Rune is Cast on a later turn (ELE-RUNE-1).
    pub set_on_turn: Option<u32>,
    /// Enough Spirits, wrong elements: it has no effect (ELE-CAST-3).
    pub misenchanted: bool,
    /// Fewer Spirits than its Enchantment Cost: it cannot stay on the field as it is.
    pub under_enchanted: bool,
    /// How many times it has received Spirits (ELE-RECV-1): once per Cast, Ascend, Nexus or
    /// Main Phase Enchant, however many Spirits came.
    pub received_spirits: u32,
    /// Stat changes in ELE-STAT-1 order, each with the values after it.
    pub modifiers: Vec<StatModifier>,
    /// Attack after every modifier; `None` when not known.
    pub attack: Option<i32>,
    /// Defense after every modifier; `None` when not known.
    pub defense: Option<i32>,
    /// Its controller changed its Position this turn (ELE-POS-1).
    pub position_changed_this_turn: bool,
    /// Attacks declared this turn (ELE-BATTLE-1).
    pub attacks_this_turn: u32,
}

impl FieldCard {
    /// A card arriving on the field, face up, with `spirits` owned by `owner`.
    pub fn arriving(
        id: CardId,
        face: CardFace,
        owner: usize,
        spirits: [Spirits; SEATS],
    ) -> FieldCard {
        let position = (face.class == CardClass::Elestral).then_some(Position::Attack);
        let mut card = FieldCard {
            id,
            face: Arc::new(face),
            owner,
            controller: owner,
            face_up: true,
            position,
            spirits,
            empowering: None,
            status: CardStatus::InPlay,
            cast_this_turn: false,
            set_on_turn: None,
            misenchanted: false,
            under_enchanted: false,
            received_spirits: 0,
            modifiers: Vec::new(),
            attack: None,
            defense: None,
            position_changed_this_turn: false,
            attacks_this_turn: 0,
        };
        card.refresh();
        card
    }

    pub fn class(&self) -> CardClass {
        self.face.class
    }

    pub fn name(&self) -> &str {
        &self.face.name
    }

    pub fn is_elestral(&self) -> bool {
        self.face.class == CardClass::Elestral
    }

    /// Every Spirit Enchanting it, whoever owns them.
    pub fn total_spirits(&self) -> Spirits {
        self.spirits
            .iter()
            .fold(Spirits::NONE, |sum, own| sum.saturating_plus(own))
    }

    /// Face up, in play, with Spirits on it and not Misenchanted.
    pub fn is_enchanted(&self) -> bool {
        self.effects_apply() && !self.total_spirits().is_empty()
    }

    /// Its effects apply: face up, not waiting on the chain, and not Misenchanted (ELE-CAST-3,
    /// ELE-DUR-1).
    pub fn effects_apply(&self) -> bool {
        self.face_up && self.status != CardStatus::BeingCast && !self.misenchanted
    }

    /// Recomputes what follows from its Spirits and modifiers: Misenchanted (ELE-CAST-3), under
    /// its cost, and the final stats (ELE-STAT-1). Called after every change to either.
    pub fn refresh(&mut self) {
        let fit = match &self.face.cost {
            Some(cost) if self.face_up => fit_cost(cost, &self.total_spirits()),
            _ => CostFit::Matches,
        };
        self.misenchanted = fit == CostFit::Misenchanted;
        self.under_enchanted = fit == CostFit::NotEnough;
        let (attack, defense) =
            apply_modifiers(self.face.attack, self.face.defense, &mut self.modifiers);
        self.attack = attack;
        self.defense = defense;
    }
}

/// Why a player lost.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsLoss")]
#[schemars(rename = "ElestralsLoss")]
pub enum Loss {
    /// Had to draw from an empty Main Deck (ELE-END-1).
    EmptyMainDeck,
    /// Had to Expend from an empty Spirit Deck (ELE-END-1).
    EmptySpiritDeck,
    /// Fewer Main Deck cards, or next to draw, at an agreed stalemate (ELE-END-3).
    Stalemate,
    Conceded,
}

impl Loss {
    pub fn as_str(self) -> &'static str {
        match self {
            Loss::EmptyMainDeck => "empty_main_deck",
            Loss::EmptySpiritDeck => "empty_spirit_deck",
            Loss::Stalemate => "stalemate",
            Loss::Conceded => "conceded",
        }
    }
}

/// One player's side of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsPlayer")]
#[schemars(rename = "ElestralsPlayer")]
pub struct PlayerState {
    #[ts(as = "String")]
    #[schemars(with = "String")]
    pub name: Arc<String>,
    /// Spirits left in the Spirit Deck, by element.
    pub spirit_deck: Spirits,
    /// Cards left in the Main Deck.
    pub main_deck: u32,
    pub hand: u32,
    /// Elestrals and Runes in the Underworld, oldest first, by name.
    #[ts(as = "Vec<String>")]
    #[schemars(with = "Vec<String>")]
    pub underworld: Underworld,
    /// Spirits in the Underworld, by element.
    pub underworld_spirits: Spirits,
    /// The Elestral Row, slot by slot.
    #[ts(as = "Vec<Option<FieldCard>>")]
    #[schemars(with = "Vec<Option<FieldCard>>")]
    pub elestrals: Arc<Vec<Option<FieldCard>>>,
    /// The Rune Row, slot by slot.
    #[ts(as = "Vec<Option<FieldCard>>")]
    #[schemars(with = "Vec<Option<FieldCard>>")]
    pub runes: Arc<Vec<Option<FieldCard>>>,
    /// Times the Main Deck was shuffled after a Search (ELE-SEARCH-1).
    pub shuffles: u32,
    pub lost: Option<Loss>,
}

impl PlayerState {
    pub fn row(&self, row: Row) -> &[Option<FieldCard>] {
        match row {
            Row::Elestral => &self.elestrals,
            Row::Rune => &self.runes,
            Row::Stadium => &[],
        }
    }

    /// A row to change: copied first if an earlier state still shares it.
    pub fn row_mut(&mut self, row: Row) -> &mut [Option<FieldCard>] {
        match row {
            Row::Elestral => Arc::make_mut(&mut self.elestrals).as_mut_slice(),
            Row::Rune => Arc::make_mut(&mut self.runes).as_mut_slice(),
            Row::Stadium => &mut [],
        }
    }

    /// Sends a card by name to the Underworld.
    pub fn bury(&mut self, name: &str) {
        self.underworld.bury(name);
    }
}

/// A battle against a Spirit Deck resolved: the defending player now Expends (ELE-BATTLE-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsPendingExpend")]
#[schemars(rename = "ElestralsPendingExpend")]
pub struct PendingExpend {
    pub player: usize,
    /// `None` when the attacker's Attack was not known: the table says how many.
    pub amount: Option<u32>,
}

/// The whole public state of an Elestrals match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsState")]
#[schemars(rename = "ElestralsState")]
pub struct State {
    #[ts(as = "Rules")]
    #[schemars(with = "Rules")]
    pub rules: Arc<Rules>,
    /// By seat.
    pub players: [PlayerState; SEATS],
    /// The one Stadium on the field (ELE-RUNE-3).
    pub stadium: Option<Box<FieldCard>>,
    pub first_player: Option<usize>,
    /// Whose turn it is.
    pub active: usize,
    /// Turns so far, counting the current one (0 during set-up).
    pub turn: u32,
    pub phase: Phase,
    /// The turn player drew for the Draw Phase.
    pub drew: bool,
    /// The turn player's Normal Cast or Normal Ascend is used (ELE-CAST-1).
    pub normal_cast_used: bool,
    /// Cards whose Active effect was used this turn (ELE-TURN-3).
    pub active_effects_used: Vec<CardId>,
    /// The chain, while one is open, resolving, or finished with triggers still to place.
    #[ts(as = "Option<Chain<ChainLink>>")]
    #[schemars(with = "Option<Chain<ChainLink>>")]
    pub chain: Option<Arc<Chain<ChainLink>>>,
    pub pending_expend: Option<PendingExpend>,
    /// The ID the next card to arrive on the field gets.
    pub next_card_id: u32,
    /// The activation order the next stat modifier gets (ELE-STAT-1).
    pub next_modifier: u32,
}

impl State {
    /// The seat across the table.
    pub fn opponent(&self, seat: usize) -> usize {
        (seat + 1) % SEATS
    }

    /// Priority order for a chain: the turn player first (ELE-CHAIN-2).
    /// The chain to change: copied first if an earlier state still shares it.
    pub fn chain_mut(&mut self) -> Option<&mut Chain<ChainLink>> {
        self.chain.as_mut().map(Arc::make_mut)
    }

    pub fn priority_order(&self) -> Vec<usize> {
        vec![self.active, self.opponent(self.active)]
    }

    pub fn new_card_id(&mut self) -> CardId {
        let id = CardId(self.next_card_id);
        self.next_card_id = self.next_card_id.saturating_add(1);
        id
    }

    /// Every card on the field with its place.
    pub fn field(&self) -> impl Iterator<Item = (Location, &FieldCard)> {
        let rows = self.players.iter().enumerate().flat_map(|(seat, player)| {
            [Row::Elestral, Row::Rune].into_iter().flat_map(move |row| {
                player
                    .row(row)
                    .iter()
                    .enumerate()
                    .filter_map(move |(slot, card)| {
                        card.as_ref()
                            .map(|card| (Location::Slot { seat, row, slot }, card))
                    })
            })
        });
        rows.chain(self.stadium.iter().map(|card| (Location::Stadium, &**card)))
    }

    pub fn locate(&self, id: CardId) -> Option<Location> {
        self.field()
            .find(|(_, card)| card.id == id)
            .map(|(at, _)| at)
    }

    pub fn card(&self, id: CardId) -> Option<&FieldCard> {
        self.field()
            .find(|(_, card)| card.id == id)
            .map(|(_, card)| card)
    }

    pub fn card_at(&self, at: Location) -> Option<&FieldCard> {
        match at {
            Location::Slot { seat, row, slot } => {
                self.players.get(seat)?.row(row).get(slot)?.as_ref()
            }
            Location::Stadium => self.stadium.as_deref(),
        }
    }

    pub fn card_at_mut(&mut self, at: Location) -> Option<&mut FieldCard> {
        match at {
            Location::Slot { seat, row, slot } => self
                .players
                .get_mut(seat)?
                .row_mut(row)
                .get_mut(slot)?
                .as_mut(),
            Location::Stadium => self.stadium.as_deref_mut(),
        }
    }

    pub fn card_mut(&mut self, id: CardId) -> Option<&mut FieldCard> {
        let at = self.locate(id)?;
        self.card_at_mut(at)
    }

    /// Takes the card out of its place, leaving the place empty.
    pub fn take_at(&mut self, at: Location) -> Option<FieldCard> {
        match at {
            Location::Slot { seat, row, slot } => self
                .players
                .get_mut(seat)?
                .row_mut(row)
                .get_mut(slot)?
                .take(),
            Location::Stadium => self.stadium.take().map(|card| *card),
        }
    }

    /// Whether `id` was ever given to a card (it may have left since).
    pub fn was_issued(&self, id: CardId) -> bool {
        id.0 < self.next_card_id
    }

    /// Whether a chain is open or resolving: the time for Main Phase actions is not now
    /// (ELE-TURN-2).
    pub fn chain_in_progress(&self) -> bool {
        self.chain.as_ref().is_some_and(|chain| !chain.is_done())
    }
}
