import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/setup";
import { catalogKey, formatLabel } from "../../../lib/label";

const en = createI18n("en");
const zh = createI18n("zh");
const tEn = en.t.bind(en) as unknown as (key: string, options?: Record<string, unknown>) => string;
const tZh = zh.t.bind(zh) as unknown as (key: string, options?: Record<string, unknown>) => string;
const players = ["Ana", "Bo"];

describe("Elestrals labels", () => {
  it("word Spirits per element in each language", () => {
    const label = {
      key: "elestrals.action.expend",
      args: { player: 1, spirits: { key: "elestrals.spirits", args: { fire: 2, water: 1 } } },
    };
    expect(formatLabel(label, tEn, players)).toBe("Bo Expends 2 Fire, 1 Water.");
    expect(formatLabel(label, tZh, players)).toContain("火×2");
  });

  it("translate the game's own words and keep card names as written", () => {
    const attack = { key: "elestrals.action.declare_attack", args: { attacker: "Teslaquin", target: "spirit_deck" } };
    expect(formatLabel(attack, tEn, players)).toBe("Teslaquin attacks Spirit Deck.");
    const onCard = { key: "elestrals.action.declare_attack", args: { attacker: "Teslaquin", target: "Ohmperial" } };
    expect(formatLabel(onCard, tEn, players)).toBe("Teslaquin attacks Ohmperial.");
    const phase = { key: "refusal.elestrals.wrong_phase", args: { needed: "main", current: "battle" } };
    expect(formatLabel(phase, tEn, players)).toBe("That belongs to the Main Phase, not the Battle Phase.");
  });

  it("word a deck problem's legality status in each language", () => {
    const status = { key: "elestrals.legality.semi_limited", args: {} };
    const label = {
      key: "deck.elestrals.status",
      args: { card: "Dawnmane", status, copies: 3, allowed: 2, format: "elestrals-standard", date: "2026-06-01" },
    };
    expect(formatLabel(label, tEn, players)).toBe(
      "Dawnmane is semi-limited in elestrals-standard on 2026-06-01: 3 copies, 2 allowed.",
    );
    expect(formatLabel(label, tZh, players)).toContain("为准限制");
  });

  it("pick the sentence for a negated link and an effect without a card", () => {
    const what = { key: "elestrals.link.effect", args: { timing: "conditional", note: "Stop" } };
    const negated = { key: "elestrals.action.resolve_next", args: { link: 1, negated: 1, what } };
    expect(formatLabel(negated, tEn, players)).toBe("Link 1 is spent, negated: Conditional effect: Stop");
  });

  it("apply to the game's own keys, named first or second", () => {
    expect(catalogKey({ key: "elestrals.action.change_position", args: { by_effect: 1 } })).toBe(
      "elestrals.action.change_position_effect",
    );
    const phase = { key: "elestrals.phase", args: { phase: "battle" } };
    expect(formatLabel(phase, tEn, players)).toBe("Battle Phase");
  });
});
