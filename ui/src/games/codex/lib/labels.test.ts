import { describe, expect, it } from "vitest";
import { catalogs, createI18n, flattenKeys } from "../../../i18n/setup";
import type { Label } from "../../../lib/bindings";
import { formatLabel } from "../../../lib/label";
import { catalogKey } from "./labels";

const en = createI18n("en");
const zh = createI18n("zh");
const tEn = en.t.bind(en) as unknown as (key: string, options?: Record<string, unknown>) => string;
const tZh = zh.t.bind(zh) as unknown as (key: string, options?: Record<string, unknown>) => string;
const players = ["Ana", "Ben"];

const soul = (name: string): Label => ({ key: "codex.target.soul", args: { name } });
const leader = (player: number): Label => ({ key: "codex.target.leader", args: { player } });

describe("Codex labels", () => {
  it("name the player and the Soul, with signed amounts", () => {
    const recruit = { key: "codex.action.recruit", args: { player: 0, name: "Scout", slot: 1, rank: 1 } };
    expect(formatLabel(recruit, tEn, players)).toBe("Ana recruits Scout (rank 1) to slot 1.");
    const damage = { key: "codex.action.damage", args: { target: soul("Scout"), amount: -2 } };
    expect(formatLabel(damage, tEn, players)).toBe("Damage on Scout: −2.");
    expect(formatLabel(recruit, tZh, players)).toContain("Scout");
  });

  it("say the Leader stays when a move aims at it (CDX-15.4)", () => {
    const retract = { key: "codex.action.retract", args: { player: 1, target: leader(0), cost: 2 } };
    expect(formatLabel(retract, tEn, players)).toBe("Ben pays 2 to retract the Leader of Ana: it stays on its altar.");
    const exile = { key: "codex.action.exile", args: { target: leader(1) } };
    expect(formatLabel(exile, tEn, players)).toBe("An effect would exile the Leader of Ben: it stays on its altar.");
    const soulRetract = { key: "codex.action.retract", args: { player: 0, target: soul("Scout"), cost: 0 } };
    expect(formatLabel(soulRetract, tEn, players)).toBe("Ana retracts Scout to its owner's hand.");
  });

  it("pick the sentence for an effect from the hand and an Ambush set by a Soul", () => {
    const hand = { key: "codex.action.activate", args: { player: 1, note: "Bounce" } };
    expect(formatLabel(hand, tEn, players)).toBe("Ben activates an effect: Bounce");
    const ambush = { key: "codex.action.set_ambush", args: { player: 0, slot: 2, by: soul("Scout") } };
    expect(formatLabel(ambush, tEn, players)).toBe("Ana sets an Ambush at slot 2 with Scout.");
  });

  it("word the phase of the log", () => {
    expect(formatLabel({ key: "codex.phase", args: { phase: "setup" } }, tEn, players)).toBe("Set-up");
    expect(formatLabel({ key: "codex.phase", args: { phase: "turn" } }, tZh, players)).toBe("对决");
  });

  it("only pick sentences the catalogs have", () => {
    const keys = flattenKeys(catalogs().en);
    const targets = [soul("Scout"), leader(0)];
    const picked = new Set<string>();
    for (const key of ["retract", "teleport", "teleport_nowhere", "exile", "capture", "set_ambush", "activate"]) {
      for (const target of targets) {
        const extras: Label["args"][] = [{}, { cost: 1 }, { by: soul("Scout") }, { source: soul("Scout") }];
        for (const extra of extras) {
          const label: Label = { key: `codex.action.${key}`, args: { target, ...extra } };
          picked.add(catalogKey(label) ?? label.key);
        }
      }
    }
    expect([...picked].filter((k) => !keys.includes(k))).toEqual([]);
  });
});
