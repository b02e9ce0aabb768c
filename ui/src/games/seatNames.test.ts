import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/setup";
import { shownName, shownNames, withShownNames } from "./seatNames";

const en = createI18n("en");
const zh = createI18n("zh");
const tEn = (key: string, opts?: Record<string, unknown>) => en.t(key, opts) as string;
const tZh = (key: string, opts?: Record<string, unknown>) => zh.t(key, opts) as string;

describe("seat names in the screen's language", () => {
  it("shows a default name of either language in the screen's", () => {
    expect(shownNames(["Player 1", "Player 2"], tZh)).toEqual(["玩家 1", "玩家 2"]);
    expect(shownName("玩家 3", tZh)).toBe("玩家 3");
    expect(shownNames(["玩家 1", "玩家 12"], tEn)).toEqual(["Player 1", "Player 12"]);
  });

  it("gives the same list for the same names, so that nothing is drawn again", () => {
    const names = ["Player 1", "Ana"];
    expect(shownNames(names, tEn)).toBe(names);
    expect(shownNames(names, tZh)).toBe(shownNames(names, tZh));
  });

  it("keeps a name a person typed", () => {
    expect(shownNames(["Ana", "Player One", "Player 1b", "My Player 1"], tZh)).toEqual([
      "Ana",
      "Player One",
      "Player 1b",
      "My Player 1",
    ]);
  });

  it("names a state's players in the screen's language, the state itself when none changes", () => {
    const state = { round: 2, players: [{ name: "Player 1", ling: 8 }, { name: "Ana", ling: 6 }] };
    expect(withShownNames(state, tEn)).toBe(state);
    const shown = withShownNames(state, tZh);
    expect(shown.players.map((p) => p.name)).toEqual(["玩家 1", "Ana"]);
    expect(shown.players[0]?.ling).toBe(8);
    expect(shown.players[1]).toBe(state.players[1]);
    expect(shown.round).toBe(2);
    expect(state.players[0]?.name).toBe("Player 1");
  });
});
