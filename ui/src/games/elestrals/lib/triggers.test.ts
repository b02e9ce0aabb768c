import { describe, expect, it } from "vitest";
import type { Chain, ElestralsLink } from "../../../lib/bindings";
import { moveEffect, waitingEffects } from "./triggers";

function effect(note: string): ElestralsLink {
  return { kind: "effect", card: null, timing: "conditional", note };
}

describe("waiting effects (ELE-CHAIN-5)", () => {
  it("numbers each player's effects on their own", () => {
    const chain = {
      queued_triggers: [
        { controller: 0, payload: effect("a") },
        { controller: 1, payload: effect("b") },
        { controller: 0, payload: effect("c") },
      ],
    } as unknown as Chain<ElestralsLink>;
    expect(waitingEffects(chain).map((w) => [w.trigger.controller, w.index, w.of])).toEqual([
      [0, 0, 2],
      [1, 0, 1],
      [0, 1, 2],
    ]);
  });

  it("builds the order that moves one effect earlier or later", () => {
    expect(moveEffect(3, 2, -1)).toEqual([0, 2, 1]);
    expect(moveEffect(3, 0, 1)).toEqual([1, 0, 2]);
    expect(moveEffect(3, 0, 2)).toEqual([1, 2, 0]);
  });

  it("refuses a move off either end", () => {
    expect(moveEffect(2, 0, -1)).toBeNull();
    expect(moveEffect(2, 1, 1)).toBeNull();
    expect(moveEffect(0, 0, 1)).toBeNull();
  });
});
