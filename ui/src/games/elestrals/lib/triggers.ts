// Conditional effects waiting for the next chain (ELE-CHAIN-5): each player orders their own.
// These helpers only build the order the engine asks for; whether it is accepted is its call.

import type { Chain, ElestralsLink, QueuedTrigger } from "../../../lib/bindings";

/** A waiting effect with its place among its controller's waiting effects. */
export interface WaitingEffect {
  trigger: QueuedTrigger<ElestralsLink>;
  /** Position among the same player's waiting effects, as `reorder_triggers` counts it. */
  index: number;
  /** How many waiting effects that player has. */
  of: number;
}

/** The waiting effects in the engine's order, each with its place among its player's. */
export function waitingEffects(chain: Chain<ElestralsLink>): WaitingEffect[] {
  const seen = new Map<number, number>();
  const counts = new Map<number, number>();
  for (const q of chain.queued_triggers) counts.set(q.controller, (counts.get(q.controller) ?? 0) + 1);
  return chain.queued_triggers.map((trigger) => {
    const index = seen.get(trigger.controller) ?? 0;
    seen.set(trigger.controller, index + 1);
    return { trigger, index, of: counts.get(trigger.controller) ?? 0 };
  });
}

/**
 * The `order` for `reorder_triggers` that moves the player's effect at `index` by `delta`
 * places (−1 earlier, +1 later): `order[i]` is the current position of the effect that should
 * come i-th. Null when the move would leave the list.
 */
export function moveEffect(count: number, index: number, delta: number): number[] | null {
  const target = index + delta;
  if (index < 0 || index >= count || target < 0 || target >= count) return null;
  const order = Array.from({ length: count }, (_, i) => i);
  order.splice(index, 1);
  order.splice(target, 0, index);
  return order;
}
