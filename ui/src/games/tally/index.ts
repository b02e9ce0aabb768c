// Tally, the tests' game, as the app would plug it in: its table, its texts (the engine's, with
// the table's few words) and how its labels read. No build ships it: `games/index.ts` does not
// list it, and only the tests' setup (`register.ts`) adds it to the games, so that the shared
// tests run on a game beside the shipped ones, as the engine's do with its `test-game` feature.

import { lazy } from "../../lib/lazy";
import type { GamePlugin } from "../plugin";
import { en, zh } from "./catalogs";
import { TALLY } from "./lib/game";
import { labels } from "./lib/labels";

const tally: GamePlugin = {
  id: TALLY,
  table: lazy(() => import("./Table.svelte")),
  catalogs: { en, zh },
  labels,
  // TALLY-WIN-1: the tally that wins.
  houseRules: [{ rule: "target", label: "tally.house.target", step: 1 }],
};

export default tally;
