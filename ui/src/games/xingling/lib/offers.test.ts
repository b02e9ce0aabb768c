import { describe, expect, it } from "vitest";
import type { GameAction } from "../../../lib/bindings";
import { add, pass } from "../../tally/fixtures";
import { fiveAtPlay } from "./fixtures";
import { attackTargets, canAttack, damageSource, distanceOf, reachOf, summonOffer, targetLook } from "./offers";

const attack = (spirit: number, target: number): GameAction => ({ game: "xingling", type: "attack", player: 0, spirit, target });

describe("attack offers", () => {
  const legal: GameAction[] = [{ game: "xingling", type: "next_phase" }, attack(0, 1), attack(0, 4), attack(1, 2)];

  it("are the targets the engine keeps for that 星灵", () => {
    expect([...attackTargets(legal, 0, 0)].sort()).toEqual([1, 4]);
    expect([...attackTargets(legal, 0, 1)]).toEqual([2]);
    expect(canAttack(legal, 0, 2)).toBe(false);
  });

  it("light the seats in range and grey the others", () => {
    const attacker = { player: 0, spirit: 0 };
    expect([0, 1, 2, 3, 4].map((s) => targetLook(legal, attacker, s))).toEqual(["self", "in", "out", "out", "in"]);
  });

  it("ignore other games' actions", () => {
    expect(attackTargets([add(0), pass], 0, 0).size).toBe(0);
  });
});

describe("damageSource", () => {
  it("is the active player unless the table picked another seat", () => {
    const state = fiveAtPlay();
    expect(damageSource(state, null)).toBe(0);
    expect(damageSource(state, 3)).toBe(3);
    expect(damageSource({ ...state, active: 2 }, null)).toBe(2);
    expect(damageSource(state, 9)).toBe(0);
  });
});

describe("distanceOf", () => {
  // Five seats, C (2) knocked out: distances between every two, as the engine gives them.
  const distances = [
    [0, 1, null, 2, 1],
    [1, 0, null, 1, 2],
    [null, null, null, null, null],
    [2, 1, null, 0, 1],
    [1, 2, null, 1, 0],
  ];

  it("reads the engine's distance from the active player, none for a knocked-out seat", () => {
    const state = { ...fiveAtPlay(), active: 0, distances };
    expect(distanceOf(state, 3)).toBe(2);
    expect(distanceOf(state, 2)).toBeNull();
    expect(distanceOf(state, 7)).toBeNull();
  });

  it("reads it from a phone's own seat when one is given", () => {
    const state = { ...fiveAtPlay(), active: 0, distances };
    expect(distanceOf(state, 4, 3)).toBe(1);
    expect(distanceOf(state, 0, 1)).toBe(1);
    expect(distanceOf(state, 0, 2)).toBeNull();
  });
});

describe("summonOffer", () => {
  it("is the engine's summon without a replacement while the field has room", () => {
    const state = fiveAtPlay();
    expect(summonOffer(state, 0, 1, "ling")).toEqual({
      game: "xingling",
      type: "summon",
      player: 0,
      standby: 1,
      payment: "ling",
      replace: null,
    });
  });

  it("is none with a full field: the table picks which 星灵 leaves first", () => {
    const state = fiveAtPlay();
    const spirit = { name: "火", cost: 1, range: 1, gentle: false, sideways: false, attached: 0 };
    state.players[0]!.field = [spirit, spirit, spirit];
    expect(summonOffer(state, 0, 0, "discard")).toBeNull();
  });
});

describe("reachOf", () => {
  // A's 星灵 reach B and E; D's reach C; as the engine counts them.
  const reach = [
    [0, 1, 0, 0, 2],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 1, 0, 0],
    [0, 0, 0, 0, 0],
  ];

  it("counts the 星灵 of the active player that reach a seat", () => {
    const state = { ...fiveAtPlay(), active: 0, reach };
    expect(reachOf(state, 4)).toBe(2);
    expect(reachOf(state, 2)).toBe(0);
    expect(reachOf(state, 0)).toBe(0);
  });

  it("counts from a phone's own seat, and who reaches that seat", () => {
    const state = { ...fiveAtPlay(), active: 0, reach };
    expect(reachOf(state, 2, 3)).toBe(1);
    expect(reachOf(state, 3, 2)).toBe(0);
    expect(reachOf(state, 1, 0)).toBe(1);
    expect(reachOf(state, 9, 3)).toBe(0);
  });
});
