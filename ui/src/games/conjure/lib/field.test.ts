import { describe, expect, it } from "vitest";
import type { ConjureCombatOutcome, ConjureCreature, ConjurePendingCombat, ConjureTower } from "../../../lib/bindings";
import { buildAttacks, buildKeywords, defenderOf, groupByTower, keywordParts, stats, summarize } from "./field";

function creature(id: number, controller: number, tower: number | null): ConjureCreature {
  return {
    id,
    card: { name: `C${id}`, colors: ["red"], cost: 1, power: 3, defense: 4 },
    owner: controller,
    controller,
    tower,
    twisted: false,
    disoriented: false,
    damage: 1,
    power_bonus: 1,
    defense_bonus: 0,
  } as unknown as ConjureCreature;
}

const towers: ConjureTower[] = [
  { crystal: "black", controller: 0 },
  { crystal: "blue", controller: 1 },
  { crystal: "red", controller: 0 },
];

describe("groupByTower", () => {
  it("puts each creature under its tower and the rest on the front line", () => {
    const groups = groupByTower(towers, [creature(1, 0, 0), creature(2, 0, null), creature(3, 1, 1), creature(4, 0, 2)], 0);
    expect(groups.map((g) => [g.tower, g.creatures.map((c) => c.id)])).toEqual([
      [0, [1]],
      [2, [4]],
      [null, [2]],
    ]);
  });
});

describe("stats", () => {
  it("adds bonuses and subtracts damage from defense", () => {
    expect(stats(creature(1, 0, null))).toEqual({ power: 4, defense: 4, left: 3 });
  });
});

describe("keywords", () => {
  it("builds and reads numbered keywords", () => {
    const k = buildKeywords(["flying", "deadly"], 2, 0);
    expect(k).toEqual(["flying", "deadly", { corrupt: 2 }]);
    expect(keywordParts({ peek: 3 })).toEqual({ key: "peek", n: 3 });
    expect(keywordParts("evade")).toEqual({ key: "evade", n: null });
  });
});

describe("buildAttacks", () => {
  it("orders attacks by attacker", () => {
    const m = new Map([
      [5, { type: "player" as const, player: 1 }],
      [2, { type: "creature" as const, creature: 9 }],
    ]);
    expect(buildAttacks(m)).toEqual([
      { attacker: 2, target: { type: "creature", creature: 9 } },
      { attacker: 5, target: { type: "player", player: 1 } },
    ]);
  });
});

describe("summarize", () => {
  it("lists deaths, player damage and towers", () => {
    const outcome: ConjureCombatOutcome = {
      creatures: [
        { creature: 1, dealt: 3, taken: 4, damage_after: 4, corrupted: 0, deadly: false, dies: true },
        { creature: 2, dealt: 4, taken: 3, damage_after: 3, corrupted: 0, deadly: false, dies: false },
      ],
      players: [{ player: 1, damage: 2, life_gained: 0, life_after: 28 }],
      monsters: [],
      towers: [{ tower: 3, from: 1, to: 0, guards: [2] }],
      damage_dealt: 5,
    };
    expect(summarize(outcome)).toEqual({
      damage: 5,
      deaths: [1],
      players: [{ player: 1, damage: 2, life_gained: 0, life_after: 28 }],
      towers: [{ tower: 3, from: 1, to: 0 }],
    });
  });
});

describe("defenderOf", () => {
  const pending = (targets: ConjurePendingCombat["attacks"][number]["target"][]): ConjurePendingCombat =>
    ({
      player: 0,
      attacks: targets.map((target, i) => ({ attacker: i + 1, target, blocker: null })),
      outcome: { creatures: [], players: [], monsters: [], towers: [] },
    }) as unknown as ConjurePendingCombat;

  it("is the one player the attacks are at (CTC-COMBAT-2: they assign the blockers)", () => {
    const two = pending([
      { type: "player", player: 2 },
      { type: "player", player: 2 },
    ]);
    expect(defenderOf(two)).toBe(2);
  });

  it("is nobody when the attacks are at creatures or at several players", () => {
    expect(defenderOf(pending([{ type: "creature", creature: 7 }]))).toBeNull();
    expect(
      defenderOf(
        pending([
          { type: "player", player: 1 },
          { type: "player", player: 2 },
        ]),
      ),
    ).toBeNull();
  });
});
