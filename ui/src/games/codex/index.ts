// The Codex duel: Souls on ranked soul slots, a Leader on its altar. No table yet, so the home
// screen shows its name and blurb as coming soon.

import type { GamePlugin } from "../plugin";
import en from "./i18n/en.json";
import zh from "./i18n/zh.json";

const codex: GamePlugin = {
  id: "codex",
  catalogs: { en, zh },
};

export default codex;
