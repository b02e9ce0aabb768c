// How the tally game's labels read. Its catalogs are the engine's (`engine/src/games/tally/i18n/`),
// which word a phase under `tally.phase.<phase>`: the log's phase label (`tally.phase` with the
// phase as its argument) reads as that word.

import type { Label } from "../../../lib/bindings";
import type { LabelRules } from "../../plugin";
import type { Translate } from "../../../lib/translate";

function format(label: Label, t: Translate): string | undefined {
  const phase = label.args.phase;
  if (label.key !== "tally.phase" || typeof phase !== "string") return undefined;
  return t(`tally.phase.${phase}`, { defaultValue: phase });
}

export const labels: LabelRules = { words: {}, format };
