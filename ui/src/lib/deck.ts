// A deck being built on the card screen: cards and counts, and the deck file the engine
// checks. Legality is the engine's call (the check command); this only adds and counts.

import type { CardInfo, DeckFile, DeckId, GameId, SaveDeck, SavedDeck, SavedDeckCard } from "./bindings";

export interface DeckLine {
  /** The card's ID in the card data. */
  id: string;
  name: string;
  count: number;
  /** The game's card type; empty when the card data no longer has the card. */
  kind: string;
  /** The game's own fields, which its deck shape reads (cost, colours, stats). */
  attributes: unknown;
  /** The part of the deck it goes to, as the engine's deck check counts it; null when unknown. */
  zone: string | null;
}

/** The deck with one more copy of `card`, added at the end when new. */
export function addCard(
  deck: readonly DeckLine[],
  card: Pick<CardInfo, "id" | "name"> & Partial<Pick<CardInfo, "kind" | "attributes" | "zone">>,
): DeckLine[] {
  if (deck.some((line) => line.id === card.id)) return changeCount(deck, card.id, 1);
  const line = {
    id: card.id,
    name: card.name,
    count: 1,
    kind: card.kind ?? "",
    attributes: card.attributes ?? {},
    zone: card.zone ?? null,
  };
  return [...deck, line];
}

/** The deck with `id`'s count moved by `delta`; a line at zero leaves the deck. */
export function changeCount(deck: readonly DeckLine[], id: string, delta: number): DeckLine[] {
  return deck
    .map((line) => (line.id === id ? { ...line, count: line.count + delta } : line))
    .filter((line) => line.count > 0);
}

export function cardCount(deck: readonly DeckLine[]): number {
  return deck.reduce((sum, line) => sum + line.count, 0);
}

/** The deck as the file the engine checks; zones are left to the card kinds. */
export function deckFile(
  game: GameId,
  format: string,
  deck: readonly DeckLine[],
  options: { players?: number | null; date?: string | null } = {},
): DeckFile {
  const date = options.date?.trim() ?? "";
  return {
    game,
    format,
    players: options.players ?? null,
    date: date === "" ? null : date,
    cards: deck.map((line) => ({ card: line.id, count: line.count, zone: null })),
  };
}

/** A saved deck's cards (or a deck list's, as read) as lines to edit. */
export function linesOf(saved: Pick<SavedDeck, "cards"> | readonly SavedDeckCard[]): DeckLine[] {
  const cards = "cards" in saved ? saved.cards : saved;
  return cards.map((card) => ({
    id: card.card_id,
    name: card.name,
    count: card.count,
    kind: card.kind,
    attributes: card.attributes,
    zone: card.zone,
  }));
}

/** What the save command takes: `id` replaces that saved deck, null saves a new one. */
export function toSave(
  game: GameId,
  id: DeckId | null,
  name: string,
  format: string | null,
  deck: readonly DeckLine[],
  maybe: readonly DeckLine[] = [],
): SaveDeck {
  const entries = (lines: readonly DeckLine[]) => lines.map((line) => ({ card_id: line.id, count: line.count }));
  return {
    id,
    game,
    name: name.trim(),
    format,
    cards: entries(deck),
    maybe: entries(maybe),
  };
}
