// 星灵 (Xingling), as the app plugs it in: a ring of up to eight seats around the table, its
// texts (Chinese terms first), how its labels read, and its mark on the home screen.

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
};

export default xingling;
