// The app's i18n: one reactive language, a `t` that components call in markup, and the label
// formatter bound to it. Reading `t(...)` in a template re-renders it when the language changes.

import type { i18n as I18next } from "i18next";
import type { Label } from "../lib/bindings";
import { formatLabel } from "../lib/label";
import { catalogs, createI18n, langTag, pickLang, plainText, type Lang } from "./setup";
import { readStored, writeStored } from "../lib/stored";

const STORAGE_KEY = "tableside.lang";

const state = $state<{ lang: Lang }>({
  lang: pickLang(readStored(STORAGE_KEY), typeof navigator === "undefined" ? [] : navigator.languages),
});
// Made on first use, not on load: the games' modules import this one (see `games/index.ts`).
// A text without placeholders is read from the catalog itself and never needs it, so a
// screen of plain texts (home) is drawn before i18next has been set up.
let instance: I18next | null = null;
function i18next(): I18next {
  instance ??= createI18n(state.lang);
  return instance;
}

export const i18n = {
  get lang(): Lang {
    return state.lang;
  },
  /** The BCP 47 tag for `Intl` formatting. */
  get tag(): string {
    return langTag(state.lang);
  },
};

/** Translates `key`; reactive to the language. */
export function t(key: string, options?: Record<string, unknown>): string {
  const lng = state.lang;
  if (options === undefined) {
    const plain = plainText(catalogs()[lng], key);
    if (plain !== undefined) return plain;
  }
  return i18next().t(key, { ...options, lng }) as string;
}

/** Whether the catalog has `key` (e.g. a message for an error code). */
export function hasKey(key: string): boolean {
  return i18next().exists(key, { lng: state.lang });
}

/** An engine label in the current language, seats named after the table's players. */
export function label(value: Label, players: readonly string[]): string {
  return formatLabel(value, t, players);
}

export function setLang(lang: Lang): void {
  state.lang = lang;
  void i18next().changeLanguage(lang);
  writeStored(STORAGE_KEY, lang);
  applyLang();
}

/** Puts the language on `<html>` (fonts pick CJK glyphs by it) and in the window title. */
export function applyLang(): void {
  document.documentElement.lang = langTag(state.lang);
  document.title = t("app.title");
}
