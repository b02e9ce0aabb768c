// How Codex labels read: the phase is a word of the game's own, and a few actions read
// differently when they aim at the Leader (who never leaves its altar, CDX-15.4), when a cost was
// paid, when an Ambush was set by a Soul, or when an effect came from the hand.

import type { Label, LabelArg } from "../../../lib/bindings";
import type { LabelRules } from "../../plugin";

const isLabel = (arg: LabelArg | undefined): arg is Label => typeof arg === "object" && arg !== null && "key" in arg;

/** Whether the label's `target` is a Leader. */
function atLeader(label: Label): boolean {
  const target = label.args.target;
  return isLabel(target) && target.key === "codex.target.leader";
}

/** Whether the label carries a cost above zero. */
function paid(label: Label): boolean {
  const cost = label.args.cost;
  return typeof cost === "number" && cost > 0;
}

/** The sentence for the arguments present. */
export function catalogKey(label: Label): string | undefined {
  const has = (name: string) => label.args[name] !== undefined;
  switch (label.key) {
    case "codex.action.retract":
    case "codex.action.teleport":
      return `${label.key}${atLeader(label) ? "_leader" : ""}${paid(label) ? "_cost" : ""}`;
    case "codex.action.teleport_nowhere":
    case "codex.action.exile":
    case "codex.action.capture":
      return atLeader(label) ? `${label.key}_leader` : label.key;
    case "codex.action.set_ambush":
      return has("by") ? "codex.action.set_ambush_by" : label.key;
    case "codex.action.activate":
      return has("source") ? label.key : "codex.action.activate_hand";
    default:
      return undefined;
  }
}

export const labels: LabelRules = {
  words: { phase: "codex.phases" },
  catalogKey,
};
