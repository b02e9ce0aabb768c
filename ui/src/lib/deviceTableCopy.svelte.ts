// A phone's own copy of the shared match, as a match file: kept so that once the table has
// ended (the host stopped sharing it, or has been gone a long while) the phone can still keep
// the match, when the host can no longer be asked for it. Asked for when the phone sits down,
// and again once the table has been quiet for a moment after a change: not at each tap, which
// would send the whole log back and forth at the pace of play.

import type { MatchFile, MatchId } from "./bindings";

/** How long the table stays unchanged before the copy is brought up to date. */
export const QUIET_MS = 3000;

export class DeviceTableCopy {
  /** The match file as last asked for, and its match. */
  kept = $state.raw<{ id: MatchId; file: MatchFile } | null>(null);
  #timer: ReturnType<typeof setTimeout> | null = null;
  #asking = false;
  /** A match to ask for again once the question out is answered: it changed meanwhile. */
  #again: MatchId | null = null;

  constructor(
    private readonly exportMatch: (id: MatchId) => Promise<MatchFile>,
    private readonly wait: (ms: number, then: () => void) => ReturnType<typeof setTimeout> = (ms, then) =>
      setTimeout(then, ms),
    private readonly cancel: (timer: ReturnType<typeof setTimeout>) => void = (timer) => clearTimeout(timer),
  ) {}

  /** Match `id` changed: its copy is asked for once it has been quiet for [`QUIET_MS`]. */
  changed(id: MatchId): void {
    if (this.#timer !== null) this.cancel(this.#timer);
    this.#timer = this.wait(QUIET_MS, () => {
      this.#timer = null;
      void this.now(id);
    });
  }

  /** Asks for the copy of match `id` now. A refusal or a lost connection keeps the copy as it
   * was: the next change asks again. */
  async now(id: MatchId): Promise<void> {
    if (this.#asking) {
      this.#again = id;
      return;
    }
    this.#asking = true;
    try {
      this.kept = { id, file: await this.exportMatch(id) };
    } catch {
      // Kept as it was.
    } finally {
      this.#asking = false;
    }
    const again = this.#again;
    this.#again = null;
    if (again !== null) await this.now(again);
  }

  stop(): void {
    if (this.#timer !== null) this.cancel(this.#timer);
    this.#timer = null;
  }
}
