// The Cascade as the table shows it (CDX-CASCADE-1): where each effect came from, also when its
// Soul has left the field. The stack and who holds priority are every chain's (`lib/chain.ts`).

import type { CodexCascadeLink, CodexState, Link } from "../../../lib/bindings";
import { findSoul } from "./souls";

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
