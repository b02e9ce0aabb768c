import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINE_SRC, labelKeys, rustFiles, withoutTests } from "../../i18n/engineSource";
import { catalogs, flattenKeys } from "../../i18n/setup";

const enKeys = flattenKeys(catalogs().en);

// The engine names its labels in Rust; this catches a key added there but not here.
describe("the engine's Elestrals labels", () => {
  it("have an entry in the catalogs", () => {
    const keys = new Set<string>();
    for (const file of rustFiles(join(ENGINE_SRC, "games", "elestrals"))) {
      const text = withoutTests(file);
      for (const key of labelKeys(text)) keys.add(key);
      for (const key of builtKeys(file, text)) keys.add(key);
    }
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((k) => !enKeys.includes(k)).sort()).toEqual([]);
  });
});

/**
 * Some keys are built from parts: `elestrals.action.<name>` by a macro (sometimes choosing
 * between two names), `elestrals.link.<kind>` and `outcome.elestrals.<loss>`. Each family is
 * read from where its parts are named.
 */
function builtKeys(file: string, text: string): string[] {
  const keys: string[] = [];
  const path = file.replaceAll("\\", "/");
  if (path.endsWith("games/elestrals/describe.rs")) {
    for (const m of text.matchAll(/\b(?:key!|cast_label)\(\s*"(\w+)"/g)) keys.push(`elestrals.action.${m[1]}`);
    for (const m of text.matchAll(/\bkey\(if [^{]*\{\s*"(\w+)"\s*\}\s*else\s*\{\s*"(\w+)"/g)) {
      keys.push(`elestrals.action.${m[1]}`, `elestrals.action.${m[2]}`);
    }
    for (const m of text.matchAll(/let which = if [^{]*\{\s*"(\w+)"\s*\}\s*else\s*\{\s*"(\w+)"/g)) {
      keys.push(`elestrals.action.${m[1]}`, `elestrals.action.${m[2]}`);
    }
  }
  if (path.endsWith("games/elestrals/chain.rs")) {
    for (const m of text.matchAll(/ChainLink::\w+ \{ \.\. \} => "(\w+)"/g)) keys.push(`elestrals.link.${m[1]}`);
  }
  if (path.endsWith("games/elestrals/state.rs")) {
    for (const m of text.matchAll(/Loss::\w+ => "(\w+)"/g)) keys.push(`outcome.elestrals.${m[1]}`);
  }
  return keys;
}
