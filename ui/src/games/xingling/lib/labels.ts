// How 星灵 labels read: a phase or a turn's step is a word of the game (轮开始, 出牌), and an
// attack's target and a damage's source name seats.

import type { LabelRules } from "../../plugin";

export const labels: LabelRules = {
  words: {
    phase: "xingling.phases",
    step: "xingling.phases",
  },
  seats: ["target", "source"],
};
