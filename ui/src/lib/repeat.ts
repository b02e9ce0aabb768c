// Press and hold to repeat, as life counters do: one step at once, then after a pause a
// steady stream of steps until the finger lifts.

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RepeatTiming {
  /** How long a press is held before the first repeat, in ms. */
  delay: number;
  /** Time between repeats, in ms. */
  interval: number;
}

export const DEFAULT_REPEAT: RepeatTiming = { delay: 450, interval: 140 };

/**
 * Calls `step` once on `start()`, then every `interval` ms after `delay` ms until `stop()`.
 * `step` returns false to end the repeat itself (e.g. when the engine refused a step).
 */
export class Repeater {
  #handle: unknown = null;
  #running = false;

  constructor(
    private readonly step: () => boolean | void,
    private readonly timing: RepeatTiming = DEFAULT_REPEAT,
    private readonly timers: Timers = globalThis as unknown as Timers,
  ) {}

  get running(): boolean {
    return this.#running;
  }

  start(): void {
    this.stop();
    this.#running = true;
    if (this.step() === false) {
      this.stop();
      return;
    }
    this.#schedule(this.timing.delay);
  }

  stop(): void {
    if (this.#handle !== null) this.timers.clearTimeout(this.#handle);
    this.#handle = null;
    this.#running = false;
  }

  #schedule(ms: number): void {
    this.#handle = this.timers.setTimeout(() => {
      this.#handle = null;
      if (!this.#running) return;
      if (this.step() === false) {
        this.stop();
        return;
      }
      this.#schedule(this.timing.interval);
    }, ms);
  }
}
