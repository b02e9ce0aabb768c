import { describe, expect, it } from "vitest";
import type { GameEntry } from "./bindings";
import { GAMES } from "../games";
import { canStart } from "./screens";

const entry = (id: GameEntry["info"]["id"], playable: boolean): GameEntry => ({
  info: { id, min_players: 2, max_players: 2, playable, house_rules: [], has_cards: false },
  formats: [],
});

describe("canStart", () => {
  it("needs both the engine's rules and a table screen", () => {
    expect(canStart(entry("conjure", true))).toBe(true);
    expect(canStart(entry("conjure", false))).toBe(false);
    expect(canStart(entry("elestrals", true))).toBe(true);
    // A game the engine plays starts only once it has a table screen.
    for (const game of GAMES) expect(canStart(entry(game.id, true))).toBe(game.table !== undefined);
  });
});
