import { describe, expect, it } from "vitest";
import { GAMES } from "../games";
import { TALLY } from "../games/tally/lib/game";
import { gameOfRule, rulesOf, searchRules, searchTerms, termsOf } from "./rulesReference";

const catalogs = {
  en: { rules: { "AB-1": "Draw a card first.", "AB-2": { "1": "Attack within range.", "2": "Retreat." } }, other: {} },
  zh: { rules: { "AB-1": "先抽一张牌。", "AB-2": { "1": "在范围内攻击。", "2": "撤退。" } } },
};
const game = { id: TALLY, catalogs };

describe("rulesOf", () => {
  it("lists every rule in the catalog's order, nested IDs dotted, with both languages", () => {
    expect(rulesOf(catalogs)).toEqual([
      { id: "AB-1", en: "Draw a card first.", zh: "先抽一张牌。" },
      { id: "AB-2.1", en: "Attack within range.", zh: "在范围内攻击。" },
      { id: "AB-2.2", en: "Retreat.", zh: "撤退。" },
    ]);
  });

  it("has every rule the engine's games list, each with a text in both languages", () => {
    for (const plugin of GAMES) {
      const rules = rulesOf(plugin.catalogs);
      expect(rules.length, plugin.id).toBeGreaterThan(0);
      for (const rule of rules) {
        expect(rule.en, rule.id).not.toBe("");
        expect(rule.zh, rule.id).not.toBe("");
      }
    }
  });
});

describe("searchRules", () => {
  const rules = rulesOf(catalogs);

  it("finds by ID, by either language's words, every word needed, case ignored", () => {
    expect(searchRules(rules, "ab-2.1").map((r) => r.id)).toEqual(["AB-2.1"]);
    expect(searchRules(rules, "ATTACK range").map((r) => r.id)).toEqual(["AB-2.1"]);
    expect(searchRules(rules, "撤退").map((r) => r.id)).toEqual(["AB-2.2"]);
    expect(searchRules(rules, "draw nothing")).toEqual([]);
    expect(searchRules(rules, "  ")).toHaveLength(3);
  });
});

describe("gameOfRule", () => {
  it("names the game whose catalogs hold the rule", () => {
    expect(gameOfRule([game], "AB-2.2")).toBe(TALLY);
    expect(gameOfRule([game], "ZZ-9")).toBeNull();
  });

  it("finds each game's own rules", () => {
    expect(gameOfRule(GAMES, "TALLY-WIN-1")).toBe(TALLY);
    for (const plugin of GAMES) {
      const first = rulesOf(plugin.catalogs)[0];
      expect(first, plugin.id).toBeDefined();
      expect(gameOfRule(GAMES, first?.id ?? "")).toBe(plugin.id);
    }
  });
});

describe("termsOf and searchTerms", () => {
  const withTerms = {
    en: { terms: { game: { ling: { name: "灵力 (spirit power)", text: "Life and resource." } } } },
    zh: { terms: { game: { ling: { name: "灵力", text: "既是生命也是资源。" } } } },
  };

  it("reads each term in both languages and finds it by either", () => {
    const terms = termsOf(withTerms);
    expect(terms).toEqual([
      { key: "game.ling", en: { name: "灵力 (spirit power)", text: "Life and resource." }, zh: { name: "灵力", text: "既是生命也是资源。" } },
    ]);
    expect(searchTerms(terms, "RESOURCE")).toHaveLength(1);
    expect(searchTerms(terms, "生命")).toHaveLength(1);
    expect(searchTerms(terms, "chain")).toHaveLength(0);
  });

  it("gives every game terms, each named and explained in both languages", () => {
    for (const plugin of GAMES) {
      const terms = termsOf(plugin.catalogs);
      expect(terms.length, plugin.id).toBeGreaterThan(0);
      for (const term of terms) {
        for (const side of [term.en, term.zh]) {
          expect(side.name, term.key).not.toBe("");
          expect(side.text, term.key).not.toBe("");
        }
      }
    }
  });
});
