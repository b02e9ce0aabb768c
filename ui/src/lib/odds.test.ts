import { describe, expect, it } from "vitest";
import type { DeckOdds } from "./bindings";
import { groupRows, oddsRows, percentText, playMatters, SHOWN_TURN } from "./odds";

const turns = (from: number) => [0, 1, 2, 3, 4, 5].map((turn) => ({ turn, on_the_play: from + turn * 0.05, on_the_draw: from + 0.05 + turn * 0.05 }));

const odds: DeckOdds = {
  zone: "player",
  deck_size: 20,
  hand: 5,
  cards: [
    { card: "x-four", copies: 4, by_turn: turns(0.5), more: [{ k: 2, by_turn: turns(0.2) }] },
    { card: "x-one", copies: 1, by_turn: turns(0.1), more: [] },
  ],
  groups: [{ field: "kind", value: "spirit", cards: 2, copies: 5, by_turn: turns(0.6), more: [{ k: 2, by_turn: turns(0.3) }] }],
};

describe("oddsRows", () => {
  it("takes the opening hand and the shown turn from the engine's chances", () => {
    const [row] = oddsRows(odds);
    expect(row).toEqual({ key: "x-four", copies: 4, opening: 0.5, onThePlay: 0.5 + SHOWN_TURN * 0.05, onTheDraw: 0.55 + SHOWN_TURN * 0.05 });
    expect(playMatters(oddsRows(odds))).toBe(true);
  });

  it("keeps to the cards and groups with at least k copies, with the engine's chances of k", () => {
    expect(oddsRows(odds, 2).map((r) => [r.key, r.opening])).toEqual([["x-four", 0.2]]);
    expect(groupRows(odds).map((r) => r.key)).toEqual(["kind:spirit"]);
    expect(groupRows(odds, 2)[0]?.opening).toBe(0.3);
    expect(groupRows(odds, 3)).toEqual([]);
  });
});

describe("percentText", () => {
  it("writes whole percents, never a false 0 or 100", () => {
    expect(percentText(0.7183, "en")).toBe("72");
    expect(percentText(0.001, "en")).toBe("<1");
    expect(percentText(0.9991, "en")).toBe(">99");
    expect(percentText(1, "en")).toBe("100");
    expect(percentText(0, "en")).toBe("0");
  });
});
