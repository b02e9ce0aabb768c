import { describe, expect, it } from "vitest";
import { PLAY_PHASE } from "../games/tally/fixtures";
import { TALLY } from "../games/tally/lib/game";
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
    const label = L("tally.log.add", { player: 0, amount: 3 });
    expect(formatLabel(label, tEn, players)).toBe("Player Ana adds 3");
    const time = L("action.clock.adjust_seat", { player: 1, seconds: -30, note: "slow" });
    expect(formatLabel(time, tEn, players)).toBe("Time ruling: Ben \u221230 s (slow)");
  });

  it("formats nested labels", () => {
    const undo = L("action.undo", { action: L("tally.log.add", { player: 1, amount: 1 }) });
    expect(formatLabel(undo, tEn, players)).toBe("Undid: Player Ben adds 1");
    const ruling = L("action.ruling", { note: "card says so", play: L("tally.log.add", { player: 0, amount: 2 }) });
    expect(formatLabel(ruling, tEn, players)).toBe("Ruling: Player Ana adds 2 (card says so)");
    expect(formatLabel(ruling, tZh, players)).toContain("玩家 Ana 加 2");
  });

  it("reads dice, coins, how a first player was picked and a game's name", () => {
    expect(formatLabel(L("action.roll", { die: "d20", result: 17 }), tEn, players)).toBe("d20: 17");
    expect(formatLabel(L("action.roll", { die: "d6", result: 4, player: 1 }), tEn, players)).toBe("Ben rolled a d6: 4");
    expect(formatLabel(L("action.roll", { die: "coin", result: 2 }), tEn, players)).toBe("Coin: tails");
    // The tally game picks no first player; a game that does names how, as this label would.
    const given: Record<string, unknown>[] = [];
    const seen = (key: string, opts?: Record<string, unknown>) => {
      if (key === "tally.log.first") given.push(opts ?? {});
      return tEn(key, opts);
    };
    formatLabel(L("tally.log.first", { method: "coin", player: 1 }), seen, players);
    expect(given).toEqual([{ method: "coin flip", player: "Ben", player_signed: "+1" }]);
    expect(formatLabel(L("refusal.wrong_game", { expected: TALLY, got: TALLY }), tEn, players)).toBe(
      "This is a Tally match, not Tally.",
    );
  });

  it("falls back to a seat number for an unknown seat", () => {
    expect(formatLabel(L("refusal.no_such_player", { player: 5 }), tEn, players)).toBe("There is no Seat 6 at this table.");
  });

  it("picks the sentence for the arguments present", () => {
    expect(catalogKey(L("action.roll", { die: "coin", result: 1, player: 0 }))).toBe("action.roll_coin_by");
    expect(catalogKey(L("action.ruling", { note: "x" }))).toBe("action.ruling");
    expect(catalogKey(L("tally.log.add", { player: 0, amount: 1 }))).toBe("tally.log.add");
  });

  it("lets a game word a whole label its own way", () => {
    expect(formatLabel(PLAY_PHASE, tEn, players)).toBe("Play");
    expect(formatLabel(PLAY_PHASE, tZh, players)).toBe("进行");
  });

  it("tells a word of a game's vocabulary from a card's name", () => {
    expect(isVocabulary("main_deck")).toBe(true);
    expect(isVocabulary("Mr. Fizz")).toBe(false);
  });

  it("shows an unknown key rather than nothing", () => {
    expect(formatLabel(L("no.such.key"), tEn, players)).toBe("no.such.key");
  });
});
