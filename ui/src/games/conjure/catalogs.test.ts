import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINE_SRC, labelKeys, rustFiles, withoutTests } from "../../i18n/engineSource";
import { catalogs, flattenKeys } from "../../i18n/setup";

const enKeys = flattenKeys(catalogs().en);

describe("the Conjure The Chaos catalogs", () => {
  it("explain every rule of the game's catalog", () => {
    const ids = [
      "DECK-1", "DECK-2", "SETUP-1", "SETUP-2", "SETUP-3", "TURN-1", "CRYSTAL-1", "CRYSTAL-2", "DRAW-1", "DRAW-2",
      "CHAOS-1", "SUMMON-1", "ABIL-1", "COMBAT-1", "COMBAT-2", "COMBAT-3", "TOWER-1", "KW-1", "QUEST-1", "WIN-1", "END-1",
    ];
    for (const id of ids) expect(enKeys).toContain(`rules.CTC-${id}`);
  });
});

// The engine names its labels in Rust; this catches a key added there but not here.
describe("the engine's Conjure The Chaos labels", () => {
  it("have an entry in the catalogs", () => {
    const keys = new Set<string>();
    for (const file of rustFiles(join(ENGINE_SRC, "games", "conjure"))) {
      const text = withoutTests(file);
      for (const key of labelKeys(text)) keys.add(key);
      // The action labels are built as `conjure.action.<name>` by a macro.
      if (text.includes('concat!("conjure.action.", $name)')) {
        for (const m of text.matchAll(/\bkey!\("([\w]+)"\)/g)) keys.add(`conjure.action.${m[1]}`);
      }
    }
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((k) => !enKeys.includes(k)).sort()).toEqual([]);
  });
});
