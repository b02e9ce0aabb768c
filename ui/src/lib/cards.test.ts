import { describe, expect, it } from "vitest";
import { canImport, importOutcome, kindName, problemText, recordName } from "./cards";
import { GAMES } from "../games";
import { TALLY } from "../games/tally/lib/game";
import type { GameEntry, GameId } from "./bindings";

/** A game with card data, as a later one may be (the tally game has none). */
const LATER = "later" as GameId;

describe("an import's outcome", () => {
  it("is a rejection whenever any record was rejected, since nothing was written", () => {
    const problem = {
      code: "unreadable" as const,
      path: "cost[0]",
      reason: { key: "card_problem.unreadable", args: { detail: "unknown variant `fyre`" } },
    };
    const report = { imported: 0, rejected: [{ index: 2, id: "later-x", problems: [problem] }] };
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
    expect(recordName(4, "later-y")).toEqual({ n: 5, id: "later-y" });
  });
});

describe("a card kind", () => {
  it("reads in the game's own words, for each game that names its kinds", () => {
    const naming = GAMES.filter((game) => game.cards?.kinds !== undefined);
    expect(naming.length).toBeGreaterThan(0);
    for (const game of naming) {
      const catalog: Record<string, string> = { [`${game.cards?.kinds}.rune_invoke`]: "召唤符文" };
      const t = (key: string) => catalog[key] ?? key;
      expect(kindName(game.id, "rune_invoke", t, (key) => key in catalog), game.id).toBe("召唤符文");
      expect(kindName(game.id, "rune_mystery", t, (key) => key in catalog), game.id).toBe("rune mystery");
    }
  });

  it("reads as the data has it where the game names no kinds", () => {
    const t = (key: string) => `words for ${key}`;
    expect(kindName(TALLY, "rune_invoke", t, () => true)).toBe("rune invoke");
    expect(kindName(LATER, "rune_invoke", t, () => true)).toBe("rune invoke");
  });
});

describe("a card list import", () => {
  const entry = (id: GameId, hasCards: boolean): GameEntry => ({
    info: { id, min_players: 2, max_players: 2, playable: true, house_rules: [], has_cards: hasCards },
    formats: [],
  });

  it("is offered for a game whose cards the engine reads, and no other", () => {
    const games = [entry(LATER, true), entry(TALLY, false)];
    expect(canImport(LATER, games)).toBe(true);
    expect(canImport(TALLY, games)).toBe(false);
  });

  it("waits for the engine's list of games", () => {
    expect(canImport(LATER, [])).toBe(false);
  });
});
