// Elestrals, as the app plugs it in: its table, its texts, its card data (searched, and
// imported from a player's exported list; a deck is checked for a day, as card legality
// changes over time), how its labels read, and its colors (the elements, and its mark on the
// home screen).

import "./elements.css";
import "./mark.css";
import { lazy } from "../../lib/lazy";
import type { GamePlugin } from "../plugin";
import en from "./i18n/en.json";
import zh from "./i18n/zh.json";
import { deckShape } from "./lib/cardFace";
import { labels } from "./lib/labels";

const elestrals: GamePlugin = {
  id: "elestrals",
  table: lazy(() => import("./Table.svelte")),
  catalogs: { en, zh },
  cards: { deckCheck: "date", kinds: "elestrals.classes", deck: deckShape },
  labels,
};

export default elestrals;
