// Where each seat's area sits on the screen and which way it faces.
//
// The device lies flat between the players. Seat 0 sits at the bottom edge; the others follow
// clockwise as seen from above. Each area is turned so its own player reads it: 180° for the
// far edge, 90° for the left edge, 270° for the right edge. On a phone in portrait, side areas
// are small, so by default three or four players share a 2×2 grid with the top row turned; a
// table that sits at every edge can choose a seat at each edge instead (`PhoneSeats`).
//
// A player's own phone at a shared table (`viewer`) is held by one seat: that seat's area sits
// at the bottom, upright and large, and the others are compact and upright above it, since the
// one person holding it reads them all.

export type Rotation = 0 | 90 | 180 | 270;

export interface SeatPlace {
  seat: number;
  /** The CSS grid area name. */
  area: string;
  rotate: Rotation;
  /**
   * Another seat on a player's own phone: its cell is a low band that the game fills with
   * the seat at a glance (name, total, whose turn), not the seat's whole area.
   */
  glance?: boolean;
}

export interface TableLayout {
  /** Rows of `grid-template-areas`. */
  areas: string[];
  columns: string;
  rows: string;
  seats: SeatPlace[];
  /**
   * Whether the middle (phase bar) cell is a box that can face any edge; otherwise it is a
   * strip across the table that can face only the bottom or the top.
   */
  midIsBox: boolean;
}

/**
 * How three or four players sit around a phone: two to an edge (a 2×2 grid, the top row
 * turned), or one at each edge, each area facing its own player.
 */
export type PhoneSeats = "pairs" | "edges";

/** Below this width (CSS px) side areas are small; phones use the 2×2 grid unless asked. */
export const ROOMY_MIN_WIDTH = 700;

/** Whether the screen has room for areas on the left and right edges. */
export function isRoomy(width: number, height: number): boolean {
  return width >= ROOMY_MIN_WIDTH && height >= 560;
}

/**
 * Rows of a layout whose middle is a strip: an area, the strip, an area. Each area keeps at
 * least `areaMin` (or 40 % of the table when it is smaller still); the strip takes what it needs
 * of the rest and scrolls beyond it, so a prompt never squeezes a player's area.
 */
function stripRows(areaMin: string): string {
  const area = `minmax(min(${areaMin}, 40%), 1fr)`;
  return `${area} minmax(0, max-content) ${area}`;
}
/**
 * The least height (a CSS length) of a seat's area in each place a layout puts one: the game
 * says, since only it knows what its area holds. A layout gives way below them (each is taken
 * as at most a share of the table) rather than scroll the table.
 */
export interface AreaSizes {
  /** An area across the table (two players, or a phone's row of two). */
  wide: string;
  /** A quarter of a phone (three or four, two to an edge). */
  quarter: string;
  /** An area in a low band: a phone's top or bottom edge with side seats between. */
  low: string;
  /** A phone's side seat, turned: its height on screen is its width once turned. */
  side: string;
  /** The viewer's own area on their own phone. */
  own: string;
  /** An area while the table sets up (`roomForSetup`): its name and set-up buttons. */
  setup: string;
}

/** The seats other than `viewer`, in seat order from the one after it. */
export function othersAfter(players: number, viewer: number): number[] {
  return Array.from({ length: Math.max(players - 1, 0) }, (_, i) => (viewer + 1 + i) % players);
}

/** Another seat on a player's own phone, at a glance: its name over its total. */
const GLANCE_MIN = "4.5rem";

/**
 * The table on the phone of the player at `viewer`: the other seats side by side in a band
 * across the top, each at a glance (`SeatPlace.glance`), the middle strip, and the viewer's
 * own area across the bottom, taking all the room the others leave. Every area upright: one
 * person reads them all.
 */
export function viewerLayout(sizes: AreaSizes, players: number, viewer: number): TableLayout {
  const others = othersAfter(players, viewer);
  const columns = Math.max(others.length, 1);
  const name = (seat: number) => `s${seat}`;
  const across = (area: string) => Array<string>(columns).fill(area).join(" ");
  const areas = others.length === 0 ? [] : [others.map(name).join(" ")];
  const rows = others.length === 0 ? [] : [`minmax(${GLANCE_MIN}, max-content)`];
  return {
    areas: [...areas, across("mid"), across(name(viewer))],
    columns: `repeat(${columns}, minmax(0, 1fr))`,
    rows: [...rows, "minmax(0, max-content)", `minmax(min(${sizes.own}, 50%), 1fr)`].join(" "),
    seats: [
      { seat: viewer, area: name(viewer), rotate: 0 },
      ...others.map((seat): SeatPlace => ({ seat, area: name(seat), rotate: 0, glance: true })),
    ],
    midIsBox: false,
  };
}

/**
 * A board of two halves (a duel): the near seat at the bottom, the far one at the top, turned to
 * face its player across the device; on a player's own phone, that player near and both upright.
 */
export function duelSides(viewer: number | null): { near: number; far: number; farRotate: Rotation } {
  if (viewer !== 0 && viewer !== 1) return { near: 0, far: 1, farRotate: heldByOne ? 0 : 180 };
  return { near: viewer, far: viewer === 0 ? 1 : 0, farRotate: 0 };
}

/** The screen is held by one person (a phone at a shared table, a watcher's too): no area is
 * turned, since the one person holding it reads them all. */
let heldByOne = false;

/** Says the screen is held by one person (`on`), or lies between the players again. */
export function holdUpright(on = true): void {
  heldByOne = on;
}

export function tableLayout(
  sizes: AreaSizes,
  players: number,
  width: number,
  height: number,
  phoneSeats: PhoneSeats = "pairs",
  viewer: number | null = null,
): TableLayout {
  const layout = layoutAroundTheDevice(sizes, players, width, height, phoneSeats, viewer);
  return heldByOne ? { ...layout, seats: layout.seats.map((place) => ({ ...place, rotate: 0 })) } : layout;
}

function layoutAroundTheDevice(
  /** The game's least area heights. */
  sizes: AreaSizes,
  players: number,
  width: number,
  height: number,
  phoneSeats: PhoneSeats = "pairs",
  /** The seat whose own phone shows the table (`viewerLayout`); null: the device between them all. */
  viewer: number | null = null,
): TableLayout {
  if (viewer !== null && viewer >= 0 && viewer < players) return viewerLayout(sizes, players, viewer);
  const roomy = isRoomy(width, height);
  const place = (seat: number, rotate: Rotation): SeatPlace => ({ seat, area: `s${seat}`, rotate });
  if (players <= 2) {
    return {
      areas: ["s1", "mid", "s0"],
      columns: "minmax(0, 1fr)",
      rows: stripRows(sizes.wide),
      seats: [place(0, 0), place(1, 180)],
      midIsBox: false,
    };
  }
  if (!roomy && phoneSeats === "edges" && players <= 4) {
    return edgesOfAPhone(sizes, players, place);
  }
  if (players === 3) {
    if (roomy) {
      return {
        areas: ["s1 mid s2", "s0 s0 s0"],
        columns: "minmax(0, 1fr) minmax(0, 0.9fr) minmax(0, 1fr)",
        rows: "minmax(0, 1.3fr) minmax(0, 1fr)",
        seats: [place(0, 0), place(1, 90), place(2, 270)],
        midIsBox: true,
      };
    }
    return {
      areas: ["s1 s2", "mid mid", "s0 s0"],
      columns: "minmax(0, 1fr) minmax(0, 1fr)",
      rows: stripRows(sizes.quarter),
      seats: [place(0, 0), place(1, 180), place(2, 180)],
      midIsBox: false,
    };
  }
  if (roomy) {
    return {
      areas: ["s2 s2 s2", "s1 mid s3", "s0 s0 s0"],
      columns: "minmax(0, 1fr) minmax(0, 0.9fr) minmax(0, 1fr)",
      // The middle row is the side areas' width once turned: give them room for a row of small controls.
      rows: "minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 1fr)",
      seats: [place(0, 0), place(1, 90), place(2, 180), place(3, 270)],
      midIsBox: true,
    };
  }
  return {
    areas: ["s1 s2", "mid mid", "s0 s3"],
    columns: "minmax(0, 1fr) minmax(0, 1fr)",
    rows: stripRows(sizes.quarter),
    seats: [place(0, 0), place(1, 180), place(2, 180), place(3, 0)],
    midIsBox: false,
  };
}

/**
 * A phone with a seat at each edge: the side seats share a band across the middle, each turned
 * to its edge, over the phase strip; the far and near seats take low bands of their own.
 */
function edgesOfAPhone(sizes: AreaSizes, players: number, place: (seat: number, rotate: Rotation) => SeatPlace): TableLayout {
  const low = `minmax(min(${sizes.low}, 27%), 1fr)`;
  const side = `minmax(min(${sizes.side}, 34%), 1.4fr)`;
  if (players === 3) {
    return {
      areas: ["s1 s2", "mid mid", "s0 s0"],
      columns: "minmax(0, 1fr) minmax(0, 1fr)",
      rows: `${side} minmax(0, max-content) ${low}`,
      seats: [place(0, 0), place(1, 90), place(2, 270)],
      midIsBox: false,
    };
  }
  return {
    areas: ["s2 s2", "s1 s3", "mid mid", "s0 s0"],
    columns: "minmax(0, 1fr) minmax(0, 1fr)",
    rows: `${low} ${side} minmax(0, max-content) ${low}`,
    seats: [place(0, 0), place(1, 90), place(2, 180), place(3, 270)],
    midIsBox: false,
  };
}

/**
 * `layout` while the table sets up (a draft, opening hands): each area needs only its set-up
 * buttons, so its least height drops and a strip across the table gets the room its choices
 * need instead of scrolling them out of sight. A box in the middle is left as it is.
 */
export function roomForSetup(sizes: AreaSizes, layout: TableLayout): TableLayout {
  if (layout.midIsBox) return layout;
  return { ...layout, rows: layout.rows.replace(/min\([\d.]+rem, (\d+%)\)/g, `min(${sizes.setup}, $1)`) };
}

/** Which way the phase bar faces: toward the player whose turn it is, as far as it can. */
export function midRotation(layout: TableLayout, active: number): Rotation {
  const rotate = layout.seats.find((s) => s.seat === active)?.rotate ?? 0;
  if (layout.midIsBox) return rotate;
  return rotate === 180 ? 180 : 0;
}

/** Whether a turned area swaps width and height. */
export function isSideways(rotate: Rotation): boolean {
  return rotate === 90 || rotate === 270;
}
