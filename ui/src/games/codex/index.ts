// The Codex duel, as the app plugs it in: its table, its texts, how its labels read and its mark
// on the home screen. It has no card data: the table names the Souls as they are recruited.

import "./mark.css";
import { lazy } from "../../lib/lazy";
import type { GamePlugin } from "../plugin";
import en from "./i18n/en.json";
import zh from "./i18n/zh.json";
import { labels } from "./lib/labels";

const codex: GamePlugin = {
  id: "codex",
  table: lazy(() => import("./Table.svelte")),
  catalogs: { en, zh },
  labels,
};

export default codex;
