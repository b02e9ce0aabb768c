// A card picked from the card database, as the Cast sheet fills it in: the attributes of an
// Elestrals card are the card in the engine's model, so the face is read from them.

import type {
  CardInfo,
  ElestralsCardClass,
  ElestralsCardFace,
  ElestralsCostSymbol,
  ElestralsElement,
} from "../../../lib/bindings";
import { COST_SYMBOLS, ELEMENTS } from "./spirits";

const CLASSES: readonly ElestralsCardClass[] = [
  "spirit",
  "elestral",
  "rune_invoke",
  "rune_counter",
  "rune_artifact",
  "rune_divine",
  "rune_stadium",
];

function list<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is T => allowed.includes(v as T));
}

function stat(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The face of a database card, or null when it is not an Elestrals card the table can play. */
export function faceOf(card: CardInfo): ElestralsCardFace | null {
  if (card.game !== "elestrals") return null;
  const a = (card.attributes ?? {}) as Record<string, unknown>;
  const cls = CLASSES.find((c) => c === a.class);
  // Spirits are not Cast or Set: they pay for what is.
  if (cls === undefined || cls === "spirit") return null;
  return {
    card_id: card.id,
    name: card.name,
    class: cls,
    elements: list<ElestralsElement>(a.elements, ELEMENTS),
    cost: list<ElestralsCostSymbol>(a.cost, COST_SYMBOLS),
    attack: cls === "elestral" ? stat(a.attack) : null,
    defense: cls === "elestral" ? stat(a.defense) : null,
  };
}
