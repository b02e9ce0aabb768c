// The guided set-up at a glance: whose pick it is in the Crystal Tower draft, which towers are
// still face down, and the opening-hand redraw. The engine decides what is legal; this only reads
// its state for the screen.

import type { ConjureState, ConjureTower } from "../../../lib/bindings";

export interface DraftTurn {
  /** The seat whose pick it is, or `null` once every tower is taken. */
  picker: number | null;
  /** 1-based number of the pick being made. */
  pick: number;
  /** How many picks the draft has. */
  total: number;
}

/** Whose pick it is: the draft order, read at the number of towers already taken. */
export function draftTurn(state: Pick<ConjureState, "towers" | "draft_order">): DraftTurn {
  const taken = state.towers.filter((t) => t.controller !== null).length;
  const total = Math.min(state.draft_order.length, state.towers.length);
  const picker = taken < total ? (state.draft_order[taken] ?? null) : null;
  return { picker, pick: Math.min(taken + 1, total), total };
}

/** The towers nobody took yet, with their index (what `pick_tower` names). */
export function faceDownTowers(towers: readonly ConjureTower[]): { index: number; tower: ConjureTower }[] {
  return towers.flatMap((tower, index) => (tower.controller === null ? [{ index, tower }] : []));
}

/** The towers a player controls, with their index. */
export function towersOf(towers: readonly ConjureTower[], seat: number): { index: number; tower: ConjureTower }[] {
  return towers.flatMap((tower, index) => (tower.controller === seat ? [{ index, tower }] : []));
}

/** A redraw count kept between 0 and the hand size. */
export function clampRedraw(count: number, hand: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.max(0, Math.min(Math.trunc(count), Math.max(0, hand)));
}

/** The face-down towers by crystal, in color order: the first one's index and how many are left. */
export function faceDownByColor(
  towers: readonly ConjureTower[],
): { index: number; crystal: ConjureTower["crystal"]; left: number }[] {
  const order: ConjureTower["crystal"][] = ["black", "blue", "green", "red"];
  return order.flatMap((crystal) => {
    const same = faceDownTowers(towers).filter(({ tower }) => tower.crystal === crystal);
    const first = same[0];
    return first === undefined ? [] : [{ index: first.index, crystal, left: same.length }];
  });
}
