// The Cascade as the table shows it (CDX-CASCADE-1): newest link on top, who holds priority
// (read from the chain's fields: the engine does not send it as such), and where each effect
// came from, also when its Soul has left the field.

import type { Chain, CodexCascadeLink, CodexState, Link } from "../../../lib/bindings";
import { findSoul } from "./souls";

/** The links, newest first. */
export function stack(chain: Chain<CodexCascadeLink>): Link<CodexCascadeLink>[] {
  return [...chain.links].reverse();
}

/** Who holds priority while the Cascade is open; null once it is closed. */
export function priorityHolder(chain: Chain<CodexCascadeLink>): number | null {
  if (chain.phase !== "open") return null;
  return chain.priority_order[chain.priority_index] ?? null;
}

/** Links not yet resolved (or spent as fizzled). */
export function pendingCount(chain: Chain<CodexCascadeLink>): number {
  return chain.links.filter((l) => !l.spent).length;
}

export type LinkSource =
  | { kind: "hand" }
  | { kind: "soul"; name: string }
  | { kind: "gone"; name: string | null };

/** Where a link's effect came from: the hand, a Soul on the field, or a Soul that left it. */
export function linkSource(
  game: CodexState,
  link: Link<CodexCascadeLink>,
  names: Readonly<Record<number, string>>,
): LinkSource {
  const id = link.payload.source;
  if (id === null) return { kind: "hand" };
  const placed = findSoul(game, id);
  if (placed !== null) return { kind: "soul", name: placed.soul.name };
  return { kind: "gone", name: names[id] ?? null };
}
