import { describe, expect, it } from "vitest";
import { add, tallyAfter, tallyLine, tallyStart, tallyView } from "../games/tally/fixtures";
import type { TallyAction } from "../games/tally/lib/game";
import type { LogLine, MatchUpdate, MatchView } from "./bindings";
import { applyUpdate, followUpdate, keepUnchanged } from "./matchUpdate";

/** Entry `seq`: Ana adds 1 to her tally (struck through when `undone`). */
function line(seq: number, undone = false): LogLine {
  return { ...tallyLine(seq, add(0)), undone };
}

/** A tally table of two whose log is `lines`. */
function view(lines: LogLine[]): MatchView {
  return { ...tallyView(), log: lines };
}

function update(lines: LogLine[], logLen: number): MatchUpdate {
  const { state, undo, redo, outcome, legal, declined, clock } = view([]);
  return { state, lines, log_len: logLen, undo, redo, outcome, legal, declined, clock };
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

describe("followUpdate", () => {
  it("adds every entry made elsewhere since the table looked, with the strike-throughs they made", () => {
    const after = followUpdate(view([line(0), line(1)]), update([line(1, true), line(2), line(3)], 4));
    expect(after?.log.map((l) => [l.seq, l.undone])).toEqual([
      [0, false],
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it("keeps the table as it is for an answer no newer than it", () => {
    const before = view([line(0), line(1), line(2)]);
    expect(followUpdate(before, update([line(2)], 3))).toBe(before);
    expect(followUpdate(before, update([line(1)], 2))).toBe(before);
  });

  it("asks for the whole match when the answer skips entries the table lacks", () => {
    expect(followUpdate(view([line(0)]), update([line(3)], 4))).toBeNull();
  });
});

describe("keepUnchanged", () => {
  it("gives back the table's own objects for the parts that did not change", () => {
    const before = { players: [{ life: 20, crystals: [1, 2] }, { life: 20, crystals: [3] }], turn: 4 };
    const next = JSON.parse(JSON.stringify(before)) as typeof before;
    next.players[0]!.life = 19;
    const kept = keepUnchanged(before, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(before);
    expect(kept.players).not.toBe(before.players);
    expect(kept.players[0]).not.toBe(before.players[0]);
    expect(kept.players[0]!.crystals).toBe(before.players[0]!.crystals);
    expect(kept.players[1]).toBe(before.players[1]);
  });

  it("gives back the whole of what the table had when nothing changed", () => {
    const before = { legal: [{ kind: "pass" }], outcome: null };
    expect(keepUnchanged(before, JSON.parse(JSON.stringify(before)))).toBe(before);
  });

  it("takes the new value where a key, a length or a kind of value differs", () => {
    const before = { a: 1, list: [1, 2], inner: { x: 1 } };
    const grown = { a: 1, list: [1, 2, 3], inner: { x: 1 } };
    const kept = keepUnchanged(before, grown);
    expect(kept.list).toEqual([1, 2, 3]);
    expect(kept.inner).toBe(before.inner);
    const before2 = { a: 1, b: 2 };
    expect(keepUnchanged({ a: 1 }, before2)).toEqual({ a: 1, b: 2 });
    expect(keepUnchanged(before2, { a: 1 })).toEqual({ a: 1 });
    expect(keepUnchanged({ a: 1, b: 2 }, { a: 1, c: 2 })).toEqual({ a: 1, c: 2 });
    expect(keepUnchanged([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(keepUnchanged({ 0: 1 }, [1])).toEqual([1]);
    expect(keepUnchanged({ a: null }, { a: 0 })).toEqual({ a: 0 });
  });

  it("keeps the state of an answer put together with the view", () => {
    const state = tallyStart();
    const before = { ...view([line(0)]), state: state as unknown as MatchView["state"] };
    const added = tallyAfter(state, { game: "tally", type: "add", player: 0, amount: 1 } satisfies TallyAction);
    const answer = { ...update([line(1)], 2), state: JSON.parse(JSON.stringify(added)) as MatchView["state"] };
    const after = applyUpdate(before, answer);
    const players = (s: unknown) => (s as { players: unknown[] }).players;
    expect(players(after?.state)[1]).toBe(players(before.state)[1]);
    expect(players(after?.state)[0]).not.toBe(players(before.state)[0]);
    expect(players(after?.state)[0]).toEqual({ name: "Ana", tally: 1, conceded: false });
  });
});
