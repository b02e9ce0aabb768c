import { describe, expect, it } from "vitest";
import type { LogLine, MatchUpdate, MatchView } from "./bindings";
import { applyUpdate } from "./matchUpdate";

function line(seq: number, undone = false): LogLine {
  return {
    seq,
    at_ms: seq,
    kind: "play",
    label: { key: "action.meta", args: {} },
    undone,
    note: null,
    waived: [],
    turn: 1,
    phase: { key: "conjure.phase", args: { phase: "action" } },
    random: [],
  };
}

function view(lines: LogLine[]): MatchView {
  return {
    setup: { game: "conjure", format: "conjure-standard", players: ["Ana", "Ben"], seed: 1, rules: null },
    state: null as unknown as MatchView["state"],
    log: lines,
    undo: null,
    redo: null,
    outcome: null,
    legal: [],
  };
}

function update(lines: LogLine[], logLen: number): MatchUpdate {
  return { state: view([]).state, lines, log_len: logLen, undo: null, redo: null, outcome: null, legal: [] };
}

describe("applyUpdate", () => {
  it("appends the new entry and leaves the rest of the log as it was", () => {
    const before = view([line(0), line(1)]);
    const after = applyUpdate(before, update([line(2)], 3));
    expect(after?.log.map((l) => l.seq)).toEqual([0, 1, 2]);
    expect(before.log).toHaveLength(2);
  });

  it("strikes through the entry an undo took back", () => {
    const after = applyUpdate(view([line(0), line(1)]), update([line(1, true), line(2)], 3));
    expect(after?.log.map((l) => l.undone)).toEqual([false, true, false]);
  });

  it("refuses an answer that does not follow the log it is given", () => {
    expect(applyUpdate(view([line(0)]), update([line(3)], 4))).toBeNull();
    expect(applyUpdate(view([line(0)]), update([line(1)], 3))).toBeNull();
  });
});
