// A deck's draw odds as the deck builder shows them: the engine's chances (exact, per card and
// per group of cards sharing a value), of at least k copies, read as whole percents at the
// opening hand and one turn further on.

import type { CopiesOdds, DeckOdds, TurnOdds } from "./bindings";

/** The most copies "at least" offers, as the engine gives them. */
export const MOST_COPIES = 4;

/** The turn the builder shows beside the opening hand. */
export const SHOWN_TURN = 3;

/** A chance as a whole percent in the language's digits; "<1" and ">99" rather than 0 and 100
 * for what is possible but not certain. */
export function percentText(chance: number, lang: string): string {
  const whole = Math.round(chance * 100);
  const format = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(n);
  if (whole === 0 && chance > 0) return `<${format(1)}`;
  if (whole === 100 && chance < 1) return `>${format(99)}`;
  return format(whole);
}

export interface OddsRow {
  /** A card's ID, or a group as a search writes it (`kind:spirit`). */
  key: string;
  copies: number;
  opening: number;
  /** By `SHOWN_TURN`, going first and going second. */
  onThePlay: number;
  onTheDraw: number;
}

interface Chances {
  copies: number;
  by_turn: TurnOdds[];
  more: CopiesOdds[];
}

/** The row of at least `k` copies of `entry`; none when it has fewer than `k`. */
function rowOf(key: string, entry: Chances, k: number): OddsRow | null {
  const byTurn = k === 1 ? entry.by_turn : entry.more.find((m) => m.k === k)?.by_turn;
  if (byTurn === undefined || entry.copies < k) return null;
  const opening = byTurn.find((t) => t.turn === 0);
  const later = byTurn.find((t) => t.turn === SHOWN_TURN) ?? byTurn[byTurn.length - 1];
  return {
    key,
    copies: entry.copies,
    opening: opening?.on_the_play ?? 0,
    onThePlay: later?.on_the_play ?? 0,
    onTheDraw: later?.on_the_draw ?? 0,
  };
}

/** One row per card with `k` copies or more, in the engine's order (most copies first). */
export function oddsRows(odds: DeckOdds, k = 1): OddsRow[] {
  return odds.cards.flatMap((card) => rowOf(card.card, card, k) ?? []);
}

/** One row per group of cards with `k` copies or more between them, keyed `field:value`. */
export function groupRows(odds: DeckOdds, k = 1): OddsRow[] {
  return odds.groups.flatMap((group) => rowOf(`${group.field}:${group.value}`, group, k) ?? []);
}

/** Whether going first or second changes anything: else one column says it. */
export function playMatters(rows: readonly OddsRow[]): boolean {
  return rows.some((row) => Math.abs(row.onThePlay - row.onTheDraw) > 1e-9);
}
