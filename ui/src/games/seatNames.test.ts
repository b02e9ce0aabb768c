import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/setup";
import { shownName, shownNames } from "./seatNames";

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
});
