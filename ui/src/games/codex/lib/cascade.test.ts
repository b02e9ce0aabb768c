import { describe, expect, it } from "vitest";
import type { Chain, CodexCascadeLink } from "../../../lib/bindings";
import { linkSource } from "./cascade";
import { duel, player, soul } from "./fixtures";

function chain(over: Partial<Chain<CodexCascadeLink>> = {}): Chain<CodexCascadeLink> {
  return {
    links: [
      { id: 0, controller: 0, payload: { source: 7, note: "Draw two" }, status: "fizzled", spent: false },
      { id: 1, controller: 1, payload: { source: null, note: "Bounce" }, status: "resolved", spent: true },
    ],
    priority_order: [0, 1],
    priority_index: 1,
    phase: "open",
    queued_triggers: [],
    ...over,
  };
}

describe("the Cascade", () => {
  it("names a link's source: the hand, a Soul on the field, or one that left", () => {
    const [fizzled, answer] = chain().links;
    const game = duel();
    expect(linkSource(game, answer!, {})).toEqual({ kind: "hand" });
    expect(linkSource(game, fizzled!, { 7: "Scout" })).toEqual({ kind: "gone", name: "Scout" });
    expect(linkSource(game, fizzled!, {})).toEqual({ kind: "gone", name: null });
    const slots = player("Ana").slots.map((s, i) => (i === 0 ? { ...s, soul: soul(7, "Scout") } : s));
    const onField = duel({ players: [player("Ana", { slots }), player("Ben")] });
    expect(linkSource(onField, fizzled!, {})).toEqual({ kind: "soul", name: "Scout" });
  });
});
