import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES } from "../games";
import { ENGINE_SRC, labelKeys, rustFiles, withoutTests } from "./engineSource";
import baseEn from "./en.json";
import baseZh from "./zh.json";
import { duplicateKeys } from "./duplicateKeys";
import { catalogEntry, catalogs, createI18n, deepMerge, flattenKeys, pickLang, plainText } from "./setup";

const { en, zh } = catalogs();

const enKeys = flattenKeys(en).sort();
const zhKeys = flattenKeys(zh).sort();

describe("plain texts read from the catalog", () => {
  it("are what i18next gives for the same key, in both languages", () => {
    for (const lang of ["en", "zh"] as const) {
      const i18n = createI18n(lang);
      const catalog = catalogs()[lang];
      const keys = flattenKeys(catalog);
      const plain = keys.filter((key) => plainText(catalog, key) !== undefined);
      // Most texts are plain; the rest have placeholders.
      expect(plain.length).toBeGreaterThan(keys.length / 2);
      expect(plain.length).toBeLessThan(keys.length);
      for (const key of plain) expect(plainText(catalog, key), key).toBe(i18n.t(key, { lng: lang }));
    }
  });

  it("leave texts with placeholders, subtrees, unknown keys and namespaces to i18next", () => {
    const catalog = { a: { b: "B", c: "Hello {{name}}" }, "x:y": "X" };
    expect(plainText(catalog, "a.b")).toBe("B");
    expect(plainText(catalog, "a.c")).toBeUndefined();
    expect(plainText(catalog, "a")).toBeUndefined();
    expect(plainText(catalog, "a.b.z")).toBeUndefined();
    expect(plainText(catalog, "nope")).toBeUndefined();
    expect(plainText(catalog, "x:y")).toBeUndefined();
  });
});

describe("catalogs", () => {
  it("English and Chinese have exactly the same keys", () => {
    expect(zhKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !zhKeys.includes(k))).toEqual([]);
  });

  it("have no empty strings", () => {
    const empty = (catalog: Record<string, unknown>) =>
      flattenKeys(catalog).filter((k) => {
        const value = catalogEntry(catalog, k);
        return typeof value !== "string" || value.trim() === "";
      });
    expect(empty(en)).toEqual([]);
    expect(empty(zh)).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const lookup = (catalog: Record<string, unknown>, key: string) => catalogEntry(catalog, key) as string;
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
    const differ = enKeys.filter(
      (k) => JSON.stringify(placeholders(lookup(en, k))) !== JSON.stringify(placeholders(lookup(zh, k))),
    );
    expect(differ).toEqual([]);
  });

  it("leave each game's texts to its own catalogs, which add keys without replacing any", () => {
    const shared = new Set(flattenKeys(baseEn));
    for (const game of GAMES) {
      const own = flattenKeys(game.catalogs.en);
      expect(flattenKeys(game.catalogs.zh).sort()).toEqual([...own].sort());
      expect(own).toContain(`games.${game.id}.name`);
      expect(own).toContain(`games.${game.id}.blurb`);
      // History's charts and scrubber name each game's headline number with it.
      expect(own).toContain(`${game.id}.score`);
      expect(own.filter((k) => shared.has(k))).toEqual([]);
      for (const other of GAMES.filter((g) => g !== game)) {
        expect(own.filter((k) => flattenKeys(other.catalogs.en).includes(k))).toEqual([]);
      }
    }
    expect(flattenKeys(baseZh).sort()).toEqual([...shared].sort());
  });
});

describe("deepMerge", () => {
  it("merges nested objects and keeps both sides", () => {
    const merged = deepMerge({ a: { b: "1", c: "2" }, d: "3" }, { a: { e: "4" }, f: "5" });
    expect(merged).toEqual({ a: { b: "1", c: "2", e: "4" }, d: "3", f: "5" });
  });
});

// The engine names its labels in Rust; this catches a key added there but not here. This reads
// the engine's core; each game's labels (the engine's `games/<id>/`) are checked by the tests
// beside that game's catalogs.
describe("engine labels of the core", () => {
  it("have an entry in the catalogs", () => {
    const games = join(ENGINE_SRC, "games");
    const keys = new Set<string>();
    for (const file of rustFiles(ENGINE_SRC, (dir) => dirname(dir) === games)) {
      const text = withoutTests(file);
      for (const key of labelKeys(text)) keys.add(key);
      // The chain's refusals are built as `refusal.chain.<code>` from its codes.
      if (file.endsWith("chain.rs")) {
        for (const m of text.matchAll(/=> "CHAIN_(\w+)"/g)) keys.add(`refusal.chain.${m[1]!.toLowerCase()}`);
      }
    }
    expect(keys.size).toBeGreaterThan(5);
    expect([...keys].filter((k) => !enKeys.includes(k)).sort()).toEqual([]);
  });
});

describe("pickLang", () => {
  it("prefers the saved choice, then the system's language", () => {
    expect(pickLang("zh", ["en-US"])).toBe("zh");
    expect(pickLang(null, ["zh-CN", "en"])).toBe("zh");
    expect(pickLang("fr", ["de-DE"])).toBe("en");
  });
});

describe("every catalog file", () => {
  const files = import.meta.glob(["./*.json", "../games/*/i18n/*.json"], {
    query: "?raw",
    import: "default",
    eager: true,
  }) as Record<string, string>;

  it("writes each key once in its object: a second one would silently replace the first", () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(10);
    for (const [file, text] of Object.entries(files)) expect(duplicateKeys(text), file).toEqual([]);
  });

  it("finds a key written twice, however deep, and only then", () => {
    expect(duplicateKeys('{"a": {"more": "x", "b": [1, {"c": 2}], "more": "y"}, "more": 1}')).toEqual(["a.more"]);
    expect(duplicateKeys('{"a": "\\"b\\"", "b": {"a": 1}}')).toEqual([]);
    expect(duplicateKeys('{"list": ["x", "x", "x"], "n": [{"k": 1}, {"k": 2}]}')).toEqual([]);
    expect(duplicateKeys('{"n": [{"k": 1, "k": 2}]}')).toEqual(["n.k"]);
  });
});
