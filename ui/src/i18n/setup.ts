// The i18next instance with both catalogs. Plain TypeScript, so tests use the same set-up.

import i18next, { type i18n } from "i18next";
import { GAMES } from "../games";
import type { Catalog } from "../games/plugin";
import baseEn from "./en.json";
import baseZh from "./zh.json";

export const LANGS = ["en", "zh"] as const;
export type Lang = (typeof LANGS)[number];

/** `extra` laid over `base`: nested objects merge key by key, so a game's catalog can add to a shared subtree. */
export function deepMerge(base: Catalog, extra: Catalog): Catalog {
  const out: Catalog = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = out[key];
    out[key] =
      isObject(existing) && isObject(value) ? deepMerge(existing, value) : value;
  }
  return out;
}

function isObject(value: unknown): value is Catalog {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

let merged: Record<Lang, Catalog> | null = null;

/**
 * Each language's catalog: the shared one with every game's own catalog merged in. Built on the
 * first call, not on load: the games' modules import this one (see `games/index.ts`).
 */
export function catalogs(): Record<Lang, Catalog> {
  merged ??= {
    en: GAMES.reduce((catalog, game) => deepMerge(catalog, game.catalogs.en), baseEn as Catalog),
    zh: GAMES.reduce((catalog, game) => deepMerge(catalog, game.catalogs.zh), baseZh as Catalog),
  };
  return merged;
}

/**
 * The text at `key` of `catalog` when it is plain: a string with no placeholder, which i18next
 * would hand back as it is (the catalogs nest no keys and have no plural forms; those come
 * with options, which never take this path). Undefined for anything else, which is then
 * i18next's to answer. A screen's texts are mostly plain, and i18next's `t` costs 0.1-0.4 ms
 * a call in a web view that has just started (JavaScriptCore, its first calls interpreted).
 */
export function plainText(catalog: Catalog, key: string): string | undefined {
  // A colon names a namespace to i18next.
  if (key.includes(":")) return undefined;
  const entry = catalogEntry(catalog, key);
  return typeof entry === "string" && !entry.includes("{{") && !entry.includes("$t(") ? entry : undefined;
}

/** What `catalog` holds at the dotted `key`: a text, a subtree, or undefined where nothing is. */
export function catalogEntry(catalog: Catalog, key: string): unknown {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The BCP 47 tag for `lang`, for `<html lang>` and `Intl` (picks Simplified Chinese glyphs). */
export function langTag(lang: Lang): string {
  return lang === "zh" ? "zh-CN" : "en";
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The language to start in: the saved choice, else the system's, else English. */
export function pickLang(saved: string | null, systemLanguages: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  for (const tag of systemLanguages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLang(base)) return base;
  }
  return "en";
}

export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: "en",
    resources: { en: { translation: catalogs().en }, zh: { translation: catalogs().zh } },
    initAsync: false,
    // Svelte escapes text itself; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Every key of a nested catalog, as dotted paths. */
export function flattenKeys(catalog: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? flattenKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
