// The tally game as the engine sends it (`engine/src/games/tally/`). The generated bindings
// describe the games Tableside ships, so these shapes are written here after the engine's
// `State` and `Action`, and turned into the generated unions where shared code takes them.

import type { GameAction, GameId, GameState, Label } from "../../../lib/bindings";

/** The test game's ID: the engine's `Tally::ID`, which the shipped `GameId` does not list. */
export const TALLY = "tally" as GameId;

export interface TallyPlayer {
  name: string;
  tally: number;
  conceded: boolean;
}

export interface TallyState {
  game: "tally";
  /** The tally that wins (the format's, or the table's house rule). */
  target: number;
  players: TallyPlayer[];
  /** The seat whose turn it is. */
  active: number;
  turn: number;
}

export type TallyAction =
  | { game: "tally"; type: "add"; player: number; amount: number }
  | { game: "tally"; type: "pass" }
  | { game: "tally"; type: "concede"; player: number };

/** The table's state, read as the tally game's. */
export function tallyState(state: GameState): TallyState {
  return state as unknown as TallyState;
}

/** A tally action as the shared code sends it. */
export function asGameAction(action: TallyAction): GameAction {
  return action as unknown as GameAction;
}

/** An offered action, read as the tally game's; null for another game's. */
export function asTallyAction(action: GameAction): TallyAction | null {
  const read = action as unknown as { game: string };
  return read.game === "tally" ? (action as unknown as TallyAction) : null;
}

/** What an action says on its button: the engine's own words for it in the log (`describe`). */
export function actionLabel(action: TallyAction): Label {
  switch (action.type) {
    case "add":
      return { key: "tally.log.add", args: { player: action.player, amount: action.amount } };
    case "pass":
      return { key: "tally.log.pass", args: {} };
    case "concede":
      return { key: "tally.log.concede", args: { player: action.player } };
  }
}
