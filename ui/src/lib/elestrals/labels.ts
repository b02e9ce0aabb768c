// How Elestrals label arguments read: which ones are words of the game's own vocabulary
// (a phase, a pile, a Position) and how a count of Spirits is written.

import type { Label } from "../bindings";
import { ELEMENTS } from "./spirits";

/** Arguments whose value is a key in an Elestrals namespace. */
export const ELESTRALS_ENUM_ARGS: Record<string, string> = {
  phase: "elestrals.phases",
  needed: "elestrals.phases",
  current: "elestrals.phases",
  position: "elestrals.positions",
  pile: "elestrals.places",
  from: "elestrals.places",
  to: "elestrals.places",
  target: "elestrals.places",
  row: "elestrals.rows",
  timing: "elestrals.timings",
  stat: "elestrals.stats",
  change: "elestrals.changes",
  why: "elestrals.nexus_why",
};

/** Whether `key` is a label of the Elestrals game (its log, refusals, outcomes, decks). */
export function isElestralsKey(key: string): boolean {
  const parts = key.split(".");
  return parts[0] === "elestrals" || parts[1] === "elestrals";
}

/** A value that can be a vocabulary key; a card's name (the table's own text) cannot. */
export function isVocabulary(value: string): boolean {
  return /^[a-z_]+$/.test(value);
}

/** The Spirits of an `elestrals.spirits` label as a list, e.g. "2 Fire, 1 Water". */
export function spiritsList(
  label: Label,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const parts = ELEMENTS.filter((e) => typeof label.args[e] === "number" && (label.args[e] as number) > 0).map((e) =>
    t("elestrals.spirit_count", { count: label.args[e] as number, element: t(`elestrals.elements.${e}`) }),
  );
  return parts.length === 0 ? t("elestrals.no_spirits") : parts.join(t("common.list_separator"));
}
