import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINE_SRC, withoutTests } from "../../i18n/engineSource";
import { createI18n } from "../../i18n/setup";
import { formatLabel } from "../../lib/label";
import { addTestGame, GAMES, gameOf } from "../index";
import { add, concede, pass, PLAY_PHASE, tallyView } from "./fixtures";
import tally from "./index";
import { actionLabel, asTallyAction, TALLY } from "./lib/game";

const players = ["Ana", "Ben"];
const words = (lang: "en" | "zh") => {
  const i18n = createI18n(lang);
  return (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;
};

describe("the tests' game", () => {
  it("is listed after the shipped games, in the tests only", () => {
    expect(GAMES.at(-1)).toBe(tally);
    expect(GAMES.length).toBeGreaterThan(1);
    expect(gameOf(TALLY)).toBe(tally);
    // The list the builds ship does not name it: only the tests' setup adds it.
    expect(readFileSync(new URL("../index.ts", import.meta.url), "utf8")).not.toMatch(/tally/i);
  });

  it("is added once", () => {
    expect(() => addTestGame(tally)).toThrow(/listed already/);
    expect(GAMES.filter((game) => game.id === TALLY)).toHaveLength(1);
  });
});

// The engine words the game's labels with these catalogs in its own tests; here they read
// through the UI's label rules, as a table and its log show them.
describe("the tally game's words", () => {
  it("word every label the engine's game names, in both languages, every blank filled", () => {
    const text = withoutTests(join(ENGINE_SRC, "games", "tally", "mod.rs"));
    const keys = [...text.matchAll(/Label::new\("(tally\.[\w.]+)"\)/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThanOrEqual(7);
    const args = { player: 1, amount: 3 };
    for (const lang of ["en", "zh"] as const) {
      for (const key of keys) {
        const read = formatLabel({ key, args }, words(lang), players);
        expect(read, key).not.toBe(key);
        expect(read, key).not.toContain("{{");
      }
    }
  });

  it("read the log's phase as the game's word for it", () => {
    expect(formatLabel(PLAY_PHASE, words("en"), players)).toBe("Play");
    expect(formatLabel(PLAY_PHASE, words("zh"), players)).toBe("进行");
    // A phase the catalogs do not know reads as the engine wrote it.
    expect(formatLabel({ key: "tally.phase", args: { phase: "later" } }, words("en"), players)).toBe("later");
  });

  it("name each offered action as the log will", () => {
    const t = words("en");
    const view = tallyView();
    const offered = [...view.legal, ...view.declined.map((d) => d.action)];
    const read = offered.map((action) => formatLabel(actionLabel(asTallyAction(action)!), t, players));
    expect(read).toEqual(["Player Ana adds 1", "The turn passes on", "Player Ben adds 1"]);
    expect(formatLabel(actionLabel(asTallyAction(concede(1))!), t, players)).toBe("Player Ben concedes");
    expect(asTallyAction({ game: "other", type: "pass" } as never)).toBeNull();
  });
});

describe("the tally fixtures", () => {
  it("offer what the engine offers: the turn player's add and the pass, every other add declined", () => {
    const view = tallyView([add(0), pass]);
    expect(view.legal).toEqual([add(1), pass]);
    expect(view.declined.map((d) => [d.action, d.rule])).toEqual([[add(0), "TALLY-TURN-1"]]);
    expect(view.log.map((line) => line.label.key)).toEqual(["tally.log.add", "tally.log.pass"]);
  });

  it("end at the target, offering nothing more", () => {
    const view = tallyView([add(0, 10)]);
    expect(view.outcome?.winners).toEqual([0]);
    expect(view.outcome?.rule).toBe("TALLY-WIN-1");
    expect(view.legal).toEqual([]);
    expect(view.declined).toEqual([]);
  });

  it("start a new turn when the turn comes back to the first seat", () => {
    const view = tallyView([pass, pass]);
    expect(view.log.map((line) => line.turn)).toEqual([1, 1]);
    expect((view.state as unknown as { turn: number; active: number }).turn).toBe(2);
  });
});
