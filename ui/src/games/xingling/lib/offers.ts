// What the engine offers the 星灵 table now, read from its legal actions: the UI knows no rules
// (STYLE.md 13). Attacks are offered target by target, only those in range (XL-ATK-1), so the
// seats an attacking 星灵 can reach are the targets of its offers.

import type { GameAction, XinglingAction, XinglingState } from "../../../lib/bindings";

/** A 星灵 action as the table sends it. */
export type Play = GameAction & { game: "xingling" };

export function play(action: XinglingAction): Play {
  return { game: "xingling", ...action } as Play;
}

function offers(legal: readonly GameAction[]): XinglingAction[] {
  return legal.filter((a): a is Play => a.game === "xingling");
}

/** The seats the engine lets `player`'s field 星灵 `spirit` attack now. */
export function attackTargets(legal: readonly GameAction[], player: number, spirit: number): Set<number> {
  const targets = new Set<number>();
  for (const a of offers(legal)) {
    if (a.type === "attack" && a.player === player && a.spirit === spirit) targets.add(a.target);
  }
  return targets;
}

/** Whether the engine offers any attack for `player`'s field 星灵 `spirit`. */
export function canAttack(legal: readonly GameAction[], player: number, spirit: number): boolean {
  return attackTargets(legal, player, spirit).size > 0;
}

/** How a seat looks while a 星灵 picks its target: offered, not offered, or the attacker's own. */
export type TargetLook = "in" | "out" | "self";

export function targetLook(legal: readonly GameAction[], attacker: { player: number; spirit: number }, seat: number): TargetLook {
  if (seat === attacker.player) return "self";
  return attackTargets(legal, attacker.player, attacker.spirit).has(seat) ? "in" : "out";
}

/** Who a damage comes from: the seat the table chose, else the player whose turn it is (XL-KO-3). */
export function damageSource(state: Pick<XinglingState, "active" | "players">, chosen: number | null): number {
  return chosen !== null && chosen < state.players.length ? chosen : state.active;
}

/** The engine's distance from `from` (a phone's own seat; the active player's by default) to
 * `seat` (XL-SEAT-1); null when either is knocked out. */
export function distanceOf(
  state: Pick<XinglingState, "distances" | "active">,
  seat: number,
  from: number | null = null,
): number | null {
  return state.distances[from ?? state.active]?.[seat] ?? null;
}

/** How many of `from`'s field 星灵 have `seat` within their attack range (XL-ATK-1), as the
 * engine counts them; `from` a phone's own seat, the active player's by default. */
export function reachOf(
  state: Pick<XinglingState, "reach" | "active">,
  seat: number,
  from: number | null = null,
): number {
  const by = from ?? state.active;
  return by === seat ? 0 : (state.reach[by]?.[seat] ?? 0);
}

/** Whether a summon can still be tried as the engine offers it (with the field full, the table
 * picks which 星灵 goes first, and the engine's offer has none: the control is not dimmed). */
export function summonOffer(state: XinglingState, player: number, standby: number, payment: "ling" | "discard"): Play | null {
  const full = (state.players[player]?.field.length ?? 0) >= state.rules.field_limit;
  return full ? null : play({ type: "summon", player, standby, payment, replace: null });
}
