import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/setup";
import { formatLabel } from "../../../lib/label";

const players = ["甲", "乙", "丙", "丁", "戊"];
const zh = createI18n("zh");
const en = createI18n("en");

describe("星灵 labels", () => {
  it("name the seats of an attack and a damage's source", () => {
    const attack = { key: "xingling.action.attack", args: { player: 0, spirit: "小火灵", target: 2, distance: 1 } };
    expect(formatLabel(attack, zh.t.bind(zh), players)).toContain("丙");
    const damage = { key: "xingling.action.damage", args: { player: 1, amount: 3, source: 0 } };
    const text = formatLabel(damage, zh.t.bind(zh), players);
    expect(text).toContain("甲");
    expect(text).toContain("乙");
  });

  it("read a phase and a step in the game's words", () => {
    const separator = { key: "xingling.phase", args: { phase: "round_start" } };
    expect(formatLabel(separator, zh.t.bind(zh), players)).toBe("轮开始阶段");
    const step = { key: "xingling.action.next_step", args: { player: 0, step: "judge" } };
    expect(formatLabel(step, zh.t.bind(zh), players)).toContain("判定");
    expect(formatLabel(step, en.t.bind(en), players)).toContain("判定");
  });

  it("put the distance the engine worked out into an out-of-range refusal", () => {
    const refusal = {
      key: "refusal.xingling.out_of_range",
      args: { player: 2, distance: 2, range: 1, spirit: "小火灵" },
    };
    const text = formatLabel(refusal, zh.t.bind(zh), players);
    expect(text).toContain("距离 2");
    expect(text).toContain("丙");
  });
});
