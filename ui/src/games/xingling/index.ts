// 星灵 (Xingling): up to eight seats around the table. No table yet, so the home screen shows
// its name and blurb as coming soon.

import type { GamePlugin } from "../plugin";
import en from "./i18n/en.json";
import zh from "./i18n/zh.json";

const xingling: GamePlugin = {
  id: "xingling",
  catalogs: { en, zh },
};

export default xingling;
