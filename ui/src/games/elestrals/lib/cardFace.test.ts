import { describe, expect, it } from "vitest";
import { cardFace, groupName } from "./cardFace";

describe("an Elestrals card in the deck builder", () => {
  it("is a Main Deck card costing its Spirits, with its elements and stats", () => {
    const face = cardFace({
      kind: "elestral",
      attributes: { elements: ["fire"], cost: ["fire", "omni"], attack: 3, defense: 2 },
    });
    expect(face.cost).toBe(2);
    expect(face.costColors.map((c) => c.color)).toEqual(["var(--el-fire)", "var(--el-omni)"]);
    expect(face.colors.map((c) => c.label)).toEqual(["elestrals.elements.fire"]);
    expect(face.stats).toEqual([
      { label: "elestrals.stats.attack", value: 3 },
      { label: "elestrals.stats.defense", value: 2 },
    ]);
  });

  it("keeps a Spirit off the cost curve", () => {
    const face = cardFace({ kind: "spirit", attributes: { elements: ["water"], cost: [] } });
    expect(face.cost).toBeNull();
    expect(face.stats).toEqual([]);
  });

  it("reads a rune without stats and odd fields without failing", () => {
    expect(cardFace({ kind: "rune_invoke", attributes: { cost: ["omni"], elements: [] } }).cost).toBe(1);
    expect(cardFace({ kind: "elestral", attributes: null }).cost).toBe(0);
  });

  it("names its printing by its set number, so a foil and its common print tell apart", () => {
    const common = cardFace({ kind: "elestral", attributes: { cost: [], set_number: "SMP-001" } });
    const foil = cardFace({ kind: "elestral", attributes: { cost: [], set_number: "SMP-001F" } });
    expect(common.printing).toBe("SMP-001");
    expect(foil.printing).toBe("SMP-001F");
    expect(cardFace({ kind: "spirit", attributes: { cost: [] } }).printing).toBeNull();
  });

  it("names an odds group in words, not as the search's field and value", () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ""}`;
    expect(groupName("element", "fire", t)).toBe("elestrals.elements.fire");
    expect(groupName("pays", "omni", t)).toBe('elestrals.odds.pays{"element":"elestrals.omni"}');
    expect(groupName("cost", "2", t)).toBe('elestrals.odds.cost{"value":"2"}');
    expect(groupName("subclass", "Dragon", t)).toBe("Dragon");
    expect(groupName("unknown", "x", t)).toBeNull();
  });
});
