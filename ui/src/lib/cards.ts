// What the card screen offers per game, and how an import's outcome reads.

import type { GameId, ImportReport } from "./bindings";

/** Games with card data to search, in the order the screen shows them. */
export const SEARCHABLE_GAMES: readonly GameId[] = ["elestrals", "conjure"];

/** Games whose players can import an exported card list. */
export const IMPORTABLE_GAMES: ReadonlySet<GameId> = new Set<GameId>(["elestrals"]);

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

/** "Record 3 (elestrals-x)": records count from 1 for people, from 0 in the report. */
export function recordName(index: number, id: string | null): { n: number; id: string } {
  return { n: index + 1, id: id ?? "" };
}
