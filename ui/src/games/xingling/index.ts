// 星灵 (Xingling), as the app plugs it in: a ring of up to eight seats around the table, its
// texts (Chinese terms first), how its labels read, its mark on the home screen and the
// number of victory points that wins, which a table may set.

import "./mark.css";
import { lazy } from "../../lib/lazy";
import type { GamePlugin } from "../plugin";
import en from "./i18n/en.json";
import zh from "./i18n/zh.json";
import { labels } from "./lib/labels";

const xingling: GamePlugin = {
  id: "xingling",
  table: lazy(() => import("./Table.svelte")),
  catalogs: { en, zh },
  labels,
  // XL-VP-1: the points that win, for a longer or a shorter race.
  houseRules: [{ rule: "vp_to_win", label: "xingling.house.vp_to_win", step: 1 }],
};

export default xingling;
