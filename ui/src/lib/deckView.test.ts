import { describe, expect, it } from "vitest";
import type { DeckShape } from "../games/plugin";
import type { DeckReport } from "./bindings";
import type { DeckLine } from "./deck";
import { colorShares, costCurve, CURVE_TOP, deckSections, fileStem, listParts, problemsByCard } from "./deckView";

/** A neutral game: the engine puts "pool" cards in the pool, the rest in the main part. */
const shape: DeckShape = {
  sections: [
    { id: "main", label: "demo.main" },
    { id: "pool", label: "demo.pool" },
  ],
  face: (card) => {
    const fields = card.attributes as { cost?: number; colors?: string[] };
    return {
      cost: fields.cost ?? null,
      costColors: [],
      colors: (fields.colors ?? []).map((id) => ({ id, label: `demo.${id}`, color: `var(--demo-${id})` })),
      stats: [],
    };
  },
};

function line(id: string, kind: string, count: number, attributes: object = {}): DeckLine {
  const zone = kind === "pool" ? "pool" : kind === "odd" ? "nowhere" : "main";
  return { id, name: id, kind, count, attributes, zone };
}

const deck: DeckLine[] = [
  line("unit-a", "unit", 3, { cost: 1, colors: ["red"] }),
  line("pool-a", "pool", 10, { colors: ["red"] }),
  line("spell-a", "spell", 2, { cost: 9, colors: ["blue", "red"] }),
  line("unit-b", "unit", 1, { cost: 1, colors: ["blue"] }),
  line("odd-a", "odd", 1, {}),
];

describe("the deck laid out by the game's shape", () => {
  it("puts each card in its part and groups the part by kind, counted", () => {
    const sections = deckSections(deck, shape);
    expect(sections.map((s) => [s.id, s.count])).toEqual([
      ["main", 7],
      ["pool", 10],
    ]);
    // A card in a part the game does not list falls to the first part, not out of the deck.
    expect(sections[0]?.groups.map((g) => [g.kind, g.count, g.lines.map((l) => l.id)])).toEqual([
      ["unit", 4, ["unit-a", "unit-b"]],
      ["spell", 2, ["spell-a"]],
      ["odd", 1, ["odd-a"]],
    ]);
  });

  it("keeps an empty part so it shows as empty", () => {
    expect(deckSections([], shape).map((s) => [s.id, s.count, s.groups.length])).toEqual([
      ["main", 0, 0],
      ["pool", 0, 0],
    ]);
  });

  it("is one part without a shape", () => {
    expect(deckSections(deck, undefined).map((s) => [s.id, s.label, s.count])).toEqual([["all", null, 17]]);
  });

  it("draws the curve of cast cards, high costs in the last bar", () => {
    const curve = costCurve(deck, shape);
    expect(curve).toHaveLength(CURVE_TOP + 1);
    expect(curve[1]?.count).toBe(4);
    expect(curve[CURVE_TOP]).toEqual({ cost: CURVE_TOP, orMore: true, count: 2 });
    expect(curve.reduce((n, bar) => n + bar.count, 0)).toBe(6);
    expect(costCurve([line("pool-a", "pool", 3)], shape)).toEqual([]);
  });

  it("counts each colour a card has, most first", () => {
    expect(colorShares(deck, shape).map((c) => [c.id, c.count, c.color])).toEqual([
      ["red", 15, "var(--demo-red)"],
      ["blue", 3, "var(--demo-blue)"],
    ]);
  });

  it("gives each card the check's problems that name it, once each", () => {
    const copies = { rule: "X-DECK-1", cards: ["unit-a"] };
    const colors = { rule: "X-DECK-2", cards: ["spell-a", "unit-a", "unit-a"] };
    const report = { problems: [copies, colors] } as unknown as DeckReport;
    const byCard = problemsByCard(report);
    expect([...byCard.keys()].sort()).toEqual(["spell-a", "unit-a"]);
    expect(byCard.get("unit-a")?.map((p) => p.rule)).toEqual(["X-DECK-1", "X-DECK-2"]);
    expect(byCard.get("spell-a")?.map((p) => p.rule)).toEqual(["X-DECK-2"]);
    expect(problemsByCard(null).size).toBe(0);
  });

  it("becomes parts of text under names in the reader's language", () => {
    const parts = listParts(deckSections(deck, shape), (key) => `«${key}»`);
    expect(parts[1]).toEqual({ heading: "«demo.pool»", cards: [{ card_id: "pool-a", count: 10 }] });
    expect(parts[0]?.cards.map((c) => c.card_id)).toEqual(["unit-a", "unit-b", "spell-a", "odd-a"]);
  });
});

describe("a deck's file name", () => {
  it("keeps the name but what file systems refuse", () => {
    expect(fileStem(" Embers: v2/final ")).toBe("Embers- v2-final");
    expect(fileStem("   ")).toBe("deck");
    expect(fileStem("火焰")).toBe("火焰");
  });
});
