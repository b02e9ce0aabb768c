// Names offered as a seat's name is typed: the roster's players, most recently seen first, so
// a name typed once is a tap the next time (and the same person, not a near-duplicate).

import type { Player } from "./bindings";

const fold = (name: string) => name.trim().toLocaleLowerCase();

/** The roster in the order names are offered: last played first, then most matches. */
export function byRecent(players: readonly Player[]): Player[] {
  return [...players].sort(
    (a, b) => (b.last_played_ms ?? 0) - (a.last_played_ms ?? 0) || b.matches - a.matches || a.name.localeCompare(b.name),
  );
}

/**
 * The names to offer for a seat showing `typed`: those starting with it first, then those
 * containing it. A placeholder name (`Player 2`) counts as nothing typed. Names another seat
 * took already, and the name exactly as typed, are left out.
 */
export function suggestNames(
  roster: readonly Player[],
  typed: string,
  taken: readonly string[],
  placeholders: readonly string[],
  max = 4,
): string[] {
  const wanted = placeholders.some((p) => fold(p) === fold(typed)) ? "" : fold(typed);
  const takenSet = new Set(taken.map(fold));
  const open = byRecent(roster)
    .map((player) => player.name)
    .filter((name) => !takenSet.has(fold(name)) && fold(name) !== wanted);
  if (wanted === "") return open.slice(0, max);
  const starts = open.filter((name) => fold(name).startsWith(wanted));
  const contains = open.filter((name) => !fold(name).startsWith(wanted) && fold(name).includes(wanted));
  return [...starts, ...contains].slice(0, max);
}
