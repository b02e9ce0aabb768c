// An Elestrals card as the deck builder shows it: the deck's two parts (the engine puts Spirits
// in the Spirit Deck and every other card in the Main Deck); the cost is the Spirits paid (each
// an element, or Omni for any), and an Elestral's Attack and Defense are its stats.

import type { CardColor, CardFace, DeckShape } from "../../plugin";

export const SECTIONS = [
  { id: "main", label: "elestrals.builder.main" },
  { id: "spirit", label: "elestrals.builder.spirit" },
] as const;

function color(element: string): CardColor {
  if (element === "omni") return { id: "omni", label: "elestrals.omni", color: "var(--el-omni)" };
  return { id: element, label: `elestrals.elements.${element}`, color: `var(--el-${element})` };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export function cardFace(card: { kind: string; attributes: unknown }): CardFace {
  const fields = (card.attributes ?? {}) as Record<string, unknown>;
  const spirit = card.kind === "spirit";
  const cost = strings(fields.cost);
  const stats = (["attack", "defense"] as const).flatMap((stat) =>
    typeof fields[stat] === "number" ? [{ label: `elestrals.stats.${stat}`, value: fields[stat] as number }] : [],
  );
  return {
    // A Spirit is what pays; it is never cast, so it stays off the curve.
    cost: spirit ? null : cost.length,
    costColors: cost.map(color),
    colors: strings(fields.elements).map(color),
    stats,
    printing: typeof fields.set_number === "string" && fields.set_number !== "" ? fields.set_number : null,
  };
}

/** An odds group in words: its element, its cost or a stat with its number, its rarity. */
export function groupName(
  field: string,
  value: string,
  t: (key: string, values?: Record<string, unknown>) => string,
): string | null {
  const element = () => (value === "omni" ? t("elestrals.omni") : t(`elestrals.elements.${value}`));
  switch (field) {
    case "element":
      return element();
    case "pays":
      return t("elestrals.odds.pays", { element: element() });
    case "cost":
    case "attack":
    case "defense":
    case "rarity":
    case "set":
      return t(`elestrals.odds.${field}`, { value });
    case "subclass":
      return value;
    default:
      return null;
  }
}

export const deckShape: DeckShape = { sections: SECTIONS, face: cardFace, groupName };
