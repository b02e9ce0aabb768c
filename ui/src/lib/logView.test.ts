import { describe, expect, it } from "vitest";
import type { LogLine } from "./bindings";
import { firstDrawn, groupLog, newestFirst } from "./logView";

function line(seq: number, turn: number, phase: string): LogLine {
  return {
    seq,
    at_ms: 1_700_000_000_000 + seq * 1000,
    kind: "play",
    label: { key: "conjure.action.next_phase", args: {} },
    undone: false,
    note: null,
    waived: [],
    turn,
    phase: { key: "conjure.phase", args: { phase } },
    random: [],
  };
}

describe("groupLog", () => {
  const lines = [line(0, 0, "setup"), line(1, 1, "recharge"), line(2, 1, "recharge"), line(3, 1, "draw"), line(4, 2, "recharge")];

  it("groups consecutive entries of one turn and phase", () => {
    const groups = groupLog(lines);
    expect(groups.map((g) => g.lines.map((l) => l.seq))).toEqual([[0], [1, 2], [3], [4]]);
    expect(groups.map((g) => g.newTurn)).toEqual([true, true, false, true]);
  });

  it("reverses for the drawer with turn separators above each turn's newest group", () => {
    const groups = newestFirst(groupLog(lines));
    expect(groups.map((g) => g.lines.map((l) => l.seq))).toEqual([[4], [3], [2, 1], [0]]);
    expect(groups.map((g) => g.newTurn)).toEqual([true, true, false, true]);
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
