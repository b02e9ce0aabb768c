// What a game plugs into the app: everything shared code may ask of a game, so that no shared
// file names one. Each game's folder exports one `GamePlugin` from its `index.ts`, and
// `games/index.ts` lists them.

import type { GameId, Label } from "../lib/bindings";
import type { Translate } from "../lib/translate";
import type { Loader } from "../lib/lazy";
import type { MatchSession } from "../lib/session.svelte";

/** An i18next catalog: nested objects of strings. */
export type Catalog = Record<string, unknown>;

/** What the app hands a table screen. */
export type TableProps = {
  session: MatchSession;
  onhome: () => void;
  onsettings: () => void;
};

/**
 * How the game's labels read beyond the shared rules (seats, dice, nested labels). They apply to
 * the game's own labels: those whose key names the game first or second (`<id>.action.draw`,
 * `refusal.<id>.wrong_phase`).
 */
export interface LabelRules {
  /**
   * Arguments whose text value is a word of the game's vocabulary (a phase, a color): the
   * catalog namespace the word is found in, e.g. `{ phase: "phases" }`.
   */
  words: Readonly<Record<string, string>>;
  /** Number arguments besides `player`, `winner` and `holder` that name a seat (`target`, `source`). */
  seats?: readonly string[];
  /** The sentence for a label whose arguments pick one; undefined keeps the label's key. */
  catalogKey?: (label: Label) => string | undefined;
  /** A text argument the game words its own way (e.g. a list of colors); undefined otherwise. */
  formatArg?: (name: string, value: string, t: Translate) => string | undefined;
  /** A whole label the game words its own way (e.g. a count per kind); undefined otherwise. */
  format?: (label: Label, t: Translate) => string | undefined;
}

/** What a deck check needs beyond the format and the cards: the players at the table, or the day. */
export type DeckCheckInput = "players" | "date";

/** A colour of the game (an element, a crystal): its name's catalog key and its CSS colour. */
export interface CardColor {
  id: string;
  label: string;
  color: string;
}

/** A number printed on a card (attack, defense): its name's catalog key and its value. */
export interface CardStat {
  label: string;
  value: number;
}

/** What the deck builder shows of a card, read from its kind and the game's own fields. */
export interface CardFace {
  /** What casting it costs, for the cost curve; null for a card that is never cast. */
  cost: number | null;
  /** The cost's symbols in order, where the cost is paid in colours. */
  costColors: CardColor[];
  /** The card's own colours (its elements, its crystals). */
  colors: CardColor[];
  stats: CardStat[];
  /** Which printing it is where one card is printed more than once (its set number), shown
   * beside its kind so two printings of one name tell apart; null where the game has none. */
  printing?: string | null;
}

/** How the game's decks are built: their parts, in order, and what a card shows. */
export interface DeckShape {
  /**
   * Each part's ID (the engine's zone: a card's `zone` says which part it goes to) and its
   * name's catalog key ("Main Deck", "Spirit Deck").
   */
  sections: readonly { id: string; label: string }[];
  face: (card: { kind: string; attributes: unknown }) => CardFace;
  /**
   * A group of the deck's cards sharing a search field's value (the draw odds' groups), in
   * words: "Fire", "Cost 2"; null for a field the game does not name (its value is shown).
   */
  groupName?: (field: string, value: string, t: (key: string, values?: Record<string, unknown>) => string) => string | null;
}

/**
 * How the new-match form shows a number of the format the table may change for one match (a
 * house rule, such as a starting life of 40). Which numbers may change and their bounds are the
 * engine's (`GameInfo.house_rules`); the form offers one where both name it and the chosen
 * format sets it, and the engine checks it as it checks the format's own numbers.
 */
export interface HouseRule {
  /** The rule's name in the format's rules (`starting_life`). */
  rule: string;
  /** Its name's catalog key. */
  label: string;
  /** What one tap of − or + changes. */
  step: number;
}

export interface GamePlugin {
  id: GameId;
  /**
   * The table screen, loaded when a match of the game is first opened; absent while this
   * version has none (the game cannot be started).
   */
  table?: Loader<TableProps>;
  /**
   * The game's catalogs: its name and blurb (`games.<id>.name`, `games.<id>.blurb`) and every
   * text of its own. They are merged into the one catalog, so keys keep their full paths.
   */
  catalogs: { en: Catalog; zh: Catalog };
  /**
   * The card screen's view of the game's cards: searched, built into decks and checked. Absent:
   * the screen does not offer the game. Whether a card list can be imported is the engine's
   * (`GameInfo.has_cards`).
   */
  cards?: {
    deckCheck?: DeckCheckInput;
    /** The catalog namespace holding the names of the game's card kinds (`<namespace>.<kind>`). */
    kinds?: string;
    /** The deck builder's view of the game's decks; absent: one list, cards by name only. */
    deck?: DeckShape;
  };
  labels?: LabelRules;
  /** The format's numbers a table may change before a match; absent: none. */
  houseRules?: readonly HouseRule[];
}
