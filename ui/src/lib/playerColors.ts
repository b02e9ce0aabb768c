// Which of the palette's colors each seat wears. The order is a permutation of the palette, so
// two seats never share a color: changing one seat's color swaps it with the seat that had it.

/** Colors in the palette (`--palette-0` … `--palette-7` in the tokens), one per seat at most. */
export const PALETTE_SIZE = 8;

/** Seat N wears palette color N. */
export const DEFAULT_ORDER: readonly number[] = Array.from({ length: PALETTE_SIZE }, (_, i) => i);

/** Whether `value` is an order: every palette color exactly once. */
export function isOrder(value: unknown): value is number[] {
  if (!Array.isArray(value) || value.length !== PALETTE_SIZE) return false;
  const seen = new Set(value);
  return seen.size === PALETTE_SIZE && value.every((c) => Number.isInteger(c) && c >= 0 && c < PALETTE_SIZE);
}

/** The order with `seat` wearing the next palette color, and the seat that wore it taking the old one. */
export function nextColor(order: readonly number[], seat: number): number[] {
  const next = [...order];
  const mine = next[seat];
  if (mine === undefined) return next;
  const wanted = (mine + 1) % PALETTE_SIZE;
  const other = next.indexOf(wanted);
  next[seat] = wanted;
  if (other >= 0) next[other] = mine;
  return next;
}
