// The chain's buttons as a table draws them (components/ChainStack.svelte), each built once per
// drawing with whether it is dimmed and why (`control`): a tap sends the very action the button
// was dimmed by, so what the table checked and what it sends cannot drift apart.

import type { Chain, Declined, GameAction } from "./bindings";
import { pendingCount, priorityHolder } from "./chain";
import { control, type Control } from "./legal";

/** A game's chain actions; `all` resolves the whole chain where the game can. */
export interface ChainActions {
  pass: (seat: number) => GameAction;
  close: GameAction;
  next: GameAction;
  all?: GameAction;
}

export interface ChainControls {
  /** The priority holder's pass, and closing the chain: only while someone holds priority. */
  pass: Control | null;
  close: Control | null;
  /** Resolving the next link, and the whole chain where the game can: while links are left. */
  next: Control | null;
  all: Control | null;
  /** The first of pass, close and next shown dimmed with a reason, which the chain says under
   * its buttons where there is room. */
  firstWhy: Control | null;
}

/** The chain's controls now, each action built once. */
export function chainControls<P>(
  chain: Chain<P>,
  legal: readonly GameAction[],
  declined: readonly Declined[],
  actions: ChainActions,
): ChainControls {
  const holder = priorityHolder(chain);
  const open = chain.phase === "open" && holder !== null;
  const resolving = chain.phase !== "done" && pendingCount(chain) > 0;
  const pass = open ? control(legal, actions.pass(holder), { declined }) : null;
  const close = open ? control(legal, actions.close, { declined }) : null;
  const next = resolving ? control(legal, actions.next, { declined }) : null;
  const all = resolving && actions.all !== undefined ? control(legal, actions.all, { declined }) : null;
  const firstWhy = [pass, close, next].find((c) => c !== null && c.dimmed && c.why !== null) ?? null;
  return { pass, close, next, all, firstWhy };
}
