import { describe, expect, it } from "vitest";
import { add, concede, notYourTurn, pass, tallyOffered, tallyStart } from "../games/tally/fixtures";
import type { GameAction } from "./bindings";
import { control, deepEqual, isDimmed, isLegal, whyDimmed } from "./legal";

// Ana's turn at a tally table of two: she may add to her tally or pass; Ben's add is declined.
const { legal, declined } = tallyOffered(tallyStart());

describe("deepEqual", () => {
  it("ignores object key order", () => {
    expect(deepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
  });
  it("compares arrays in order", () => {
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false);
  });
  it("tells null, arrays and objects apart", () => {
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual({ a: null }, { a: null })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

describe("isLegal", () => {
  it("finds an action built in another key order", () => {
    expect(isLegal(legal, { amount: 1, player: 0, type: "add", game: "tally" } as unknown as GameAction)).toBe(true);
  });
  it("misses an action with another value", () => {
    expect(isLegal(legal, add(1))).toBe(false);
    expect(isLegal(legal, add(0, 2))).toBe(false);
    expect(isLegal(legal, concede(0))).toBe(false);
  });
  it("compares nested arrays", () => {
    // Another game's action that holds a list (the tally game's hold none).
    const spend = (colors: string[]) => ({ game: "later", type: "spend", player: 1, colors }) as unknown as GameAction;
    const offered = [...legal, spend(["red"])];
    expect(isLegal(offered, spend(["red"]))).toBe(true);
    expect(isLegal(offered, spend(["red", "red"]))).toBe(false);
    expect(isLegal(offered, spend([]))).toBe(false);
  });
});

describe("isDimmed", () => {
  it("dims what the engine does not accept", () => {
    expect(isDimmed(legal, add(1))).toBe(true);
    expect(isDimmed(legal, pass)).toBe(false);
    expect(isDimmed(legal, add(0))).toBe(false);
  });
  it("never dims a control without a representative", () => {
    expect(isDimmed([], null)).toBe(false);
  });
});

describe("whyDimmed", () => {
  it("is the engine's rule and reason for a control whose action it declines", () => {
    const bens = { type: "add", amount: 1, player: 1, game: "tally" } as unknown as GameAction;
    expect(whyDimmed(declined, bens)?.rule).toBe("TALLY-TURN-1");
    expect(whyDimmed(declined, bens)?.reason).toEqual(notYourTurn(1));
  });

  it("is nothing for an accepted or unoffered action", () => {
    expect(whyDimmed(declined, pass)).toBeNull();
    expect(whyDimmed(declined, concede(0))).toBeNull();
    expect(whyDimmed(declined, null)).toBeNull();
    expect(whyDimmed([], add(1))).toBeNull();
  });
});

describe("control", () => {
  it("sends the action it was dimmed by, the very object", () => {
    const bens = add(1);
    const ctl = control(legal, bens, { declined });
    expect(ctl.action).toBe(bens);
    expect(ctl.dimmed).toBe(true);
    expect(ctl.why?.rule).toBe("TALLY-TURN-1");
    expect(control(legal, add(0), { declined })).toEqual({ action: add(0), dimmed: false, why: null });
  });

  it("is dimmed by its representative while it sends a bigger step", () => {
    // Ana's +3 is looked up by her +1, which the engine offers; Ben's by his, which it declines.
    expect(control(legal, add(0, 3), { representative: add(0) }).dimmed).toBe(false);
    const bens = control(legal, add(1, 3), { representative: add(1), declined });
    expect(bens).toEqual({ action: add(1, 3), dimmed: true, why: { action: add(1), rule: "TALLY-TURN-1", reason: notYourTurn(1) } });
    // Looked up by itself, the +3 the engine never offers would be dimmed with no reason.
    expect(control(legal, add(0, 3), { declined })).toEqual({ action: add(0, 3), dimmed: true, why: null });
  });

  it("is never dimmed for a correction the engine does not offer, and shows no reason without the declined", () => {
    expect(control(legal, concede(1), { representative: null, declined }).dimmed).toBe(false);
    expect(control(legal, add(1)).why).toBeNull();
  });
});
