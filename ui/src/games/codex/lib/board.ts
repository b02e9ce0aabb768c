// The board as the format draws it (CDX-BOARD-1): each slot in a grid cell, a slot that hangs
// under another in the row below it and within its columns, so the tree of slots reads from
// the front row down. The engine decides what may go where; this only places the slots.

import type { CodexSlotSpec } from "../../../lib/bindings";

export interface SlotPlace {
  /** The slot's index in the format's list (0-based). */
  index: number;
  /** 1-based grid row: its depth under the front row, plus one. */
  row: number;
  /** 1-based first grid column, and how many columns it spans. */
  column: number;
  span: number;
  /** The slot it hangs directly under, if any. */
  under: number | null;
  /** The highest rank on the slot, which decides which Souls it takes. */
  highest: number;
}

export interface BoardLayout {
  places: SlotPlace[];
  columns: number;
  rows: number;
}

export function highestRank(spec: CodexSlotSpec): number {
  return spec.ranks.reduce((a, b) => Math.max(a, b), 0);
}

/** The slot a slot hangs under, when the format names an earlier slot (else a front slot). */
function parentOf(specs: readonly CodexSlotSpec[], index: number): number | null {
  const under = specs[index]?.under;
  return typeof under === "number" && under >= 0 && under < index ? under : null;
}

/** Places every slot: front slots side by side, each hanging slot under its slot's columns. */
export function boardLayout(specs: readonly CodexSlotSpec[]): BoardLayout {
  const children: number[][] = specs.map(() => []);
  const roots: number[] = [];
  specs.forEach((_, i) => {
    const parent = parentOf(specs, i);
    if (parent === null) roots.push(i);
    else children[parent]!.push(i);
  });
  // A slot is as wide as the slots hanging under it, side by side (the earlier slot first).
  const width: number[] = specs.map(() => 1);
  for (let i = specs.length - 1; i >= 0; i--) {
    const sum = children[i]!.reduce((total, c) => total + width[c]!, 0);
    width[i] = Math.max(1, sum);
  }
  const places: SlotPlace[] = [];
  let rows = specs.length === 0 ? 0 : 1;
  const place = (index: number, column: number, depth: number): void => {
    places.push({
      index,
      row: depth + 1,
      column,
      span: width[index]!,
      under: parentOf(specs, index),
      highest: highestRank(specs[index]!),
    });
    rows = Math.max(rows, depth + 1);
    let cursor = column;
    for (const child of children[index]!) {
      place(child, cursor, depth + 1);
      cursor += width[child]!;
    }
  };
  let column = 1;
  for (const root of roots) {
    place(root, column, 0);
    column += width[root]!;
  }
  places.sort((a, b) => a.index - b.index);
  return { places, columns: column - 1, rows };
}
