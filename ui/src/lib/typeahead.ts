// Cards offered as their name is typed (the Cast sheet, the summon form): the card data is asked
// after a short pause, at most a few cards are kept, and an answer to older text never replaces
// the answer to newer text.

import { api } from "./api";
import type { CardInfo, GameId } from "./bindings";

export type Search = (game: GameId, query: string, limit: number) => Promise<CardInfo[]>;

export interface TypeaheadOptions<T> {
  game: GameId;
  /** What the form offers for a found card, or null to leave the card out. */
  read: (card: CardInfo) => T | null;
  /** How many to offer: a glance, not a catalog. */
  max?: number;
  /** Typing pauses this long before the card data is asked. */
  delayMs?: number;
  /** Texts shorter than this offer nothing. */
  minLength?: number;
  search?: Search;
  show: (found: T[]) => void;
}

export interface Typeahead {
  /** The text as it stands now. */
  ask(text: string): void;
  /** Forgets a pending question and clears the offers. */
  clear(): void;
}

/** The cards a search finds: none for text that does not read as a search. */
const foundCards: Search = (game, query, limit) => api.searchCards(game, query, limit).then((found) => found.cards);

export function typeahead<T>(options: TypeaheadOptions<T>): Typeahead {
  const { game, read, show, max = 5, delayMs = 150, minLength = 2, search = foundCards } = options;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function clear(): void {
    asked += 1;
    clearTimeout(timer);
    show([]);
  }

  function ask(text: string): void {
    const wanted = text.trim();
    if (wanted.length < minLength) {
      clear();
      return;
    }
    clearTimeout(timer);
    const ticket = ++asked;
    timer = setTimeout(() => {
      // Some found cards are left out by `read`: ask for more than are shown.
      search(game, wanted, max * 2)
        .then((cards) => {
          if (ticket !== asked) return;
          show(cards.map(read).filter((c): c is T => c !== null).slice(0, max));
        })
        .catch(() => {
          if (ticket === asked) show([]);
        });
    }, delayMs);
  }

  return { ask, clear };
}
