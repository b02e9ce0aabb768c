// A 星灵 state for the helpers' tests: five players, the first in their play phase.

import type { XinglingPlayer, XinglingState } from "../../../lib/bindings";

export function player(name: string, extra: Partial<XinglingPlayer> = {}): XinglingPlayer {
  return {
    name,
    ling: 8,
    cap: 10,
    vp: 0,
    hand: 4,
    knocked_out: false,
    field: [],
    standby: [],
    judgement: 0,
    attached: 0,
    hand_limit: null,
    ...extra,
  };
}

export function fiveAtPlay(): XinglingState {
  return {
    rules: {
      starting_ling: 8,
      key_caps: [],
      ling_cap: 10,
      vp_to_win: 3,
      vp_per_knockout: 1,
      starting_hand: 4,
      field_limit: 3,
      standby_limit: 3,
      general_deck: 60,
      event_deck: 12,
    },
    players: ["甲", "乙", "丙", "丁", "戊"].map((n) => player(n)),
    zones: { general_deck: 60, discard_pile: 0, event_deck: 11, event: "星辰之夜", graveyard: [] },
    phase: "round_proceed",
    step: "play",
    active: 0,
    first_player: 0,
    round: 1,
    turn: 1,
    turns_this_round: 0,
    judgement_roll: null,
    discard_due: 0,
    overflow: null,
    contracting: null,
    pending_knock_out: null,
    distances: [
      [0, 1, 2, 2, 1],
      [1, 0, 1, 2, 2],
      [2, 1, 0, 1, 2],
      [2, 2, 1, 0, 1],
      [1, 2, 2, 1, 0],
    ],
    reach: [
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ],
    events: [],
  };
}
