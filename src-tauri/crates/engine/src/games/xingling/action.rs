//! What the table does in a game of 星灵.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// How a summon is paid (XL-SUMMON-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "XinglingPayment")]
#[schemars(rename = "XinglingPayment")]
pub enum Payment {
    /// 灵力 equal to the cost.
    Ling,
    /// As many hand cards as the cost.
    Discard,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "XinglingAction")]
#[schemars(rename = "XinglingAction")]
pub enum Action {
    /// Who takes the first turn; the first round begins.
    SetFirstPlayer { player: usize },
    /// On to the next phase of the round or the turn (XL-ROUND-1, XL-TURN-1).
    NextPhase,
    /// This round's event revealed from the event deck (XL-ROUND-1); `contract` for a 星灵契约.
    RevealEvent { name: String, contract: bool },
    /// 灵力伤害 from `source`'s side (XL-KO-3).
    Damage {
        target: usize,
        amount: u32,
        source: usize,
    },
    /// 灵力流失: no source (XL-KO-3).
    Loss { target: usize, amount: u32 },
    /// 灵力 gained, never above the key card's cap (XL-LING-1).
    Heal { player: usize, amount: u32 },
    /// The knock-out stands: no 温柔 星灵 prevents it (XL-KO-1).
    ConfirmKnockOut,
    /// A 温柔 星灵 of the player prevents the knock-out (XL-KO-1).
    Gentle { spirit: usize },
    /// Victory points from an event or a skill (XL-VP-1).
    AwardVp { player: usize, amount: u32 },
    /// 契约: a 星灵 from the 星灵殿 into the standby area (XL-FIELD-1). `more`: another card
    /// of the same 星灵契约 event follows, so the standby limit is counted once the event's
    /// last card is in, not after each (left out of a file, it is the event's last card).
    Contract {
        player: usize,
        name: String,
        cost: u32,
        range: u32,
        gentle: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[ts(optional, as = "Option<bool>")]
        more: bool,
    },
    /// A standby 星灵 to the graveyard (the excess after a contract, XL-FIELD-1).
    Bury { player: usize, standby: usize },
    /// 召唤 (XL-SUMMON-1): the standby 星灵 onto the field, paid with 灵力 or hand cards; with
    /// the field full, `replace` names the 星灵 that goes to the graveyard first.
    Summon {
        player: usize,
        standby: usize,
        payment: Payment,
        replace: Option<usize>,
    },
    /// A 星灵 turned sideways to attack `target` (XL-ATK-1); the damage follows as `Damage`.
    Attack {
        player: usize,
        spirit: usize,
        target: usize,
    },
    /// A field 星灵 turned upright again (重置).
    Reset { player: usize, spirit: usize },
    /// 置换 (XL-SWAP-1): a card that has it is discarded and one drawn.
    Swap { player: usize },
    /// 判定 (XL-JUDGE-1): one six-sided die.
    Judge { player: usize },
    /// 使用: a card played for its effect.
    UseCard { player: usize, card: String },
    /// 打出: a card put out in answer, a discard by choice.
    PlayOut { player: usize, card: String },
    /// Cards from the general deck into the hand (XL-HAND-1, XL-ZONE-1).
    Draw { player: usize, count: u32 },
    /// Cards from the hand to the discard pile.
    Discard { player: usize, count: u32 },
    /// A delayed magic set into a player's judgement zone.
    SetDelayed { player: usize },
    /// A card of the judgement zone resolved, to the discard pile.
    ResolveDelayed { player: usize },
    /// A hand limit an effect sets; `None` returns to floor(灵力 / 2) (XL-HAND-1).
    SetHandLimit { player: usize, limit: Option<u32> },
    /// A general card from `player`'s hand laid on their field 星灵 `spirit`, or on their key
    /// card when `spirit` is `None`, as a card's effect says.
    Attach {
        player: usize,
        spirit: Option<usize>,
    },
    /// A card lying on `player`'s field 星灵 `spirit` (or key card, `None`) to the discard pile.
    Detach {
        player: usize,
        spirit: Option<usize>,
    },
}

impl Action {
    /// The seat that acts (see [`Game::acting_seat`](crate::game::Game::acting_seat)): the
    /// `player` an action names, whose 灵力, cards, 星灵 or points change; for 灵力伤害 its
    /// `source`, who deals it; for 灵力流失, which has no source, its `target`, whose own 灵力
    /// it is. The phases, the round's event, the first-player decision and the answer to a
    /// knock-out (whose 星灵 the waiting knock-out decides, not the action) are the whole
    /// table's.
    pub fn acting_seat(&self) -> Option<usize> {
        match self {
            Action::Damage { source, .. } => Some(*source),
            Action::Loss { target, .. } => Some(*target),
            Action::Heal { player, .. }
            | Action::AwardVp { player, .. }
            | Action::Contract { player, .. }
            | Action::Bury { player, .. }
            | Action::Summon { player, .. }
            | Action::Attack { player, .. }
            | Action::Reset { player, .. }
            | Action::Swap { player }
            | Action::Judge { player }
            | Action::UseCard { player, .. }
            | Action::PlayOut { player, .. }
            | Action::Draw { player, .. }
            | Action::Discard { player, .. }
            | Action::SetDelayed { player }
            | Action::ResolveDelayed { player }
            | Action::SetHandLimit { player, .. }
            | Action::Attach { player, .. }
            | Action::Detach { player, .. } => Some(*player),
            // Who goes first is the table's decision, even when it names a seat.
            Action::SetFirstPlayer { .. }
            | Action::NextPhase
            | Action::RevealEvent { .. }
            | Action::ConfirmKnockOut
            | Action::Gentle { .. } => None,
        }
    }
}
