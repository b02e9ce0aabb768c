// The engine's one chain (`engine::chain`) as every game's table reads it: the stack newest
// first, who holds priority, and how much is left to resolve. One game's chain differs from
// another's only in its links' payloads, which its own table draws.

import type { Chain, Link } from "./bindings";

/** The links, newest first (the top of the stack). */
export function stack<P>(chain: Chain<P>): Link<P>[] {
  return [...chain.links].reverse();
}

/** Who holds priority while the chain is open; `null` once it is closed. The engine sends the
 * order priority goes round and where in it the chain stands, not the holder as such. */
export function priorityHolder<P>(chain: Chain<P>): number | null {
  if (chain.phase !== "open") return null;
  return chain.priority_order[chain.priority_index] ?? null;
}

/** Links not yet resolved (or spent as fizzled). */
export function pendingCount<P>(chain: Chain<P>): number {
  return chain.links.filter((link) => !link.spent).length;
}
