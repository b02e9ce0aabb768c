import { describe, expect, it } from "vitest";
import type { ConjureState } from "../bindings";
import { hasTableTools, overHandLimit } from "./tools";

type Game = Pick<ConjureState, "phase" | "players" | "active" | "rules" | "chaos">;

function game(phase: ConjureState["phase"], hand: number, relics = 0): Game {
  const relic = { id: 1, card: { name: "Crown", kind: { type: "relic" } } };
  return {
    phase,
    active: 0,
    rules: { hand_limit: 7 } as ConjureState["rules"],
    players: [{ hand, relics: Array.from({ length: relics }, () => relic) }] as unknown as ConjureState["players"],
    chaos: { countdowns: [], monsters: [] } as unknown as ConjureState["chaos"],
  };
}

describe("overHandLimit (CTC-END-1)", () => {
  it("counts the cards over the limit in the End phase only", () => {
    expect(overHandLimit(game("end", 9))).toBe(2);
    expect(overHandLimit(game("end", 7))).toBe(0);
    expect(overHandLimit(game("action", 9))).toBe(0);
  });
});

describe("hasTableTools", () => {
  it("is true for a relic, a card left to the table or a hand over the limit", () => {
    expect(hasTableTools(game("action", 5), [])).toBe(false);
    expect(hasTableTools(game("action", 5, 1), [])).toBe(true);
    expect(hasTableTools(game("action", 5), ["Wild Surge"])).toBe(true);
    expect(hasTableTools(game("end", 8), [])).toBe(true);
  });
});
