// A Conjure card as the deck builder shows it: the deck's parts (the engine puts Chaos cards
// in the Chaos deck and the rest in the player's deck); a creature costs a number of crystals
// of its colours and has Power and Defense; a tower belongs to one crystal.

import type { CardColor, CardFace, DeckShape } from "../../plugin";

export const SECTIONS = [
  { id: "player", label: "conjure.builder.player" },
  { id: "chaos", label: "conjure.builder.chaos" },
] as const;

function color(crystal: string): CardColor {
  return { id: crystal, label: `conjure.builder.colors.${crystal}`, color: `var(--crystal-${crystal})` };
}

export function cardFace(card: { kind: string; attributes: unknown }): CardFace {
  const fields = (card.attributes ?? {}) as Record<string, unknown>;
  const colors = Array.isArray(fields.colors)
    ? fields.colors.filter((c): c is string => typeof c === "string")
    : typeof fields.crystal === "string"
      ? [fields.crystal]
      : [];
  const stats = (["power", "defense"] as const).flatMap((stat) =>
    typeof fields[stat] === "number" ? [{ label: `conjure.builder.${stat}`, value: fields[stat] as number }] : [],
  );
  return {
    cost: typeof fields.cost === "number" ? fields.cost : null,
    costColors: [],
    colors: colors.map(color),
    stats,
  };
}

/** An odds group in words: its crystal colour, keyword or Chaos kind, or a number with its name. */
export function groupName(
  field: string,
  value: string,
  t: (key: string, values?: Record<string, unknown>) => string,
): string | null {
  switch (field) {
    case "color":
      return t(`conjure.builder.colors.${value}`);
    case "keyword":
      return t(`keywords.${value}`);
    case "chaos":
      return t(`chaos_kinds.${value}`);
    case "cost":
    case "power":
    case "defense":
    case "upkeep":
      return t(`conjure.odds.${field}`, { value });
    default:
      return null;
  }
}

export const deckShape: DeckShape = { sections: SECTIONS, face: cardFace, groupName };
