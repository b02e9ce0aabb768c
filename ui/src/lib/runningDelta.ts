// The running change shown beside a total while a player taps ("−3"), so nobody does mental
// arithmetic. Taps within `window` ms of each other add up; after a pause the change clears.

export const RUNNING_DELTA_WINDOW_MS = 2000;

export class RunningDelta {
  #sum = 0;
  #last = -Infinity;

  constructor(private readonly window: number = RUNNING_DELTA_WINDOW_MS) {}

  /** Adds a tap's change at time `now` (ms) and returns the running change. */
  add(delta: number, now: number): number {
    if (now - this.#last > this.window) this.#sum = 0;
    this.#sum += delta;
    this.#last = now;
    return this.#sum;
  }

  /** The running change at `now`, or null once the window has passed since the last tap. */
  value(now: number): number | null {
    if (now - this.#last > this.window) return null;
    return this.#sum;
  }

  /** When the shown change should disappear, in the same clock as `add`. */
  expiresAt(): number {
    return this.#last + this.window;
  }

  /** Takes back a tap the engine refused, so the shown change matches what happened. */
  retract(delta: number): void {
    this.#sum -= delta;
  }

  clear(): void {
    this.#sum = 0;
    this.#last = -Infinity;
  }
}
