// What the engine did on its own after the last action (a countdown going off, a relic changing
// hands), shown for a few seconds where the phase's hint is, in the strip facing the player
// whose turn it is: a toast at the screen's edge would lie over a player's controls.

import type { ConjureState, Label } from "../../../lib/bindings";

/** How long a message stays up, unless the next action brings another. */
export const NOTICE_MS = 6000;

/** The events of an action worth a message: a card left to the table has its own prompt. */
export function noticeEvents(game: Pick<ConjureState, "events">): Label[] {
  return game.events.filter((e) => e.key !== "conjure.event.effect_for_table");
}

export class EngineNotice {
  /** The message showing, or null. */
  text = $state<string | null>(null);
  #read: ConjureState | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** Reads a new state of the match: its events, if any, become the message. */
  read(game: ConjureState, format: (events: Label[]) => string): void {
    if (game === this.#read) return;
    this.#read = game;
    const events = noticeEvents(game);
    if (events.length === 0) return;
    this.text = format(events);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => (this.text = null), NOTICE_MS);
  }

  stop(): void {
    clearTimeout(this.#timer);
  }
}
