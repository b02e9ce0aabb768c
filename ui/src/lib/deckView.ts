// The deck being built as the builder lays it out: its parts (the game's sections), each
// grouped by card kind with counts, its cost curve and its colours. The game says which part a
// card goes to and what its cost and colours are (its deck shape); legality stays the
// engine's, and only the cards a problem names are read here.

import type { CardColor, DeckShape } from "../games/plugin";
import type { DeckListPart, DeckProblem, DeckReport } from "./bindings";
import type { DeckLine } from "./deck";

export interface DeckGroup {
  kind: string;
  count: number;
  lines: DeckLine[];
}

export interface DeckSection {
  id: string;
  /** The catalog key of the part's name; null for a game without a deck shape. */
  label: string | null;
  count: number;
  groups: DeckGroup[];
}

/** Costs at or above this share the last bar: a curve is read at a glance, not counted. */
export const CURVE_TOP = 7;

export interface CurveBar {
  cost: number;
  /** True for the last bar, which holds every cost from `cost` up. */
  orMore: boolean;
  count: number;
}

export interface ColorShare extends CardColor {
  count: number;
}

function countOf(lines: readonly DeckLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/**
 * The deck's parts in the game's order, each with its kinds in the order the deck first holds
 * them; a part with no cards is kept, so an empty Spirit Deck still shows as such.
 */
export function deckSections(deck: readonly DeckLine[], shape: DeckShape | undefined): DeckSection[] {
  if (shape === undefined) {
    return [{ id: "all", label: null, count: countOf(deck), groups: groupByKind(deck) }];
  }
  const known = new Set(shape.sections.map((section) => section.id));
  const first = shape.sections[0]?.id ?? "all";
  // The engine says which part each card goes to; a card it knows no part for (gone from
  // the card data) stays in the first, where it can be taken out.
  const partOf = (line: DeckLine): string => (line.zone !== null && known.has(line.zone) ? line.zone : first);
  return shape.sections.map((section) => {
    const lines = deck.filter((line) => partOf(line) === section.id);
    return { id: section.id, label: section.label, count: countOf(lines), groups: groupByKind(lines) };
  });
}

function groupByKind(lines: readonly DeckLine[]): DeckGroup[] {
  const groups = new Map<string, DeckLine[]>();
  for (const line of lines) groups.set(line.kind, [...(groups.get(line.kind) ?? []), line]);
  return [...groups].map(([kind, members]) => ({ kind, count: countOf(members), lines: members }));
}

/** Cards per cost, from 0 to [`CURVE_TOP`] or more; cards never cast are left out. */
export function costCurve(deck: readonly DeckLine[], shape: DeckShape | undefined): CurveBar[] {
  if (shape === undefined) return [];
  const bars: CurveBar[] = Array.from({ length: CURVE_TOP + 1 }, (_, cost) => ({
    cost,
    orMore: cost === CURVE_TOP,
    count: 0,
  }));
  let any = false;
  for (const line of deck) {
    const cost = shape.face(line).cost;
    if (cost === null) continue;
    const bar = bars[Math.min(Math.max(0, Math.floor(cost)), CURVE_TOP)];
    if (bar !== undefined) bar.count += line.count;
    any = true;
  }
  return any ? bars : [];
}

/** Copies per colour (a card of two colours counts for both), most first. */
export function colorShares(deck: readonly DeckLine[], shape: DeckShape | undefined): ColorShare[] {
  if (shape === undefined) return [];
  const shares = new Map<string, ColorShare>();
  for (const line of deck) {
    for (const color of shape.face(line).colors) {
      const share = shares.get(color.id) ?? { ...color, count: 0 };
      share.count += line.count;
      shares.set(color.id, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
}

/** The check's problems by the cards they name: each line shows its own, under it. */
export function problemsByCard(report: DeckReport | null): Map<string, DeckProblem[]> {
  const byCard = new Map<string, DeckProblem[]>();
  for (const problem of report?.problems ?? []) {
    for (const card of new Set(problem.cards)) {
      const list = byCard.get(card);
      if (list === undefined) byCard.set(card, [problem]);
      else list.push(problem);
    }
  }
  return byCard;
}

/** The deck as parts to write as text, each under its name in the reader's language. */
export function listParts(sections: readonly DeckSection[], t: (key: string) => string): DeckListPart[] {
  return sections.map((section) => ({
    heading: section.label === null ? "" : t(section.label),
    cards: section.groups.flatMap((group) =>
      group.lines.map((line) => ({ card_id: line.id, count: line.count })),
    ),
  }));
}

/** A file name from a deck's name: what a file system takes everywhere, never empty. */
export function fileStem(name: string): string {
  const stem = name
    .trim()
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "-")
    .replace(/\s+/g, " ")
    .slice(0, 60)
    .trim();
  return stem === "" ? "deck" : stem;
}
