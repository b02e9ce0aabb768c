// How Conjure The Chaos labels read: which arguments are words of the game's own vocabulary
// (a crystal color, a phase, a quest) and how the colors of a card are listed.

import type { LabelRules } from "../../plugin";

export const labels: LabelRules = {
  words: {
    color: "colors",
    phase: "phases",
    needed: "phases",
    current: "phases",
    quest: "quests",
    tribe: "tribes",
    reward: "rewards",
    kind: "chaos_kinds",
  },
  // A dual-colored card's colors come as "black/red": each is translated.
  formatArg: (name, value, t) =>
    name === "card_colors"
      ? value
          .split("/")
          .filter((c) => c.length > 0)
          .map((c) => t(`colors.${c}`))
          .join(" / ")
      : undefined,
};
