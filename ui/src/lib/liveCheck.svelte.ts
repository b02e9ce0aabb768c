// The engine's deck check kept up to date as the deck changes: each change asks again after a
// short pause (a run of taps is one check), and an answer to an older deck that arrives after
// a newer one was asked for is dropped.

import type { DeckFile, DeckReport, IpcError } from "./bindings";
import { toIpcError } from "./errors";

/** Long enough for a run of + taps to be one check, short enough to feel live. */
export const CHECK_DELAY_MS = 250;

export class LiveCheck {
  report = $state<DeckReport | null>(null);
  failure = $state<IpcError | null>(null);
  /** A check is asked for or under way: the verdict shown is about an earlier deck. */
  pending = $state(false);

  #ticket = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #check: (file: DeckFile) => Promise<DeckReport>;
  readonly #delay: number;

  constructor(check: (file: DeckFile) => Promise<DeckReport>, delay = CHECK_DELAY_MS) {
    this.#check = check;
    this.#delay = delay;
  }

  /** Checks `file` soon; null (an empty deck, no format) clears the verdict. */
  request(file: DeckFile | null): void {
    clearTimeout(this.#timer);
    const ticket = ++this.#ticket;
    if (file === null) {
      this.report = null;
      this.failure = null;
      this.pending = false;
      return;
    }
    this.pending = true;
    this.#timer = setTimeout(() => void this.#run(ticket, file), this.#delay);
  }

  /** Stops a check still waiting: the screen is going away. */
  stop(): void {
    clearTimeout(this.#timer);
    this.#ticket++;
  }

  async #run(ticket: number, file: DeckFile): Promise<void> {
    try {
      const report = await this.#check(file);
      if (ticket !== this.#ticket) return;
      this.report = report;
      this.failure = null;
    } catch (error) {
      if (ticket !== this.#ticket) return;
      this.report = null;
      this.failure = toIpcError(error);
    }
    this.pending = false;
  }
}
