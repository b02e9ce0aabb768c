import { describe, expect, it } from "vitest";
import type { GameEntry } from "./bindings";
import { GAMES } from "../games";
import { TALLY } from "../games/tally/lib/game";
import { canStart } from "./screens";

const entry = (id: GameEntry["info"]["id"], playable: boolean): GameEntry => ({
  info: { id, min_players: 2, max_players: 2, playable, house_rules: [], has_cards: false },
  formats: [],
});

describe("canStart", () => {
  it("needs both the engine's rules and a table screen", () => {
    expect(canStart(entry(TALLY, true))).toBe(true);
    expect(canStart(entry(TALLY, false))).toBe(false);
    // A game the engine plays but this app has no screens for (a newer engine's) never starts.
    expect(canStart(entry("later" as GameEntry["info"]["id"], true))).toBe(false);
    // A game the engine plays starts only once it has a table screen.
    for (const game of GAMES) expect(canStart(entry(game.id, true))).toBe(game.table !== undefined);
  });
});
