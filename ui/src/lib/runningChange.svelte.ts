// What a counter shows beside its total while a player taps ("−3"): the taps' running change,
// drawn in the frame that draws the engine's answer rather than ahead of it.
//
// Drawn at the tap, the change costs a frame between the tap and the answer, and the answer
// then waits for that frame: the page is still drawing when it comes, and the tap's new total
// reaches the DOM later than when the change is drawn with the answer (the tap bench's row).
// An answer that is late does not hold the change back: it is drawn after `ANSWER_WAIT_MS`
// all the same.

import { RunningDelta } from "./runningDelta";

/** How long a tap's running change waits for the engine's answer before it is drawn anyway. */
export const ANSWER_WAIT_MS = 50;

export class RunningChange {
  /** The running change to show, or null when there is none. */
  shown = $state<number | null>(null);
  #delta = new RunningDelta();
  #late: ReturnType<typeof setTimeout> | undefined;
  #clear: ReturnType<typeof setTimeout> | undefined;
  /** Set when the engine refused a step: no more steps until the next press. */
  #stopped = false;

  /**
   * One step of `delta`, sent through `send` (which resolves to whether the engine took it).
   * Returns false, sending nothing, once a step was refused, until `resume()`.
   */
  tap<D extends number>(delta: D, send: (delta: D) => Promise<boolean>): boolean {
    if (this.#stopped) return false;
    this.#delta.add(delta, Date.now());
    this.#scheduleClear();
    clearTimeout(this.#late);
    this.#late = setTimeout(() => this.#show(), ANSWER_WAIT_MS);
    void send(delta).then((ok) => {
      if (!ok) {
        this.#delta.retract(delta);
        this.#stopped = true;
      }
      clearTimeout(this.#late);
      this.#show();
    });
    return true;
  }

  /** A fresh press may step again even if the engine refused the last one. */
  resume(): void {
    this.#stopped = false;
  }

  /** Stops the timers (the counter is gone). */
  stop(): void {
    clearTimeout(this.#late);
    clearTimeout(this.#clear);
  }

  #show(): void {
    this.shown = this.#delta.value(Date.now());
  }

  /** Clears the shown change once the taps' window has passed since the last one. */
  #scheduleClear(): void {
    clearTimeout(this.#clear);
    const wait = Math.max(0, this.#delta.expiresAt() - Date.now()) + 20;
    this.#clear = setTimeout(() => this.#show(), wait);
  }
}
