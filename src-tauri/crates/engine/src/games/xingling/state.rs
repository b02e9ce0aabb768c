//! What the table tracks: each seat's 灵力, victory points, key card (upright or sideways), 星灵
//! on the field and in standby, hand and judgement zone; the shared zones; the round and turn.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::rules::Rules;
use crate::error::Refusal;
use crate::label::Label;

/// A 星灵 card: what the table entered when it was contracted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "XinglingSpirit")]
#[schemars(rename = "XinglingSpirit")]
pub struct Spirit {
    /// Shared between copies of the state, which are made for every action.
    #[ts(as = "String")]
    #[schemars(with = "String")]
    pub name: Arc<str>,
    /// 召唤消耗 (XL-SUMMON-1).
    pub cost: u32,
    /// 攻击范围 (XL-ATK-1).
    pub range: u32,
    /// 温柔: may keep its player from being knocked out (XL-KO-1).
    pub gentle: bool,
    /// 横置 (turned sideways).
    #[serde(default)]
    pub sideways: bool,
    /// General cards lying on this 星灵; discarded when it leaves the field or its player is
    /// knocked out (XL-KO-1).
    #[serde(default)]
    pub attached: u32,
}

/// One seat at the table, counter-clockwise from seat 0 (XL-SEAT-1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "XinglingPlayer")]
#[schemars(rename = "XinglingPlayer")]
pub struct PlayerState {
    #[ts(as = "String")]
    #[schemars(with = "String")]
    pub name: Arc<String>,
    /// 灵力 (XL-LING-1).
    pub ling: i32,
    /// The key card's cap.
    pub cap: i32,
    /// 胜利点 (XL-VP-1).
    pub vp: u32,
    pub hand: u32,
    /// The key card turned sideways: knocked out (XL-KO-1, XL-KO-2).
    pub knocked_out: bool,
    /// 场上 (XL-FIELD-1).
    pub field: Vec<Spirit>,
    /// 待机区, face down (XL-FIELD-1).
    pub standby: Vec<Spirit>,
    /// Cards in the judgement zone: delayed magic (XL-ZONE-1).
    pub judgement: u32,
    /// General cards lying on the player's key card (those on a 星灵 are the 星灵's own,
    /// `Spirit::attached`); discarded by a knock-out (XL-KO-1).
    pub attached: u32,
    /// A hand limit an effect set; otherwise floor(灵力 / 2) (XL-HAND-1).
    pub hand_limit: Option<u32>,
}

impl PlayerState {
    /// The hand limit now (XL-HAND-1).
    pub fn hand_limit_now(&self) -> u32 {
        self.hand_limit
            .unwrap_or_else(|| u32::try_from(self.ling.max(0) / 2).unwrap_or(0))
    }
}

/// The phases of a round and of a turn (XL-ROUND-1, XL-TURN-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "XinglingPhase")]
#[schemars(rename = "XinglingPhase")]
pub enum Phase {
    Setup,
    /// 轮开始: the round's event is revealed.
    RoundStart,
    /// 轮进行: the turns; the turn's own phase is `step`.
    RoundProceed,
    /// 轮结束.
    RoundEnd,
}

/// The phases of one turn (XL-TURN-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "XinglingStep")]
#[schemars(rename = "XinglingStep")]
pub enum Step {
    /// 回合开始
    TurnStart,
    /// 判定
    Judge,
    /// 摸牌
    Draw,
    /// 出牌
    Play,
    /// 弃牌
    Discard,
    /// 回合结束
    TurnEnd,
}

impl Step {
    pub fn as_str(self) -> &'static str {
        match self {
            Step::TurnStart => "turn_start",
            Step::Judge => "judge",
            Step::Draw => "draw",
            Step::Play => "play",
            Step::Discard => "discard",
            Step::TurnEnd => "turn_end",
        }
    }
}

/// The zones every player shares (XL-ZONE-1), as counts and the cards face up.
#[derive(
    Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[ts(rename = "XinglingZones")]
#[schemars(rename = "XinglingZones")]
pub struct Zones {
    /// 通用牌堆, face down.
    pub general_deck: u32,
    /// 弃牌堆: discarded general cards.
    pub discard_pile: u32,
    /// 事件区: the event deck, face down.
    pub event_deck: u32,
    /// 事件区: this round's event, face up.
    pub event: Option<String>,
    /// 墓地: discarded 星灵 cards, face up. Shared between copies of the state: it only grows,
    /// and copying it for every action would make a long match quadratic.
    #[ts(as = "Vec<String>")]
    #[schemars(with = "Vec<String>")]
    pub graveyard: Arc<Vec<String>>,
}

/// A knock-out waiting for the table to say whether a 温柔 星灵 prevents it (XL-KO-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "XinglingPendingKnockOut")]
#[schemars(rename = "XinglingPendingKnockOut")]
pub struct PendingKnockOut {
    pub player: usize,
    /// The damage's source; `None` for 灵力流失 (XL-KO-3).
    pub source: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "XinglingState")]
#[schemars(rename = "XinglingState")]
pub struct State {
    #[ts(as = "Rules")]
    #[schemars(with = "Rules")]
    pub rules: Arc<Rules>,
    pub players: Vec<PlayerState>,
    pub zones: Zones,
    pub phase: Phase,
    pub step: Step,
    pub active: usize,
    pub first_player: usize,
    /// Rounds begun (XL-ROUND-1).
    pub round: u32,
    /// Turns begun.
    pub turn: u32,
    /// Turns taken this round.
    pub turns_this_round: u32,
    /// The last 判定 roll (XL-JUDGE-1).
    pub judgement_roll: Option<u32>,
    /// Cards the active player must discard before the discard phase ends (XL-HAND-1).
    pub discard_due: u32,
    /// A seat whose standby is over the limit after a contract: it must bury the excess
    /// before anything else happens (XL-FIELD-1).
    pub overflow: Option<usize>,
    /// A seat whose 星灵契约 event is still giving it cards (`more` on its last contract): the
    /// event's next card comes before anything else, and its last closes the event
    /// (XL-FIELD-1).
    pub contracting: Option<usize>,
    pub pending_knock_out: Option<PendingKnockOut>,
    /// The distance between every two seats (XL-SEAT-1): `distances[from][to]`, `None` where
    /// either is knocked out, so every seat's screen (a phone's own, or the active player's)
    /// can show its ranges. Worked out again only when a key card turns sideways, the one
    /// thing that changes a distance.
    pub distances: Vec<Vec<Option<u32>>>,
    /// How many of a seat's field 星灵 have another seat within their range (XL-ATK-1):
    /// `reach[from][to]`, by distance and range alone (whether one may attack now, upright and
    /// in its player's turn, is what the engine offers), so every seat's screen can show
    /// whom it reaches and who reaches it.
    pub reach: Vec<Vec<u32>>,
    /// What the engine did on its own in the last action.
    pub events: Vec<Label>,
}

impl State {
    /// The distances between every two seats, when a seat was knocked out since they were
    /// worked out: each seat's own distance, `Some(0)` or `None`, says whether it counted.
    pub(super) fn refresh_distances(&mut self) {
        let seats = self.players.len();
        let current = self.distances.len() == seats
            && (0..seats)
                .all(|seat| self.distances[seat][seat].is_none() == self.players[seat].knocked_out);
        if current {
            return;
        }
        self.distances = (0..seats)
            .map(|from| (0..seats).map(|to| self.distance(from, to)).collect())
            .collect();
    }

    /// [`State::reach`] for the field and distances as they are now.
    pub(super) fn refresh_reach(&mut self) {
        let seats = self.players.len();
        self.reach = (0..seats)
            .map(|from| {
                (0..seats)
                    .map(|to| match self.distances[from][to] {
                        Some(distance) if from != to => self.players[from]
                            .field
                            .iter()
                            .filter(|spirit| distance <= spirit.range)
                            .count() as u32,
                        _ => 0,
                    })
                    .collect()
            })
            .collect();
    }

    /// Each seat's distance from the active player.
    pub fn distances_from_active(&self) -> &[Option<u32>] {
        self.distances.get(self.active).map_or(&[], Vec::as_slice)
    }

    /// Distance between two seats (XL-SEAT-1): the smaller seat difference around the table,
    /// counting only players whose key card is upright. `None` when either is knocked out.
    pub fn distance(&self, from: usize, to: usize) -> Option<u32> {
        let upright = |seat: &usize| !self.players[*seat].knocked_out;
        if !upright(&from) || !upright(&to) {
            return None;
        }
        let (low, high) = (from.min(to), from.max(to));
        // Upright seats strictly between them one way round, and the upright seats in all.
        let between = (low + 1..high).filter(upright).count();
        let total = (0..self.players.len()).filter(upright).count();
        let one_way = if low == high { 0 } else { between + 1 };
        u32::try_from(one_way.min(total - one_way)).ok()
    }
}

/// A seat at this table, or bad input that no ruling waives.
pub(super) fn check_seat(state: &State, player: usize) -> Result<(), Refusal> {
    crate::game::check_seat(player, state.players.len())
}
