import { describe, expect, it } from "vitest";
import type { DeckChange, DeckVersion } from "./bindings";
import { defaultPair, orderChanges, signed } from "./deckVersions";

const version = (n: number): DeckVersion => ({
  version: n,
  saved_at_ms: n * 1000,
  name: "Embers",
  format: null,
  back_to: null,
  card_count: 40,
});

const change = (name: string, before: number, after: number): DeckChange => ({ card_id: name, name, before, after });

describe("deck versions", () => {
  it("compares the newest with the one before it, and nothing with one version", () => {
    expect(defaultPair([version(3), version(2), version(1)])).toEqual([2, 3]);
    expect(defaultPair([version(1)])).toBeNull();
  });

  it("lists the cards added before the cards taken out, each by name", () => {
    const ordered = orderChanges([change("Zephyr", 2, 0), change("Bolt", 1, 3), change("Ash", 3, 1), change("Ember", 0, 1)]);
    expect(ordered.map((c) => c.name)).toEqual(["Bolt", "Ember", "Ash", "Zephyr"]);
  });

  it("writes a change with its sign", () => {
    expect(signed(2)).toBe("+2");
    expect(signed(-1)).toBe("\u22121");
  });
});
