import { describe, expect, it } from "vitest";
import type { Player } from "./bindings";
import { byRecent, suggestNames } from "./roster";

const player = (id: number, name: string, last: number | null, matches = 1): Player => ({
  id,
  name,
  matches,
  last_played_ms: last,
});

const roster = [player(1, "Ben", 10), player(2, "Ana", 30), player(3, "Joanna", 20), player(4, "Zoe", null, 0)];

describe("byRecent", () => {
  it("puts the last seen first", () => {
    expect(byRecent(roster).map((p) => p.name)).toEqual(["Ana", "Joanna", "Ben", "Zoe"]);
  });
});

describe("suggestNames", () => {
  it("offers the most recent names when nothing is typed", () => {
    expect(suggestNames(roster, "", [], [], 2)).toEqual(["Ana", "Joanna"]);
  });

  it("takes a placeholder name for nothing typed", () => {
    expect(suggestNames(roster, "Player 2", [], ["Player 1", "Player 2"], 2)).toEqual(["Ana", "Joanna"]);
  });

  it("offers names starting with the text first, then containing it, any case", () => {
    expect(suggestNames(roster, "an", [], [])).toEqual(["Ana", "Joanna"]);
    expect(suggestNames(roster, "o", [], [])).toEqual(["Joanna", "Zoe"]);
  });

  it("leaves out names other seats took and the name as typed", () => {
    expect(suggestNames(roster, "", ["ana"], [])).toEqual(["Joanna", "Ben", "Zoe"]);
    expect(suggestNames(roster, "Ben", [], [])).toEqual([]);
  });
});
