//! The moves of Elestrals the table can make. Seats are indices into the setup's players;
//! cards on the field are named by their [`CardId`].

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card_id::CardId;
use super::cards::CardFace;
use super::field_card::Position;
use super::spirits::Spirits;
use super::stats::{Duration, StatChange};

/// How the first player is picked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsFirstPlayerMethod")]
#[schemars(rename = "ElestralsFirstPlayerMethod")]
pub enum FirstPlayerMethod {
    /// Both roll a d6; the higher goes first, ties roll again.
    Die,
    /// Heads, seat 0 goes first; tails, seat 1.
    Coin,
}

/// A pile a whole card can be in off the field.
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
#[ts(rename = "ElestralsPile")]
#[schemars(rename = "ElestralsPile")]
pub enum Pile {
    #[default]
    Hand,
    MainDeck,
    Underworld,
}

impl Pile {
    pub fn as_str(self) -> &'static str {
        match self {
            Pile::Hand => "hand",
            Pile::MainDeck => "main_deck",
            Pile::Underworld => "underworld",
        }
    }
}

/// Where Spirits can be off the field.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsSpiritPile")]
#[schemars(rename = "ElestralsSpiritPile")]
pub enum SpiritPile {
    SpiritDeck,
    Underworld,
}

impl SpiritPile {
    pub fn as_str(self) -> &'static str {
        match self {
            SpiritPile::SpiritDeck => "spirit_deck",
            SpiritPile::Underworld => "underworld",
        }
    }
}

/// Spirits Disenchanted from one card of the field, to pay for something.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsSpiritTake")]
#[schemars(rename = "ElestralsSpiritTake")]
pub struct SpiritTake {
    pub card: CardId,
    pub spirits: Spirits,
}

/// What an attack is aimed at (ELE-BATTLE-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "ElestralsAttackTarget")]
#[schemars(rename = "ElestralsAttackTarget")]
pub enum AttackTarget {
    /// An opponent's Elestral: the battle tries to destroy it.
    Elestral { card: CardId },
    /// The opponent's Spirit Deck: they Expend.
    SpiritDeck,
}

/// The kind of effect activated (ELE-TURN-3).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsEffectTiming")]
#[schemars(rename = "ElestralsEffectTiming")]
pub enum EffectTiming {
    /// Announced in your Main Phase, once per turn; the base of a chain.
    Active,
    /// Activated when its condition is met; added in response, or waits for the next chain.
    Conditional,
}

impl EffectTiming {
    pub fn as_str(self) -> &'static str {
        match self {
            EffectTiming::Active => "active",
            EffectTiming::Conditional => "conditional",
        }
    }
}

/// A Cast: which card, where, and the Spirits that pay for it (ELE-CAST-2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsCastSpec")]
#[schemars(rename = "ElestralsCastSpec")]
pub struct CastSpec {
    /// Who Casts: the turn player when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<usize>,
    pub card: CardFace,
    /// The slot in the Elestral or Rune Row; the first open one when left out. A Stadium takes
    /// the Stadium zone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slot: Option<usize>,
    /// Spirits from the caster's Spirit Deck.
    #[serde(default)]
    pub spirits: Spirits,
    /// Spirits Disenchanted from the caster's field: Instant Runes only (ELE-RUNE-1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub disenchant: Vec<SpiritTake>,
    /// An Elestral's Position; Attack when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Position>,
    /// The Elestral an Artifact Empowers (ELE-RUNE-4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empower: Option<CardId>,
    /// Where the card comes from: the hand unless a card says otherwise (Special Casts).
    #[serde(default)]
    pub from: Pile,
}

/// An Ascend (ELE-ASC-1): an Enchanted Elestral goes to the Underworld and its Spirits, with any
/// siphoned from other Enchanted cards, Enchant the new Elestral in the same slot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsAscendSpec")]
#[schemars(rename = "ElestralsAscendSpec")]
pub struct AscendSpec {
    /// The Enchanted Elestral Ascended from.
    pub elestral: CardId,
    /// The Elestral Ascended into.
    pub card: CardFace,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub siphon: Vec<SpiritTake>,
    /// The new Elestral's Position; the old one's when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Position>,
    #[serde(default)]
    pub from: Pile,
}

/// One part of an [`Action::AtOnce`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "ElestralsAtOnceStep")]
#[schemars(rename = "ElestralsAtOnceStep")]
pub enum AtOnceStep {
    Expend {
        player: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        amount: Option<u32>,
        #[serde(default)]
        spirits: Spirits,
    },
    DrawCards {
        player: usize,
        count: u32,
    },
}

/// An Elestrals action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "ElestralsAction")]
#[schemars(rename = "ElestralsAction")]
pub enum Action {
    // --- Set-up ---
    /// Let the app roll or flip for the first player.
    PickFirstPlayer {
        method: FirstPlayerMethod,
    },
    /// The table decided the first player itself.
    SetFirstPlayer {
        player: usize,
    },
    /// A player's Spirit Deck, entered before the first turn (ELE-DECK-1).
    SetSpiritDeck {
        player: usize,
        spirits: Spirits,
    },

    // --- The turn (ELE-TURN-1) ---
    /// The turn player's draw for the Draw Phase; an empty Main Deck loses (ELE-END-1).
    Draw,
    /// The next phase, or the next player's turn after the End Phase.
    NextPhase,

    // --- Main Phase actions of the turn player (ELE-TURN-2) ---
    // A card's face is boxed: it is the largest payload by far, and
    // every log entry of every game is as large as the largest action. serde, ts-rs and
    // schemars see through the box.
    /// A Normal Cast (ELE-CAST-1, ELE-CAST-2); opens a chain (ELE-CHAIN-1).
    Cast(Box<CastSpec>),
    /// A Cast a card's text allows; not counted by ELE-CAST-1.
    SpecialCast(Box<CastSpec>),
    /// A Normal Ascend (ELE-ASC-1, ELE-CAST-1); opens a chain.
    Ascend(Box<AscendSpec>),
    /// An Ascend a card's text allows; not counted by ELE-CAST-1.
    SpecialAscend(Box<AscendSpec>),
    /// A Rune from the hand, face down into the Rune Row; opens a chain.
    Set {
        card: Box<CardFace>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        slot: Option<usize>,
    },
    /// Casts a Set Rune. A Counter Rune Set on an earlier turn can be Cast on any turn, in
    /// response too (ELE-RUNE-1); other Set Runes in their controller's Main Phase.
    CastSetRune {
        player: usize,
        card: CardId,
        #[serde(default)]
        spirits: Spirits,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        disenchant: Vec<SpiritTake>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        empower: Option<CardId>,
    },
    /// Spirits from the player's Spirit Deck onto a card: as the Main Phase action, or because
    /// an effect says so (`by_effect`). A Set Rune cannot be Enchanted (ELE-RUNE-2).
    Enchant {
        player: usize,
        card: CardId,
        spirits: Spirits,
        #[serde(default)]
        by_effect: bool,
    },
    /// An Elestral's Position: once per turn by its controller in the Main Phase (ELE-POS-1), or
    /// by an effect (`by_effect`), which uses no allowance.
    ChangePosition {
        card: CardId,
        position: Position,
        #[serde(default)]
        by_effect: bool,
    },
    /// An Active effect (Main Phase, once per turn, a chain's base) or a Conditional one (in
    /// response, or waiting for the next chain) (ELE-TURN-3, ELE-CHAIN-1).
    ActivateEffect {
        player: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
        timing: EffectTiming,
        #[serde(default)]
        note: String,
    },

    // --- Battle (ELE-BATTLE-1, ELE-BATTLE-2) ---
    /// The turn player's Elestral attacks; opens a chain.
    DeclareAttack {
        attacker: CardId,
        target: AttackTarget,
    },
    /// Spirits from the Spirit Deck to the Underworld. `amount` is what must be Expended (the
    /// chosen `spirits` when left out); more than the deck holds loses (ELE-END-1).
    Expend {
        player: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        amount: Option<u32>,
        #[serde(default)]
        spirits: Spirits,
    },

    // --- The chain (ELE-CHAIN-1 to ELE-CHAIN-5) ---
    /// The player holding priority adds nothing.
    Pass {
        player: usize,
    },
    /// The table agrees no one adds a link.
    CloseChain,
    /// The newest link not yet reached resolves.
    ResolveNext,
    /// Closes the chain if open and resolves every link.
    ResolveChain,
    /// A card's text negates a link not yet resolved (ELE-CHAIN-4).
    NegateLink {
        link: usize,
    },
    /// The order of a player's Conditional effects for the next chain (ELE-CHAIN-5).
    ReorderTriggers {
        player: usize,
        order: Vec<usize>,
    },
    /// Opens the next chain with the waiting Conditional effects (ELE-CHAIN-5).
    OpenNextChain,

    // --- What cards' texts do, applied by the table ---
    /// Moves Spirits between two of the player's cards (ELE-NEXUS-1 to ELE-NEXUS-3).
    Nexus {
        player: usize,
        from: CardId,
        to: CardId,
        spirits: Spirits,
    },
    /// Spirits off a card, to their owners' Underworlds.
    Disenchant {
        card: CardId,
        spirits: Spirits,
    },
    /// An Artifact Empowers another Elestral (ELE-RUNE-4).
    Empower {
        artifact: CardId,
        elestral: CardId,
    },
    /// The player takes control of an Elestral into an open slot of their Elestral Row
    /// (ELE-CTRL-1); also how control goes back.
    TakeControl {
        player: usize,
        card: CardId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        slot: Option<usize>,
    },
    /// Destroys a card: to its owner's Underworld, with its Spirits and Artifacts.
    Destroy {
        card: CardId,
    },
    /// A card leaves the field for its owner's hand, Main Deck or Underworld.
    ReturnCard {
        card: CardId,
        to: Pile,
    },
    /// Searches the Main Deck, putting `card` (if found) in the hand; the deck is shuffled
    /// (ELE-SEARCH-1). A chain's base.
    Search {
        player: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<String>,
    },
    /// A card's text makes a player draw; an empty Main Deck loses (ELE-END-1).
    DrawCards {
        player: usize,
        count: u32,
    },
    /// A card between a player's hand, Main Deck and Underworld (a discard, a card brought
    /// back). `card` names it where the Underworld is involved.
    MoveCard {
        player: usize,
        from: Pile,
        to: Pile,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<String>,
    },
    /// Spirits between a player's Spirit Deck and Underworld.
    MoveSpirits {
        player: usize,
        from: SpiritPile,
        to: SpiritPile,
        spirits: Spirits,
    },
    /// A stat change from an effect (ELE-STAT-1, ELE-DUR-1).
    AdjustStat {
        card: CardId,
        change: StatChange,
        source: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        source_card: Option<CardId>,
        #[serde(default)]
        duration: Duration,
    },
    /// Ends a stat change early.
    RemoveModifier {
        card: CardId,
        order: u32,
    },
    /// A correction to a Spirit Deck's counts.
    AdjustSpiritDeck {
        player: usize,
        #[serde(default)]
        add: Spirits,
        #[serde(default)]
        remove: Spirits,
    },
    /// A correction to a player's Main Deck or hand count.
    AdjustCards {
        player: usize,
        main_deck: i32,
        hand: i32,
    },
    /// Draws and Expends that happen at the same time: if both players lose by them, the game
    /// is a draw (ELE-END-2).
    AtOnce {
        steps: Vec<AtOnceStep>,
    },

    // --- The end ---
    /// Both agree neither can make the other Expend: fewer Main Deck cards loses; if tied, the
    /// next player to draw (ELE-END-3).
    Stalemate,
    Concede {
        player: usize,
    },
}

impl Action {
    /// The seat that acts (see [`Game::acting_seat`](crate::game::Game::acting_seat)): the
    /// `player` an action names, whose Spirits, cards or priority it is, and a Cast's caster
    /// when the spec names one. The turn's own steps (the draw, the phases, the turn player's
    /// Ascends, Sets and attacks, a Cast that leaves its caster to the turn player), the
    /// first-player decision, the chain's steps no player is named for, changes named only by
    /// a card on the field, and the decisions of both players (`AtOnce`, `Stalemate`) are the
    /// whole table's.
    pub fn acting_seat(&self) -> Option<usize> {
        match self {
            Action::SetSpiritDeck { player, .. }
            | Action::CastSetRune { player, .. }
            | Action::Enchant { player, .. }
            | Action::ActivateEffect { player, .. }
            | Action::Expend { player, .. }
            | Action::Pass { player }
            | Action::ReorderTriggers { player, .. }
            | Action::Nexus { player, .. }
            | Action::TakeControl { player, .. }
            | Action::Search { player, .. }
            | Action::DrawCards { player, .. }
            | Action::MoveCard { player, .. }
            | Action::MoveSpirits { player, .. }
            | Action::AdjustSpiritDeck { player, .. }
            | Action::AdjustCards { player, .. }
            | Action::Concede { player } => Some(*player),
            Action::Cast(spec) | Action::SpecialCast(spec) => spec.player,
            // Who goes first is the table's decision, even when it names a seat.
            Action::PickFirstPlayer { .. }
            | Action::SetFirstPlayer { .. }
            | Action::Draw
            | Action::NextPhase
            | Action::Ascend(_)
            | Action::SpecialAscend(_)
            | Action::Set { .. }
            | Action::ChangePosition { .. }
            | Action::DeclareAttack { .. }
            | Action::CloseChain
            | Action::ResolveNext
            | Action::ResolveChain
            | Action::NegateLink { .. }
            | Action::OpenNextChain
            | Action::Disenchant { .. }
            | Action::Empower { .. }
            | Action::Destroy { .. }
            | Action::ReturnCard { .. }
            | Action::AdjustStat { .. }
            | Action::RemoveModifier { .. }
            // Its steps may name both players at once.
            | Action::AtOnce { .. }
            | Action::Stalemate => None,
        }
    }
}
