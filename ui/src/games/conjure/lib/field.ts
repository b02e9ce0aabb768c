// The Conjure field read for the screen: creatures grouped by the tower they guard, their stats
// after bonuses and damage, the declare_attack payload, and a combat outcome summed up.

import type {
  ConjureAttackDeclaration,
  ConjureCombatOutcome,
  ConjureCreature,
  ConjureKeyword,
  ConjurePendingCombat,
  ConjureTarget,
  ConjureTower,
} from "../../../lib/bindings";

export interface TowerGroup {
  /** Index into the towers, or `null` for the front line. */
  tower: number | null;
  crystal: ConjureTower["crystal"] | null;
  creatures: ConjureCreature[];
}

/** A player's towers in table order, each with its guards, then the front line. */
export function groupByTower(
  towers: readonly ConjureTower[],
  creatures: readonly ConjureCreature[],
  seat: number,
): TowerGroup[] {
  const mine = creatures.filter((c) => c.controller === seat);
  const groups: TowerGroup[] = towers.flatMap((tower, index) =>
    tower.controller === seat
      ? [{ tower: index, crystal: tower.crystal, creatures: mine.filter((c) => c.tower === index) }]
      : [],
  );
  const guarded = new Set(groups.map((g) => g.tower));
  groups.push({
    tower: null,
    crystal: null,
    creatures: mine.filter((c) => c.tower === null || !guarded.has(c.tower)),
  });
  return groups;
}

/** Power and defense with the lasting bonuses; `left` is the defense minus damage this turn. */
export function stats(c: ConjureCreature): { power: number; defense: number; left: number } {
  const power = c.card.power + c.power_bonus;
  const defense = c.card.defense + c.defense_bonus;
  return { power, defense, left: defense - c.damage };
}

/** A keyword as its catalog key and its number (Corrupt X, Peek X). */
export function keywordParts(k: ConjureKeyword): { key: string; n: number | null } {
  if (typeof k === "string") return { key: k, n: null };
  if ("corrupt" in k) return { key: "corrupt", n: k.corrupt };
  return { key: "peek", n: k.peek };
}

/** The keywords a typed card gets from the toggles and the Corrupt / Peek numbers (0 = none). */
export function buildKeywords(flags: readonly string[], corrupt: number, peek: number): ConjureKeyword[] {
  const simple = ["blitz", "rampage", "token", "life_leech", "flying", "deadly", "evade", "twist"] as const;
  const out: ConjureKeyword[] = simple.filter((k) => flags.includes(k));
  if (corrupt > 0) out.push({ corrupt: Math.trunc(corrupt) });
  if (peek > 0) out.push({ peek: Math.trunc(peek) });
  return out;
}

/** The attacks chosen on the sheet, attacker id → target, as `declare_attack` wants them. */
/**
 * The one player the pending attacks are at, who assigns the blockers (CTC-COMBAT-2): the
 * combat sheet faces them. Null when the attacks are at creatures only (the attacker confirms)
 * or at several players (the sheet stays with the attacker's turn).
 */
export function defenderOf(pending: ConjurePendingCombat): number | null {
  const seats = new Set(pending.attacks.flatMap((a) => (a.target.type === "player" ? [a.target.player] : [])));
  return seats.size === 1 ? (seats.values().next().value ?? null) : null;
}

export function buildAttacks(chosen: ReadonlyMap<number, ConjureTarget>): ConjureAttackDeclaration[] {
  return [...chosen.entries()]
    .sort(([a], [b]) => a - b)
    .map(([attacker, target]) => ({ attacker, target }));
}

export interface OutcomeSummary {
  damage: number;
  deaths: number[];
  players: { player: number; damage: number; life_gained: number; life_after: number }[];
  towers: { tower: number; from: number; to: number }[];
}

/** What a pending combat would do, for the lines above "Confirm". */
export function summarize(outcome: ConjureCombatOutcome): OutcomeSummary {
  return {
    damage: outcome.damage_dealt,
    deaths: outcome.creatures.filter((c) => c.dies).map((c) => c.creature),
    players: outcome.players.map(({ player, damage, life_gained, life_after }) => ({
      player,
      damage,
      life_gained,
      life_after,
    })),
    towers: outcome.towers.map(({ tower, from, to }) => ({ tower, from, to })),
  };
}
