import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINE_SRC, labelKeys, rustFiles, withoutTests } from "../../i18n/engineSource";
import { catalogs, createI18n, flattenKeys } from "../../i18n/setup";

const enKeys = flattenKeys(catalogs().en);

describe("the Codex catalogs", () => {
  it("find a rule whose ID has a dot, as the refusal sheet asks for it", () => {
    const en = createI18n("en");
    expect(en.t("rules.CDX-15.2")).toMatch(/^Teleport:/);
    expect(createI18n("zh").t("rules.CDX-15.4")).toMatch(/^首领/);
  });

  it("name both phases", () => {
    for (const phase of ["setup", "turn"]) expect(enKeys).toContain(`codex.phases.${phase}`);
    expect(enKeys).toContain("codex.phase");
  });
});

// The engine names its labels in Rust; this catches a key added there but not here.
describe("the engine's Codex labels", () => {
  it("have an entry in the catalogs", () => {
    const keys = new Set<string>();
    for (const file of rustFiles(join(ENGINE_SRC, "games", "codex"))) {
      const text = withoutTests(file);
      for (const key of labelKeys(text)) keys.add(key);
      // Most keys are chosen before the label is built (`seat("codex.action.draw", ..)`, `let key
      // = match ..`): every string literal naming a Codex key counts.
      for (const m of text.matchAll(/"((?:codex\.(?:action|event|target|outcome)|refusal\.codex)\.\w+)"/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !enKeys.includes(k)).sort()).toEqual([]);
  });
});
