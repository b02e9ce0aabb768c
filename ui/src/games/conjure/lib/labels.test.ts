import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/setup";
import type { Label } from "../../../lib/bindings";
import { formatLabel } from "../../../lib/label";

const en = createI18n("en");
const zh = createI18n("zh");
const tEn = (key: string, opts?: Record<string, unknown>) => en.t(key, opts) as string;
const tZh = (key: string, opts?: Record<string, unknown>) => zh.t(key, opts) as string;
const players = ["Ana", "Ben"];

const L = (key: string, args: Label["args"] = {}): Label => ({ key, args });

describe("Conjure The Chaos labels", () => {
  it("translates colors, phases and quests through their own keys", () => {
    expect(formatLabel(L("conjure.action.recharge", { player: 1, color: "red" }), tEn, players)).toBe("Ben recharged red");
    expect(formatLabel(L("conjure.action.recharge", { player: 1, color: "red" }), tZh, players)).toBe("Ben 充能红色");
    expect(
      formatLabel(L("refusal.conjure.wrong_phase", { needed: "draw", current: "action" }), tEn, players),
    ).toBe("That belongs to the Draw phase, not the Action phase.");
    expect(formatLabel(L("conjure.action.complete_quest", { player: 0, quest: "tribal_quest" }), tEn, players)).toBe(
      "Ana completed Tribal Quest",
    );
  });

  it("translates tribes, quest bonuses and kinds of Chaos card", () => {
    expect(formatLabel(L("conjure.action.choose_tribe", { player: 0, tribe: "dwarves" }), tEn, players)).toBe(
      "Ana chose the Dwarves tribe",
    );
    expect(formatLabel(L("conjure.action.choose_tribe", { player: 0, tribe: "dwarves" }), tZh, players)).toBe(
      "Ana 选择了矮人部族",
    );
    expect(formatLabel(L("refusal.conjure.no_reward", { reward: "life_leech_strike" }), tEn, players)).toBe(
      "Life Leech Strike is not a bonus this player holds.",
    );
    expect(
      formatLabel(L("conjure.action.draw_chaos", { player: 1, card: "Meteor", kind: "countdown" }), tZh, players),
    ).toBe("Ben 抽到混沌牌「Meteor」（倒计时）");
  });

  it("translates each color of a dual-colored card", () => {
    const label = L("refusal.conjure.wrong_color", { color: "green", card_colors: "black/red" });
    expect(formatLabel(label, tEn, players)).toBe("A black / red card cannot be paid with green crystals.");
  });
});
