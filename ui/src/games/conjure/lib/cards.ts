// A creature picked from the card data, as the summon form fills it in. The attributes of a
// Conjure creature are the engine's creature card without its name, so abilities, upkeep and
// the Lord mark come along with the numbers the form shows.

import type { CardInfo, ConjureCreatureCard, CrystalColor } from "../../../lib/bindings";

const COLORS: readonly CrystalColor[] = ["black", "blue", "green", "red"];

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** The creature card of a database card, or null for any other kind of card. */
export function creatureOf(card: CardInfo): ConjureCreatureCard | null {
  if (card.game !== "conjure" || card.kind !== "creature") return null;
  const a = (card.attributes ?? {}) as Record<string, unknown>;
  const colors = Array.isArray(a.colors) ? a.colors.filter((c): c is CrystalColor => COLORS.includes(c as CrystalColor)) : [];
  const out: ConjureCreatureCard = {
    card: card.id,
    name: card.name,
    colors,
    cost: count(a.cost),
    power: count(a.power),
    defense: count(a.defense),
  };
  if (Array.isArray(a.keywords)) out.keywords = a.keywords as ConjureCreatureCard["keywords"];
  if (typeof a.lord === "boolean") out.lord = a.lord;
  if (typeof a.upkeep === "number") out.upkeep = count(a.upkeep);
  if (Array.isArray(a.abilities)) out.abilities = a.abilities as ConjureCreatureCard["abilities"];
  return out;
}

/** The keyword toggles and numbers of the form, read back from a card's keywords. */
export function keywordFields(card: ConjureCreatureCard): { flags: string[]; corrupt: number; peek: number } {
  const flags: string[] = [];
  let corrupt = 0;
  let peek = 0;
  for (const k of card.keywords ?? []) {
    if (typeof k === "string") flags.push(k);
    else if ("corrupt" in k) corrupt = k.corrupt;
    else if ("peek" in k) peek = k.peek;
  }
  return { flags, corrupt, peek };
}
