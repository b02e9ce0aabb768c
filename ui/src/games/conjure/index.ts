// Conjure The Chaos, as the app plugs it in: its table, its texts, its card data (searched,
// not imported; a deck is checked for the number of players), how its labels read, its
// colors (the crystals, and its mark on the home screen) and the starting life a table may set.

import "./crystals.css";
import "./mark.css";
import { lazy } from "../../lib/lazy";
import type { GamePlugin } from "../plugin";
import en from "./i18n/en.json";
import zh from "./i18n/zh.json";
import { deckShape } from "./lib/cardFace";
import { labels } from "./lib/labels";

const conjure: GamePlugin = {
  id: "conjure",
  table: lazy(() => import("./Table.svelte")),
  catalogs: { en, zh },
  cards: { deckCheck: "players", kinds: "conjure.kinds", deck: deckShape },
  labels,
  // CTC-SETUP-1: the starting life, for a longer or a shorter game.
  houseRules: [{ rule: "starting_life", label: "conjure.house.starting_life", step: 5 }],
};

export default conjure;
