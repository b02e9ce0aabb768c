import { describe, expect, it } from "vitest";
import { duel, player, soul } from "./fixtures";
import { findSoul, rememberNames, soulsOnField } from "./souls";

describe("Souls on the board", () => {
  const slots = player("Ben").slots.map((s, i) => (i === 4 ? { ...s, soul: soul(2, "Knight", { rank: 2 }) } : s));
  const game = duel({ players: [player("Ana"), player("Ben", { slots })] });

  it("are found by the ID of their stay", () => {
    expect(findSoul(game, 2)).toMatchObject({ seat: 1, slot: 4, soul: { name: "Knight" } });
    expect(findSoul(game, 3)).toBeNull();
    expect(soulsOnField(game)).toHaveLength(1);
  });

  it("leave their names behind for the Cascade once they are gone", () => {
    const known = rememberNames({ 1: "Scout" }, game);
    expect(known).toEqual({ 1: "Scout", 2: "Knight" });
    expect(rememberNames(known, game)).toBe(known);
  });
});
