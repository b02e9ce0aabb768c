import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINE_SRC, rustFiles, withoutTests } from "../../i18n/engineSource";
import { catalogs, flattenKeys } from "../../i18n/setup";
import zh from "./i18n/zh.json";

const enKeys = flattenKeys(catalogs().en);

describe("the 星灵 catalogs", () => {
  it("name every phase the log separates: the round's and the turn's", () => {
    const phases = ["setup", "round_start", "round_end", "turn_start", "judge", "draw", "play", "discard", "turn_end"];
    expect(phases.filter((p) => !enKeys.includes(`xingling.phases.${p}`))).toEqual([]);
    expect(enKeys).toContain("xingling.phase");
  });

  it("keep English out of the Chinese texts", () => {
    const texts = flattenKeys(zh).map((key) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh),
    ) as string[];
    // Placeholders, rule IDs (XL-ATK-1) and the die's name (d6) are not words.
    const leaks = texts.filter((text) =>
      /[A-Za-z]{2,}/.test(text.replace(/\{\{\w+\}\}/g, "").replace(/\b[A-Z]+(?:-[A-Z0-9.]+)+\b/g, "")),
    );
    expect(leaks).toEqual([]);
  });
});

// The engine names its labels in Rust; this catches a key added there but not here. Some keys
// are picked before the label is built (`Label::new(key)`, `Label::new(if … { "…" } else …)`),
// so every string literal of the game's label families counts.
describe("the engine's 星灵 labels", () => {
  it("have an entry in the catalogs", () => {
    const keys = new Set<string>();
    for (const file of rustFiles(join(ENGINE_SRC, "games", "xingling"))) {
      const text = withoutTests(file);
      for (const m of text.matchAll(/"((?:refusal\.)?xingling\.[\w.]+|refusal\.zero_amount)"/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !enKeys.includes(k)).sort()).toEqual([]);
  });
});
