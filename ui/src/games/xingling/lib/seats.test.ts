import { describe, expect, it } from "vitest";
import { edgesOf, othersFrom, ringLayout, xinglingLayout } from "./seats";

/** Every seat has one rectangle of cells, the middle too, and the grid is 4×4. */
function checkGrid(players: number) {
  const layout = ringLayout(players);
  const cells = layout.areas.map((row) => row.split(" "));
  expect(cells).toHaveLength(4);
  expect(cells.every((row) => row.length === 4)).toBe(true);
  for (const name of [...Array.from({ length: players }, (_, s) => `s${s}`), "mid"]) {
    const at = cells.flatMap((row, r) => row.flatMap((cell, c) => (cell === name ? [[r, c] as const] : [])));
    expect(at.length, name).toBeGreaterThan(0);
    const rows = at.map(([r]) => r);
    const cols = at.map(([, c]) => c);
    const area = (Math.max(...rows) - Math.min(...rows) + 1) * (Math.max(...cols) - Math.min(...cols) + 1);
    expect(area, `${name} is a rectangle`).toBe(at.length);
  }
  expect(layout.seats).toHaveLength(players);
}

describe("the ring of seats", () => {
  it("gives every seat a rectangle and the round bar the middle, 2 to 8 players", () => {
    for (let n = 2; n <= 8; n++) checkGrid(n);
  });

  it("seats the players counter-clockwise from the bottom edge", () => {
    expect(edgesOf(5)).toEqual(["bottom", "right", "top", "top", "left"]);
    const layout = ringLayout(5);
    expect(layout.areas[0]).toBe("s3 s3 s2 s2");
    expect(layout.areas[1]).toBe("s4 mid mid s1");
    expect(layout.areas[3]).toBe("s0 s0 s0 s0");
    expect(layout.seats.map((s) => s.rotate)).toEqual([0, 270, 180, 180, 90]);
  });

  it("runs the right edge upward and the left edge downward with two seats each", () => {
    const layout = ringLayout(8);
    expect(layout.areas).toEqual(["s5 s5 s4 s4", "s6 mid mid s3", "s7 mid mid s2", "s0 s0 s1 s1"]);
  });

  it("lets the side seats of three reach the top edge", () => {
    expect(ringLayout(3).areas).toEqual(["s2 mid mid s1", "s2 mid mid s1", "s2 mid mid s1", "s0 s0 s0 s0"]);
  });
});

describe("the layout by screen", () => {
  it("is a ring of compact seats on a phone from three players, each turned to its edge", () => {
    const layout = xinglingLayout(5, 360, 580);
    expect(layout.list).toBe(false);
    expect(layout.chips).toBe(true);
    expect(layout.areas).toEqual(ringLayout(5).areas);
    expect(layout.seats.map((s) => s.rotate)).toEqual([0, 270, 180, 180, 90]);
    expect(layout.columns.startsWith("6.5rem")).toBe(true);
  });

  it("lets the side seats of three reach the top of a phone, the bottom band kept", () => {
    expect(xinglingLayout(3, 360, 580).rows).toBe("repeat(3, minmax(0, 1fr)) 6.5rem");
  });

  it("deepens a phone ring's edges for each seat's chess clock, the seats where they were", () => {
    const plain = xinglingLayout(8, 360, 580);
    const clocked = xinglingLayout(8, 360, 580, "ring", true);
    expect(clocked.areas).toEqual(plain.areas);
    expect(clocked.seats).toEqual(plain.seats);
    expect(clocked.columns).toBe("7.5rem minmax(0, 1fr) minmax(0, 1fr) 7.5rem");
    expect(clocked.rows).toBe("7.5rem minmax(0, 1fr) minmax(0, 1fr) 7.5rem");
    // A side seat alone on its edge is long: its clock goes beside its 灵力, the side as it was.
    expect(xinglingLayout(6, 360, 580, "ring", true).columns).toBe(xinglingLayout(6, 360, 580).columns);
    expect(xinglingLayout(3, 360, 580, "ring", true).rows).toBe("repeat(3, minmax(0, 1fr)) 7.5rem");
    // A tablet's ring of whole areas has room as it is.
    expect(xinglingLayout(8, 928, 740, "ring", true)).toEqual(xinglingLayout(8, 928, 740));
  });

  it("is a list with one big area on a phone passed from hand to hand", () => {
    expect(xinglingLayout(5, 360, 580, "pass").list).toBe(true);
    expect(xinglingLayout(8, 360, 580, "pass").areas).toEqual(["ring", "mid", "me"]);
  });

  it("turns the far player of two on a phone", () => {
    const layout = xinglingLayout(2, 360, 580);
    expect(layout.list).toBe(false);
    expect(layout.seats.map((s) => s.rotate)).toEqual([0, 180]);
  });

  it("is a ring on a tablet or a desktop", () => {
    expect(xinglingLayout(5, 768, 960).list).toBe(false);
    expect(xinglingLayout(8, 928, 740).seats).toHaveLength(8);
  });
});

describe("othersFrom", () => {
  it("lists the other seats in turn order from the active one", () => {
    expect(othersFrom(5, 0)).toEqual([1, 2, 3, 4]);
    expect(othersFrom(5, 3)).toEqual([4, 0, 1, 2]);
  });
});
