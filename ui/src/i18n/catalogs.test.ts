import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOGS, deepMerge, flattenKeys, pickLang } from "./setup";

const en = CATALOGS.en;
const zh = CATALOGS.zh;

const enKeys = flattenKeys(en).sort();
const zhKeys = flattenKeys(zh).sort();

describe("catalogs", () => {
  it("English and Chinese have exactly the same keys", () => {
    expect(zhKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !zhKeys.includes(k))).toEqual([]);
  });

  it("have no empty strings", () => {
    const empty = (catalog: Record<string, unknown>) =>
      flattenKeys(catalog).filter((k) => {
        const value = k.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        return typeof value !== "string" || value.trim() === "";
      });
    expect(empty(en)).toEqual([]);
    expect(empty(zh)).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const lookup = (catalog: Record<string, unknown>, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog) as string;
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
    const differ = enKeys.filter(
      (k) => JSON.stringify(placeholders(lookup(en, k))) !== JSON.stringify(placeholders(lookup(zh, k))),
    );
    expect(differ).toEqual([]);
  });

  it("explain every Conjure The Chaos rule of the catalog", () => {
    const ids = [
      "DECK-1", "DECK-2", "SETUP-1", "SETUP-2", "SETUP-3", "TURN-1", "CRYSTAL-1", "CRYSTAL-2", "DRAW-1", "DRAW-2",
      "CHAOS-1", "SUMMON-1", "ABIL-1", "COMBAT-1", "COMBAT-2", "COMBAT-3", "TOWER-1", "KW-1", "QUEST-1", "WIN-1", "END-1",
    ];
    for (const id of ids) expect(enKeys).toContain(`rules.CTC-${id}`);
  });

  it("explain every Elestrals rule of the catalog", () => {
    const catalog = fileURLToPath(new URL("../../../../shared/rules/CATALOG.md", import.meta.url));
    if (!existsSync(catalog)) return;
    const ids = [...readFileSync(catalog, "utf8").matchAll(/^\| (ELE-[A-Z]+-\d+) \|/gm)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => !enKeys.includes(`rules.${id}`))).toEqual([]);
  });
});

describe("deepMerge", () => {
  it("merges nested objects and keeps both sides", () => {
    const merged = deepMerge({ a: { b: "1", c: "2" }, d: "3" }, { a: { e: "4" }, f: "5" });
    expect(merged).toEqual({ a: { b: "1", c: "2", e: "4" }, d: "3", f: "5" });
  });
});

// The engine names its labels in Rust; this catches a key added there but not here. It reads
// the engine core and the games this UI can play (each game's rules live in games/<id>/).
const ENGINE_SRC = fileURLToPath(new URL("../../../src-tauri/crates/engine/src", import.meta.url));
const PLAYABLE_GAMES = ["conjure", "elestrals"];

function rustFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const isGame = dir.endsWith("games");
      if (name === "tests") return [];
      return isGame && !PLAYABLE_GAMES.includes(name) ? [] : rustFiles(path);
    }
    return name.endsWith(".rs") && name !== "tests.rs" ? [path] : [];
  });
}

describe.skipIf(!existsSync(ENGINE_SRC))("engine labels of the core and the playable games", () => {
  it("have an entry in the catalogs", () => {
    const keys = new Set<string>();
    for (const file of rustFiles(ENGINE_SRC)) {
      // A file's own tests build labels of no catalog (`Label::new("a.b")`): they are left out.
      const text = readFileSync(file, "utf8").split("#[cfg(test)]")[0]!;
      for (const m of text.matchAll(/Label::new\("([\w.]+)"\)/g)) keys.add(m[1]!);
      // Conjure's action labels are built as `conjure.action.<name>` by a macro.
      if (text.includes('concat!("conjure.action.", $name)')) {
        for (const m of text.matchAll(/\bkey!\("([\w]+)"\)/g)) keys.add(`conjure.action.${m[1]}`);
      }
      for (const key of elestralsKeys(file, text)) keys.add(key);
    }
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((k) => !enKeys.includes(k)).sort()).toEqual([]);
  });
});

/**
 * Elestrals builds some keys from parts: `elestrals.action.<name>` by a macro (sometimes
 * choosing between two names), `elestrals.link.<kind>`, `refusal.chain.<code>` and
 * `outcome.elestrals.<loss>`. Each family is read from where its parts are named.
 */
function elestralsKeys(file: string, text: string): string[] {
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
  if (path.endsWith("engine/src/chain.rs")) {
    for (const m of text.matchAll(/=> "CHAIN_(\w+)"/g)) keys.push(`refusal.chain.${m[1]!.toLowerCase()}`);
  }
  return keys;
}

describe("pickLang", () => {
  it("prefers the saved choice, then the system's language", () => {
    expect(pickLang("zh", ["en-US"])).toBe("zh");
    expect(pickLang(null, ["zh-CN", "en"])).toBe("zh");
    expect(pickLang("fr", ["de-DE"])).toBe("en");
  });
});
