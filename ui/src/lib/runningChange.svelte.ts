// What a counter shows beside its total while a player taps ("−3"), so nobody counts in their
// head: how far the total has moved since the burst of taps began, read from the totals the
// engine answered. Counting the taps instead would go on counting a tap the table took back
// (an undo, a refusal, another device's change): "−5" beside a total that went from 30 to 28.
// Read from the total, the change is drawn in the same frame as the total it explains.

/** Taps within this long of each other are one burst; after a pause the change clears. */
export const BURST_WINDOW_MS = 2000;

/** How long before the change clears it starts to fade, so it leaves rather than vanishes. */
export const FADE_MS = 400;

export class RunningChange {
  /** The total before the burst's first tap; null outside a burst. */
  #from = $state<number | null>(null);
  /** True in the burst's last moments, after its last tap: the change is on its way out. */
  #fading = $state(false);
  #clear: ReturnType<typeof setTimeout> | undefined;
  #fade: ReturnType<typeof setTimeout> | undefined;
  /** Set when the engine refused a step: no more steps until the next press. */
  #stopped = false;

  /**
   * One step of `delta` on a counter showing `total`, sent through `send` (which resolves to
   * whether the engine took it). Returns false, sending nothing, once a step was refused,
   * until `resume()`.
   */
  tap<D extends number>(delta: D, total: number, send: (delta: D) => Promise<boolean>): boolean {
    if (this.#stopped) return false;
    this.#from ??= total;
    this.#fading = false;
    clearTimeout(this.#clear);
    clearTimeout(this.#fade);
    this.#fade = setTimeout(() => (this.#fading = true), BURST_WINDOW_MS - FADE_MS);
    this.#clear = setTimeout(() => {
      this.#from = null;
      this.#fading = false;
    }, BURST_WINDOW_MS);
    void send(delta).then((ok) => {
      if (!ok) this.#stopped = true;
    });
    return true;
  }

  /** The change to show beside `total`: null outside a burst or where the total is back. */
  changeTo(total: number): number | null {
    if (this.#from === null || total === this.#from) return null;
    return total - this.#from;
  }

  /** Whether the change shown is fading out (no tap for most of the burst's window). */
  get fading(): boolean {
    return this.#fading;
  }

  /** A fresh press may step again even if the engine refused the last one. */
  resume(): void {
    this.#stopped = false;
  }

  /** Stops the timers (the counter is gone). */
  stop(): void {
    clearTimeout(this.#clear);
    clearTimeout(this.#fade);
  }
}
