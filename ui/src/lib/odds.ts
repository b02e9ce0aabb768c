// A deck's draw odds as the deck builder shows them: the engine's chances (exact, per card),
// read as whole percents at the opening hand and one turn further on.

import type { CardOdds, DeckOdds } from "./bindings";

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
  card: string;
  copies: number;
  opening: number;
  /** By `SHOWN_TURN`, going first and going second. */
  onThePlay: number;
  onTheDraw: number;
}

/** One row per card, in the engine's order (most copies first). */
export function oddsRows(odds: DeckOdds): OddsRow[] {
  return odds.cards.map((card: CardOdds) => {
    const opening = card.by_turn.find((t) => t.turn === 0);
    const later = card.by_turn.find((t) => t.turn === SHOWN_TURN) ?? card.by_turn[card.by_turn.length - 1];
    return {
      card: card.card,
      copies: card.copies,
      opening: opening?.on_the_play ?? 0,
      onThePlay: later?.on_the_play ?? 0,
      onTheDraw: later?.on_the_draw ?? 0,
    };
  });
}

/** Whether going first or second changes anything: else one column says it. */
export function playMatters(rows: readonly OddsRow[]): boolean {
  return rows.some((row) => Math.abs(row.onThePlay - row.onTheDraw) > 1e-9);
}
