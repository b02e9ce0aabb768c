import { describe, expect, it } from "vitest";
import type { GameAction } from "../../../lib/bindings";
import { canStay, teleport, teleportSlots } from "./teleport";

const soul = (card: number) => ({ kind: "soul" as const, card });

describe("Teleport destinations", () => {
  const legal: GameAction[] = [
    teleport(0, soul(3), 2, 0),
    teleport(0, soul(3), 1, 0),
    teleport(0, soul(4), 5, 0),
    { game: "codex", type: "retract", by: 0, target: soul(3), cost: 0 },
  ];

  it("are exactly the slots the engine offers for that Soul", () => {
    expect(teleportSlots(legal, 3)).toEqual([1, 2]);
    expect(teleportSlots(legal, 4)).toEqual([5]);
    expect(teleportSlots(legal, 9)).toEqual([]);
  });

  it("leave the Soul in place only when the engine offers that", () => {
    expect(canStay(legal, 3)).toBe(false);
    expect(canStay([teleport(1, soul(3), null, 0)], 3)).toBe(true);
  });
});
