import { describe, expect, it } from "vitest";
import type { ConjureState } from "../../../lib/bindings";
import { hasTableTools, tableToolCount } from "./tools";

type Game = Pick<ConjureState, "discard_due" | "players" | "chaos">;

function game(discardDue: number, relics = 0): Game {
  const relic = { id: 1, card: { name: "Crown", kind: { type: "relic" } } };
  return {
    discard_due: discardDue,
    players: [{ relics: Array.from({ length: relics }, () => relic) }] as unknown as ConjureState["players"],
    chaos: { countdowns: [], monsters: [] } as unknown as ConjureState["chaos"],
  };
}

describe("hasTableTools", () => {
  it("is true for a relic, a card left to the table or a discard the engine asks for (CTC-END-1)", () => {
    expect(hasTableTools(game(0), [])).toBe(false);
    expect(hasTableTools(game(0, 1), [])).toBe(true);
    expect(hasTableTools(game(0), ["Wild Surge"])).toBe(true);
    expect(hasTableTools(game(1), [])).toBe(true);
  });
});

describe("tableToolCount", () => {
  it("counts each prompt once, a discard once whatever its size, and each card on the table", () => {
    expect(tableToolCount(game(0), [])).toBe(0);
    expect(tableToolCount(game(3), [])).toBe(1);
    expect(tableToolCount(game(1, 2), ["Wild Surge", "Doom Clock"])).toBe(5);
  });
});
