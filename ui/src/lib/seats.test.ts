import { describe, expect, it } from "vitest";
import { duelSides, holdUpright, isSideways, midRotation, othersAfter, roomForSetup, tableLayout, type AreaSizes, type PhoneSeats } from "./seats";

const PHONE = [360, 640] as const;
/** A game's least area heights, as a game's plug-in gives them. */
const SIZES: AreaSizes = { wide: "14rem", quarter: "14.5rem", low: "9.5rem", side: "12.5rem", own: "15rem", setup: "9.5rem" };
const TABLET = [768, 1024] as const;

function rotations(players: number, [w, h]: readonly [number, number], seats: PhoneSeats = "pairs") {
  return Object.fromEntries(tableLayout(SIZES, players, w, h, seats).seats.map((s) => [s.seat, s.rotate]));
}

/** Every seat has exactly one area in the grid, and the grid is rectangular. */
function checkGrid(players: number, [w, h]: readonly [number, number], seats: PhoneSeats = "pairs") {
  const layout = tableLayout(SIZES, players, w, h, seats);
  const cells = layout.areas.map((row) => row.split(" "));
  const width = cells[0]!.length;
  expect(cells.every((row) => row.length === width)).toBe(true);
  for (let seat = 0; seat < players; seat++) {
    expect(cells.flat()).toContain(`s${seat}`);
  }
  expect(cells.flat()).toContain("mid");
  expect(layout.seats).toHaveLength(players);
}

describe("tableLayout", () => {
  it("turns the far player of two around", () => {
    expect(rotations(2, PHONE)).toEqual({ 0: 0, 1: 180 });
    expect(rotations(2, TABLET)).toEqual({ 0: 0, 1: 180 });
  });

  it("puts three or four players on a phone in a 2×2 grid, top row turned", () => {
    expect(rotations(3, PHONE)).toEqual({ 0: 0, 1: 180, 2: 180 });
    expect(rotations(4, PHONE)).toEqual({ 0: 0, 1: 180, 2: 180, 3: 0 });
  });

  it("faces each edge on a phone when the table asks, each side seat turned to its edge", () => {
    expect(rotations(3, PHONE, "edges")).toEqual({ 0: 0, 1: 90, 2: 270 });
    expect(rotations(4, PHONE, "edges")).toEqual({ 0: 0, 1: 90, 2: 180, 3: 270 });
    checkGrid(3, PHONE, "edges");
    checkGrid(4, PHONE, "edges");
    // The left seat sits left of the right one, both between the far and the near seats.
    const rows = tableLayout(SIZES, 4, ...PHONE, "edges").areas;
    expect(rows.findIndex((row) => row.includes("s1"))).toBe(rows.findIndex((row) => row.includes("s3")));
    expect(rows[0]).toContain("s2");
    expect(rows.at(-1)).toContain("s0");
    // Two players and a roomy screen are the same either way.
    expect(rotations(2, PHONE, "edges")).toEqual(rotations(2, PHONE));
    expect(tableLayout(SIZES, 4, ...TABLET, "edges")).toEqual(tableLayout(SIZES, 4, ...TABLET));
  });

  it("faces each edge on a tablet", () => {
    expect(rotations(3, TABLET)).toEqual({ 0: 0, 1: 90, 2: 270 });
    expect(rotations(4, TABLET)).toEqual({ 0: 0, 1: 90, 2: 180, 3: 270 });
    expect(rotations(4, [1280, 800])).toEqual({ 0: 0, 1: 90, 2: 180, 3: 270 });
  });

  it("builds a rectangular grid with every seat", () => {
    for (const size of [PHONE, TABLET, [1280, 800] as const]) {
      for (const n of [2, 3, 4]) checkGrid(n, size);
    }
  });
});

describe("midRotation", () => {
  it("faces the active player", () => {
    const two = tableLayout(SIZES, 2, ...PHONE);
    expect(midRotation(two, 0)).toBe(0);
    expect(midRotation(two, 1)).toBe(180);
    const four = tableLayout(SIZES, 4, ...TABLET);
    expect(midRotation(four, 1)).toBe(90);
    expect(midRotation(four, 3)).toBe(270);
  });

  it("a strip only faces the bottom or the top", () => {
    const fourPhone = tableLayout(SIZES, 4, ...PHONE);
    expect(midRotation(fourPhone, 2)).toBe(180);
    expect(midRotation(fourPhone, 3)).toBe(0);
  });

  it("knows which turns swap the sides", () => {
    expect(isSideways(90)).toBe(true);
    expect(isSideways(180)).toBe(false);
  });
});

describe("a player's own phone (viewer)", () => {
  it("puts the viewer's area at the bottom, across the table, and every area upright", () => {
    for (const players of [2, 3, 4]) {
      for (let viewer = 0; viewer < players; viewer++) {
        for (const size of [PHONE, TABLET]) {
          const layout = tableLayout(SIZES, players, size[0], size[1], "edges", viewer);
          const cells = layout.areas.map((row) => row.split(" "));
          expect(cells.at(-1)!.every((cell) => cell === `s${viewer}`)).toBe(true);
          expect(cells.every((row) => row.length === cells[0]!.length)).toBe(true);
          expect(layout.seats.map((s) => s.rotate).every((r) => r === 0)).toBe(true);
          expect(layout.seats.map((s) => s.seat).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
          expect(midRotation(layout, (viewer + 1) % players)).toBe(0);
        }
      }
    }
  });

  it("lines up the others across the top in seat order from the viewer, the middle between", () => {
    expect(tableLayout(SIZES, 4, ...PHONE, "pairs", 2).areas).toEqual(["s3 s0 s1", "mid mid mid", "s2 s2 s2"]);
    expect(tableLayout(SIZES, 2, ...PHONE, "pairs", 1).areas).toEqual(["s0", "mid", "s1"]);
    expect(othersAfter(4, 3)).toEqual([0, 1, 2]);
  });

  it("shows the others at a glance and gives the viewer's own area the rest of the room", () => {
    const layout = tableLayout(SIZES, 3, ...PHONE, "pairs", 0);
    expect(layout.seats.map((s) => [s.seat, s.glance === true])).toEqual([
      [0, false],
      [1, true],
      [2, true],
    ]);
    const rows = layout.rows.split(/ (?=minmax)/);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain("max-content");
    expect(rows[2]).toContain("15rem");
    expect(tableLayout(SIZES, 3, ...PHONE).seats.some((s) => s.glance === true)).toBe(false);
  });

  it("keeps a seat that is not at the table out of it: the whole table, as the host shows it", () => {
    expect(tableLayout(SIZES, 2, ...PHONE, "pairs", 5)).toEqual(tableLayout(SIZES, 2, ...PHONE));
  });

  it("seats a duel's viewer near, both halves upright; the table's device keeps seat 0 near", () => {
    expect(duelSides(null)).toEqual({ near: 0, far: 1, farRotate: 180 });
    expect(duelSides(1)).toEqual({ near: 1, far: 0, farRotate: 0 });
    expect(duelSides(0)).toEqual({ near: 0, far: 1, farRotate: 0 });
    expect(duelSides(2)).toEqual(duelSides(null));
  });
});

describe("roomForSetup", () => {
  it("lowers each area's least height on a strip, so the set-up choices between them show", () => {
    const phone = tableLayout(SIZES, 4, 360, 640);
    const setup = roomForSetup(SIZES, phone);
    expect(phone.rows).toContain("14.5rem");
    expect(setup.rows).not.toContain("14.5rem");
    expect(setup.rows).toContain("min(9.5rem, 40%)");
    expect(setup.areas).toEqual(phone.areas);
  });

  it("leaves a middle box as it is", () => {
    const tablet = tableLayout(SIZES, 4, 1024, 768);
    expect(tablet.midIsBox).toBe(true);
    expect(roomForSetup(SIZES, tablet)).toBe(tablet);
  });
});

describe("a screen held by one person", () => {
  it("turns no area, for a watcher's phone as for a seat's", () => {
    const around = tableLayout(SIZES, 4, 360, 640);
    expect(around.seats.some((place) => place.rotate !== 0)).toBe(true);
    holdUpright();
    try {
      for (const players of [2, 3, 4]) {
        const layout = tableLayout(SIZES, players, 360, 640);
        expect(layout.seats.map((place) => place.rotate)).toEqual(Array(players).fill(0));
        expect(layout.areas).toEqual(tableLayout(SIZES, players, 360, 640).areas);
      }
      expect(duelSides(null).farRotate).toBe(0);
    } finally {
      holdUpright(false);
    }
    expect(duelSides(null).farRotate).toBe(180);
  });
});
