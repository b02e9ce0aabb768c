import { describe, expect, it } from "vitest";
import type { ConjureState } from "../../../lib/bindings";
import { hasTableTools, tableToolCount } from "./tools";

type Game = Pick<ConjureState, "players" | "chaos">;

function game(relics = 0): Game {
  const relic = { id: 1, card: { name: "Crown", kind: { type: "relic" } } };
  return {
    players: [{ relics: Array.from({ length: relics }, () => relic) }] as unknown as ConjureState["players"],
    chaos: { countdowns: [], monsters: [] } as unknown as ConjureState["chaos"],
  };
}

describe("hasTableTools", () => {
  it("is true for a relic or a card left to the table", () => {
    expect(hasTableTools(game(0), [])).toBe(false);
    expect(hasTableTools(game(1), [])).toBe(true);
    expect(hasTableTools(game(0), ["Wild Surge"])).toBe(true);
  });
});

describe("tableToolCount", () => {
  it("counts each prompt once and each card on the table", () => {
    expect(tableToolCount(game(0), [])).toBe(0);
    expect(tableToolCount(game(2), ["Wild Surge", "Doom Clock"])).toBe(4);
  });
});
