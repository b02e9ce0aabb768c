// A deck's versions as the versions sheet lists and compares them. The versions and their
// differences are the store's; this only words and orders them.

import type { DeckChange, DeckVersion } from "./bindings";

/** The pair compared when the sheet opens: the newest version against the one before it. */
export function defaultPair(versions: readonly DeckVersion[]): [number, number] | null {
  // Newest first, as the store lists them.
  const [newest, before] = versions;
  if (newest === undefined || before === undefined) return null;
  return [before.version, newest.version];
}

/** A change as a signed count: +2 for two copies added, −1 for one taken out. */
export function delta(change: DeckChange): number {
  return change.after - change.before;
}

/** Cards added first, then cards taken out, each by name. */
export function orderChanges(changes: readonly DeckChange[]): DeckChange[] {
  return [...changes].sort((a, b) => {
    const added = Number(delta(b) > 0) - Number(delta(a) > 0);
    return added !== 0 ? added : a.name.localeCompare(b.name);
  });
}

/** `+2` or `−1`, with a true minus sign. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `\u2212${Math.abs(n)}`;
}
