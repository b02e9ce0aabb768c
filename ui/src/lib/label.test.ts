import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/setup";
import type { Label } from "./bindings";
import { catalogKey, formatLabel, isVocabulary, signed } from "./label";

const en = createI18n("en");
const zh = createI18n("zh");
const tEn = (key: string, opts?: Record<string, unknown>) => en.t(key, opts) as string;
const tZh = (key: string, opts?: Record<string, unknown>) => zh.t(key, opts) as string;
const players = ["Ana", "Ben"];

const L = (key: string, args: Label["args"] = {}): Label => ({ key, args });

describe("signed", () => {
  it("always shows the sign, with a real minus", () => {
    expect(signed(3)).toBe("+3");
    expect(signed(-3)).toBe("\u22123");
    expect(signed(0)).toBe("0");
  });
});

describe("formatLabel", () => {
  it("names seats and signs changes", () => {
    const label = L("conjure.action.adjust_life", { player: 0, delta: -3, life: 27 });
    expect(formatLabel(label, tEn, players)).toBe("\u22123 life, Ana → 27");
  });

  it("formats nested labels", () => {
    const undo = L("action.undo", { action: L("conjure.action.adjust_life", { player: 1, delta: 1, life: 31 }) });
    expect(formatLabel(undo, tEn, players)).toBe("Undid: +1 life, Ben → 31");
    const ruling = L("action.ruling", { note: "card says so", play: L("conjure.action.draw", { player: 0 }) });
    expect(formatLabel(ruling, tEn, players)).toBe("Ruling: Ana drew a card (card says so)");
  });

  it("reads dice and coins", () => {
    expect(formatLabel(L("action.roll", { die: "d20", result: 17 }), tEn, players)).toBe("d20: 17");
    expect(formatLabel(L("action.roll", { die: "d6", result: 4, player: 1 }), tEn, players)).toBe("Ben rolled a d6: 4");
    expect(formatLabel(L("action.roll", { die: "coin", result: 2 }), tEn, players)).toBe("Coin: tails");
    expect(formatLabel(L("conjure.action.pick_first_player", { method: "coin", player: 1 }), tEn, players)).toBe(
      "Ben goes first (coin flip)",
    );
  });

  it("falls back to a seat number for an unknown seat", () => {
    expect(formatLabel(L("refusal.no_such_player", { player: 5 }), tEn, players)).toBe("There is no Seat 6 at this table.");
  });

  it("picks the sentence for the arguments present", () => {
    expect(catalogKey(L("action.roll", { die: "coin", result: 1, player: 0 }))).toBe("action.roll_coin_by");
    expect(catalogKey(L("action.ruling", { note: "x" }))).toBe("action.ruling");
    expect(catalogKey(L("conjure.action.draw"))).toBe("conjure.action.draw");
  });

  it("tells a word of a game's vocabulary from a card's name", () => {
    expect(isVocabulary("main_deck")).toBe(true);
    expect(isVocabulary("Mr. Fizz")).toBe(false);
  });

  it("shows an unknown key rather than nothing", () => {
    expect(formatLabel(L("no.such.key"), tEn, players)).toBe("no.such.key");
  });
});
