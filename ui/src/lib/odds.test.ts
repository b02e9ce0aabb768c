import { describe, expect, it } from "vitest";
import type { DeckOdds } from "./bindings";
import { oddsRows, percentText, playMatters, SHOWN_TURN } from "./odds";

const odds: DeckOdds = {
  zone: "player",
  deck_size: 20,
  hand: 5,
  cards: [
    {
      card: "x-four",
      copies: 4,
      by_turn: [0, 1, 2, 3, 4, 5].map((turn) => ({ turn, on_the_play: 0.5 + turn * 0.05, on_the_draw: 0.55 + turn * 0.05 })),
    },
  ],
};

describe("oddsRows", () => {
  it("takes the opening hand and the shown turn from the engine's chances", () => {
    const [row] = oddsRows(odds);
    expect(row).toEqual({ card: "x-four", copies: 4, opening: 0.5, onThePlay: 0.5 + SHOWN_TURN * 0.05, onTheDraw: 0.55 + SHOWN_TURN * 0.05 });
    expect(playMatters(oddsRows(odds))).toBe(true);
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
