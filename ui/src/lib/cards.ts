// What the card screen offers per game, and how an import's outcome reads.

import { gameOf, GAMES } from "../games";
import type { CardProblem, GameEntry, GameId, ImportReport } from "./bindings";
import { formatLabel } from "./label";
import type { Translate } from "./translate";

/** Games with card data to search, in the order the screen shows them. */
export function searchableGames(): GameId[] {
  return GAMES.filter((game) => game.cards !== undefined).map((game) => game.id);
}

/** Whether players of `game` can import an exported card list: the engine reads its cards. */
export function canImport(game: GameId, games: readonly GameEntry[]): boolean {
  return games.some((entry) => entry.info.id === game && entry.info.has_cards);
}

/**
 * A card kind in the reader's language, from the game's own catalog; a kind the catalog does
 * not name (a later set's, an imported card's) reads as the data has it.
 */
export function kindName(
  game: GameId,
  kind: string,
  t: (key: string) => string,
  hasKey: (key: string) => boolean,
): string {
  const namespace = gameOf(game)?.cards?.kinds;
  const key = `${namespace}.${kind}`;
  return namespace !== undefined && hasKey(key) ? t(key) : kind.replaceAll("_", " ");
}

/** How an import ended, for the sheet's headline. */
export type ImportOutcome =
  | { kind: "imported"; count: number }
  | { kind: "rejected"; count: number }
  | { kind: "empty" };

export function importOutcome(report: ImportReport): ImportOutcome {
  if (report.rejected.length > 0) return { kind: "rejected", count: report.rejected.length };
  if (report.imported === 0) return { kind: "empty" };
  return { kind: "imported", count: report.imported };
}

/** "Record 3 (game-x)": records count from 1 for people, from 0 in the report. */
export function recordName(index: number, id: string | null): { n: number; id: string } {
  return { n: index + 1, id: id ?? "" };
}

/**
 * One reason a record was refused, in the reader's language: the field it is about (as the
 * record names it, `cost[0]`) and what is wrong there.
 */
export function problemText(problem: CardProblem, t: Translate): { field: string; text: string } {
  return { field: problem.path ?? "", text: formatLabel(problem.reason, t, []) };
}
