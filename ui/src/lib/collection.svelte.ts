// The cards of a game the player owns, as the card screen shows them: read once per game,
// changed a tap at a time through the store (which checks every count), and read again after
// a list is imported. Owned counts are the store's; this only keeps the last answer.

import { api } from "./api";
import type { GameId, SavedDeckCard } from "./bindings";

export class Collection {
  /** The owned cards with their names, by card ID. */
  cards = $state<readonly SavedDeckCard[]>([]);
  /** Copies owned, by card ID; a card not owned is absent. */
  owned: ReadonlyMap<string, number> = $derived(ownedById(this.cards));
  #game: GameId | null = null;

  /** Copies owned in all, and how many different cards. */
  get total(): number {
    return this.cards.reduce((sum, card) => sum + card.count, 0);
  }

  async load(game: GameId): Promise<void> {
    this.#game = game;
    const found = await api.collection(game);
    if (this.#game !== game) return;
    this.cards = found;
  }

  /** Sets a card's count (0 takes it out) and reads the collection back. */
  async set(cardId: string, count: number): Promise<void> {
    const game = this.#game;
    if (game === null) return;
    await api.setOwned(game, cardId, Math.max(0, count));
    await this.load(game);
  }

  countOf(cardId: string): number {
    return this.owned.get(cardId) ?? 0;
  }
}

export function ownedById(cards: readonly SavedDeckCard[]): Map<string, number> {
  return new Map(cards.map((card) => [card.card_id, card.count]));
}
