// Where each 星灵 seat sits on the screen and which way it faces.
//
// The players sit counter-clockwise in seat order (XL-SEAT-1), so the screen does too: seat 1
// at the bottom edge, then the right edge, the top and the left, each area turned toward its
// own edge. A phone in portrait has no room for a ring of whole areas: from three players on,
// the ring is of compact seats (name, 灵力 with − and +, VP and distance), each still turned to
// its edge, around the round bar; or, passed from hand to hand, the player whose turn it is gets
// the big area at the bottom and the others a list of compact seats at the top, in turn order
// from them (`PhoneView`).

import type { Rotation, SeatPlace, TableLayout } from "../../../lib/seats";
import { isRoomy } from "../../../lib/seats";

/** A ring of turned areas, or the phone's list of compact seats with one big area. */
export interface XinglingLayout extends TableLayout {
  /** The phone's layout: `ring` (the compact seats), `mid` and `me` (the big area). */
  list: boolean;
  /** A phone's ring: each seat is drawn compact (a chip), not as its whole area. */
  chips: boolean;
}

/**
 * How a phone shows three or more players: a ring of compact seats around the round bar, each
 * turned to its player (the phone lies in the middle of the table), or one player's area large
 * for the phone passed from hand to hand.
 */
export type PhoneView = "ring" | "pass";

type Edge = "bottom" | "right" | "top" | "left";

const TURN: Record<Edge, Rotation> = { bottom: 0, right: 270, top: 180, left: 90 };

/** How many seats sit on each edge, counter-clockwise from the bottom: bottom, right, top, left. */
const EDGES: Record<number, [number, number, number, number]> = {
  1: [1, 0, 0, 0],
  2: [1, 0, 1, 0],
  3: [1, 1, 0, 1],
  4: [1, 1, 1, 1],
  5: [1, 1, 2, 1],
  6: [2, 1, 2, 1],
  7: [2, 2, 2, 1],
  8: [2, 2, 2, 2],
};

/** Which edge each seat sits at, counter-clockwise from seat 0 at the bottom. */
export function edgesOf(players: number): Edge[] {
  const counts = EDGES[Math.min(Math.max(players, 1), 8)]!;
  const order: Edge[] = ["bottom", "right", "top", "left"];
  return order.flatMap((edge, i) => Array<Edge>(counts[i]!).fill(edge));
}

/**
 * The ring: a 4×4 grid whose outer cells are the seats and whose centre is the round bar.
 * Along each edge the seats follow the counter-clockwise order: the bottom from left to right,
 * the right edge upward, the top from right to left, the left edge downward.
 */
export function ringLayout(players: number): XinglingLayout {
  const edges = edgesOf(players);
  const on = (edge: Edge) => edges.flatMap((e, seat) => (e === edge ? [seat] : []));
  const [bottom, right, top, left] = [on("bottom"), on("right"), on("top"), on("left")];
  const cells: string[][] = Array.from({ length: 4 }, () => Array<string>(4).fill("mid"));
  const name = (seat: number) => `s${seat}`;
  const row = (r: number, seats: number[]) => {
    if (seats.length === 1) cells[r]!.fill(name(seats[0]!));
    if (seats.length === 2) {
      cells[r]!.splice(0, 2, name(seats[0]!), name(seats[0]!));
      cells[r]!.splice(2, 2, name(seats[1]!), name(seats[1]!));
    }
  };
  const column = (c: number, seats: number[], from: number, to: number) => {
    for (let r = from; r <= to; r++) {
      if (seats.length === 1) cells[r]![c] = name(seats[0]!);
      if (seats.length === 2) cells[r]![c] = name(seats[r - from < (to - from + 1) / 2 ? 0 : 1]!);
    }
  };
  // Without a top edge the side seats reach the top of the screen.
  const sideFrom = top.length === 0 ? 0 : 1;
  row(3, bottom);
  row(0, [...top].reverse());
  column(0, left, sideFrom, 2);
  column(3, [...right].reverse(), sideFrom, 2);
  const sides = left.length + right.length > 0;
  return {
    areas: dedupeRows(cells),
    columns: sides
      ? "minmax(0, 1fr) minmax(0, 0.9fr) minmax(0, 0.9fr) minmax(0, 1fr)"
      : "repeat(4, minmax(0, 1fr))",
    rows:
      top.length === 0
        ? "minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.1fr)"
        : "minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr)",
    seats: edges.map((edge, seat): SeatPlace => ({ seat, area: name(seat), rotate: TURN[edge] })),
    midIsBox: true,
    list: false,
    chips: false,
  };
}

/** A phone's ring: the side columns and the top and bottom bands as wide as a compact seat
 * needs (its name beside its own Undo, its 灵力 at 48 px, − and + a touch target each). */
const PHONE_SIDE = "6.5rem";
const PHONE_BAND = "6.5rem";
/** With chess clocks, a compact seat holds its clock too (32 px digits): beside its 灵力 where
 * the seat is long (alone on a side edge), under it where not, for which the top and bottom
 * bands deepen, and the side columns too where two seats share a side. */
const PHONE_CLOCKED = "7.5rem";

/** The ring on a phone: the same seats at the same edges as `ringLayout`, drawn compact. */
export function phoneRingLayout(players: number, clocks = false): XinglingLayout {
  const ring = ringLayout(players);
  const edges = edgesOf(players);
  const hasTop = edges.includes("top");
  const sharedSide = ["left", "right"].some((edge) => edges.filter((e) => e === edge).length > 1);
  const side = clocks && sharedSide ? PHONE_CLOCKED : PHONE_SIDE;
  const band = clocks ? PHONE_CLOCKED : PHONE_BAND;
  return {
    ...ring,
    columns: `${side} minmax(0, 1fr) minmax(0, 1fr) ${side}`,
    rows: hasTop ? `${band} minmax(0, 1fr) minmax(0, 1fr) ${band}` : `repeat(3, minmax(0, 1fr)) ${band}`,
    chips: true,
  };
}

/** Rows of `grid-template-areas`: a row of cells as one string. */
function dedupeRows(cells: string[][]): string[] {
  return cells.map((row) => row.join(" "));
}

/** The phone: the compact seats, the round bar, the big area of the player whose turn it is. */
export function listLayout(): XinglingLayout {
  return {
    areas: ["ring", "mid", "me"],
    columns: "minmax(0, 1fr)",
    rows: "auto auto minmax(0, 1fr)",
    seats: [],
    midIsBox: false,
    list: true,
    chips: false,
  };
}

/** The layout for `players` seats in a table of `width` × `height` CSS pixels; a phone shows
 * three or more as `phone` says, its ring deeper where each seat shows a chess clock. */
export function xinglingLayout(
  players: number,
  width: number,
  height: number,
  phone: PhoneView = "ring",
  clocks = false,
): XinglingLayout {
  if (players > 2 && !isRoomy(width, height)) return phone === "ring" ? phoneRingLayout(players, clocks) : listLayout();
  if (players <= 2 && !isRoomy(width, height)) {
    // Two players on a phone: the far one turned, the round bar between them.
    return {
      areas: ["s1", "mid", "s0"],
      columns: "minmax(0, 1fr)",
      rows: "minmax(0, 1fr) auto minmax(0, 1fr)",
      seats: [
        { seat: 0, area: "s0", rotate: 0 },
        { seat: 1, area: "s1", rotate: 180 },
      ],
      midIsBox: false,
      list: false,
      chips: false,
    };
  }
  return ringLayout(players);
}

/** The other seats in turn order from `active`: the next player first (counter-clockwise). */
export function othersFrom(players: number, active: number): number[] {
  return Array.from({ length: players - 1 }, (_, i) => (active + 1 + i) % players);
}
