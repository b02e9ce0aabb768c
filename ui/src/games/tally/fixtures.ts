// The tally game as the engine sends it, for the tests: its state, its offered actions (legal
// and declined, with the engine's rules and reasons), its log lines and a table's view. Each
// follows `engine/src/games/tally/mod.rs`: a change there is a change here.

import type { Declined, GameAction, Label, LogLine, MatchView, Outcome, Setup } from "../../lib/bindings";
import { actionLabel, asGameAction, TALLY, type TallyAction, type TallyState } from "./lib/game";

/** A table of `players` as the engine starts it (`Tally::start`), at the default target of 10. */
export function tallyStart(players: readonly string[] = ["Ana", "Ben"], target = 10): TallyState {
  return { game: "tally", target, players: players.map((name) => ({ name, tally: 0, conceded: false })), active: 0, turn: 1 };
}

/** `state` after `action`, as `Tally::apply` changes it when it accepts it. */
export function tallyAfter(state: TallyState, action: TallyAction): TallyState {
  const players = state.players.map((p) => ({ ...p }));
  switch (action.type) {
    case "add":
      players[action.player]!.tally += action.amount;
      return { ...state, players };
    case "concede":
      players[action.player]!.conceded = true;
      return { ...state, players };
    case "pass": {
      const active = (state.active + 1) % players.length;
      return { ...state, players, active, turn: active === 0 ? state.turn + 1 : state.turn };
    }
  }
}

/** `Tally::outcome`: the first tally at the target wins; with one seat left, it wins. */
export function tallyOutcome(state: TallyState): Outcome | null {
  const winner = state.players.findIndex((p) => p.tally >= state.target);
  if (winner >= 0) {
    return { winners: [winner], rule: "TALLY-WIN-1", reason: { key: "tally.outcome.target", args: { player: winner } } };
  }
  const left = state.players.flatMap((p, seat) => (p.conceded ? [] : [seat]));
  return left.length === 1 ? { winners: left, rule: null, reason: { key: "tally.outcome.conceded", args: {} } } : null;
}

export const add = (player: number, amount = 1): GameAction => asGameAction({ game: "tally", type: "add", player, amount });
export const pass: GameAction = asGameAction({ game: "tally", type: "pass" });
export const concede = (player: number): GameAction => asGameAction({ game: "tally", type: "concede", player });

/** The reason `Tally::apply` gives for a seat adding out of turn (TALLY-TURN-1). */
export const notYourTurn = (player: number): Label => ({ key: "tally.refusal.not_your_turn", args: { player } });

/**
 * What the engine offers at `state` (`Tally::candidate_actions`: one added to each seat's
 * tally, and passing the turn), split as `offered_actions` splits it: the turn player's add and
 * the pass are legal, every other seat's add is declined by TALLY-TURN-1. A finished match
 * offers nothing.
 */
export function tallyOffered(state: TallyState): { legal: GameAction[]; declined: Declined[] } {
  if (tallyOutcome(state) !== null) return { legal: [], declined: [] };
  const legal: GameAction[] = [];
  const declined: Declined[] = [];
  state.players.forEach((_, seat) => {
    if (seat === state.active) legal.push(add(seat));
    else declined.push({ action: add(seat), rule: "TALLY-TURN-1", reason: notYourTurn(seat) });
  });
  legal.push(pass);
  return { legal, declined };
}

/** The log's phase label for the only phase the game has (`Tally::turn_and_phase`). */
export const PLAY_PHASE: Label = { key: "tally.phase", args: { phase: "play" } };

/** Entry `seq`'s log line for `action`, made in `turn`: its words are `Tally::describe`'s. */
export function tallyLine(seq: number, action: GameAction, turn = 1): LogLine {
  return {
    seq,
    at_ms: 1_700_000_000_000 + seq * 1000,
    kind: "play",
    label: actionLabel(action as unknown as TallyAction),
    undone: false,
    note: null,
    waived: [],
    turn,
    phase: PLAY_PHASE,
    random: [],
  };
}

/** A new match's setup, its format named as the engine's tests name the game's. */
export function tallySetup(players: readonly string[] = ["Ana", "Ben"]): Setup {
  return { game: TALLY, format: "tally-test", players: [...players], seed: 1, rules: null };
}

/**
 * The view of a match of `players` after `actions` (each accepted), as `Match::view` sends it:
 * the state, a log line per action, what undo takes back, the outcome and the offered set.
 */
export function tallyView(actions: readonly GameAction[] = [], players: readonly string[] = ["Ana", "Ben"]): MatchView {
  let state = tallyStart(players);
  const log: LogLine[] = [];
  actions.forEach((action, seq) => {
    log.push(tallyLine(seq, action, state.turn));
    state = tallyAfter(state, action as unknown as TallyAction);
  });
  const last = log.at(-1);
  return {
    setup: tallySetup(players),
    state: state as unknown as MatchView["state"],
    log,
    undo: last === undefined ? null : last.label,
    redo: null,
    outcome: tallyOutcome(state),
    ...tallyOffered(state),
    clock: null,
  };
}
