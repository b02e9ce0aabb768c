// How Elestrals labels read: which arguments are words of the game's own vocabulary (a phase,
// a pile, a Position), which sentence an optional argument picks, and how a count of Spirits
// is written.

import type { Label } from "../../../lib/bindings";
import type { Translate } from "../../../lib/translate";
import type { LabelRules } from "../../plugin";
import { ELEMENTS } from "./spirits";

/** Arguments whose value is a key in an Elestrals namespace. */
const WORDS: Record<string, string> = {
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

/** The sentence for the arguments present: a negated link, an effect without a card. */
function catalogKey(label: Label): string | undefined {
  const has = (name: string) => label.args[name] !== undefined;
  switch (label.key) {
    case "elestrals.action.resolve_next":
      if (!has("what")) return "elestrals.action.resolve_next_none";
      return label.args.negated === 1 ? "elestrals.action.resolve_next_negated" : label.key;
    case "elestrals.action.change_position":
      return label.args.by_effect === 1 ? "elestrals.action.change_position_effect" : label.key;
    case "elestrals.link.effect":
    case "elestrals.action.activate_effect":
    case "elestrals.action.queue_effect":
      return has("card") ? label.key : `${label.key}_nocard`;
    default:
      return undefined;
  }
}

/** The Spirits of an `elestrals.spirits` label as a list, e.g. "2 Fire, 1 Water". */
export function spiritsList(label: Label, t: Translate): string {
  const parts = ELEMENTS.filter((e) => typeof label.args[e] === "number" && (label.args[e] as number) > 0).map((e) =>
    t("elestrals.spirit_count", { count: label.args[e] as number, element: t(`elestrals.elements.${e}`) }),
  );
  return parts.length === 0 ? t("elestrals.no_spirits") : parts.join(t("common.list_separator"));
}

export const labels: LabelRules = {
  words: WORDS,
  catalogKey,
  format: (label, t) => (label.key === "elestrals.spirits" ? t(label.key, { list: spiritsList(label, t) }) : undefined),
};
