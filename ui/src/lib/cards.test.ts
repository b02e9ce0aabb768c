import { describe, expect, it } from "vitest";
import { canImport, importOutcome, kindName, problemText, recordName } from "./cards";
import type { GameEntry, GameId } from "./bindings";

describe("an import's outcome", () => {
  it("is a rejection whenever any record was rejected, since nothing was written", () => {
    const problem = {
      code: "unreadable" as const,
      path: "cost[0]",
      reason: { key: "card_problem.unreadable", args: { detail: "unknown variant `fyre`" } },
    };
    const report = { imported: 0, rejected: [{ index: 2, id: "elestrals-x", problems: [problem] }] };
    expect(importOutcome(report)).toEqual({ kind: "rejected", count: 1 });
  });

  it("counts the imported cards", () => {
    expect(importOutcome({ imported: 12, rejected: [] })).toEqual({ kind: "imported", count: 12 });
  });

  it("tells an empty list apart from a success", () => {
    expect(importOutcome({ imported: 0, rejected: [] })).toEqual({ kind: "empty" });
  });

  it("names the field a problem is about beside its words", () => {
    const catalog: Record<string, string> = { "card_problem.too_long": "{{length}} characters, more than {{limit}}." };
    const t = (key: string, values?: Record<string, unknown>) =>
      (catalog[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name]));
    const problem = {
      code: "too_long" as const,
      path: "name",
      reason: { key: "card_problem.too_long", args: { length: 151, limit: 150 } },
    };
    expect(problemText(problem, t)).toEqual({ field: "name", text: "151 characters, more than 150." });
    expect(problemText({ ...problem, path: null }, t).field).toBe("");
  });

  it("numbers records from 1 for people", () => {
    expect(recordName(0, null)).toEqual({ n: 1, id: "" });
    expect(recordName(4, "elestrals-y")).toEqual({ n: 5, id: "elestrals-y" });
  });
});

describe("a card kind", () => {
  const catalog: Record<string, string> = { "elestrals.classes.rune_invoke": "召唤符文" };
  const t = (key: string) => catalog[key] ?? key;
  const hasKey = (key: string) => key in catalog;

  it("reads in the game's own words", () => {
    expect(kindName("elestrals", "rune_invoke", t, hasKey)).toBe("召唤符文");
  });

  it("reads as the data has it when the catalog does not name it", () => {
    expect(kindName("elestrals", "rune_mystery", t, hasKey)).toBe("rune mystery");
  });
});

describe("a card list import", () => {
  const entry = (id: GameId, hasCards: boolean): GameEntry => ({
    info: { id, min_players: 2, max_players: 2, playable: true, house_rules: [], has_cards: hasCards },
    formats: [],
  });

  it("is offered for a game whose cards the engine reads, and no other", () => {
    const games = [entry("conjure", true), entry("codex", false)];
    expect(canImport("conjure", games)).toBe(true);
    expect(canImport("codex", games)).toBe(false);
  });

  it("waits for the engine's list of games", () => {
    expect(canImport("conjure", [])).toBe(false);
  });
});
