import { describe, expect, it } from "vitest";
import { add, pass, tallyView } from "../games/tally/fixtures";
import type { LogLine } from "./bindings";
import { firstDrawn, groupLog, newestFirst } from "./logView";

describe("groupLog", () => {
  // A tally match of two: Ana adds and passes, Ben adds and passes (turn 2 begins), Ana adds.
  const played = tallyView([add(0), pass, add(1), pass, add(0)]).log;
  // The tally game has one phase a turn; a game with more starts another within the turn.
  const phased: LogLine[] = played.map((line) =>
    line.seq === 2 || line.seq === 3 ? { ...line, phase: { key: "tally.phase", args: { phase: "count" } } } : line,
  );

  it("groups consecutive entries of one turn and phase", () => {
    expect(played.map((l) => l.turn)).toEqual([1, 1, 1, 1, 2]);
    const groups = groupLog(played);
    expect(groups.map((g) => g.lines.map((l) => l.seq))).toEqual([[0, 1, 2, 3], [4]]);
    expect(groups.map((g) => g.newTurn)).toEqual([true, true]);
  });

  it("starts a group at a new phase within a turn, under the same turn", () => {
    const groups = groupLog(phased);
    expect(groups.map((g) => g.lines.map((l) => l.seq))).toEqual([[0, 1], [2, 3], [4]]);
    expect(groups.map((g) => g.newTurn)).toEqual([true, false, true]);
    expect(groups.map((g) => g.phase.args.phase)).toEqual(["play", "count", "play"]);
  });

  it("reverses for the drawer with turn separators above each turn's newest group", () => {
    const groups = newestFirst(groupLog(phased));
    expect(groups.map((g) => g.lines.map((l) => l.seq))).toEqual([[4], [3, 2], [1, 0]]);
    expect(groups.map((g) => g.newTurn)).toEqual([true, true, false]);
  });

  it("handles an empty log", () => {
    expect(groupLog([])).toEqual([]);
  });
});

describe("firstDrawn", () => {
  it("keeps the oldest drawn entry while the log grows, so no line is redrawn", () => {
    expect(firstDrawn(900, 1000, undefined, 100)).toBe(900);
    expect(firstDrawn(900, 1250, undefined, 100)).toBe(900);
  });

  it("draws a short log whole and a shorter one (another match) from its last page", () => {
    expect(firstDrawn(0, 40, undefined, 100)).toBe(0);
    expect(firstDrawn(900, 300, undefined, 100)).toBe(200);
  });

  it("reaches back to the entry a table is shown at", () => {
    expect(firstDrawn(900, 1000, 400, 100)).toBe(350);
    expect(firstDrawn(900, 1000, 20, 100)).toBe(0);
  });
});
