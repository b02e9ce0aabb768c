// Whether the host has been gone for long: a phone whose connection to the table is lost
// keeps trying by itself, and says so; once the host has been gone for longer than a minute
// (a host that quit without stopping the table, a laptop shut, the Wi-Fi left), it says the
// table may have ended and what the phone can still do, while it goes on trying.

/** How long the host may be gone before the phone says the table may have ended. */
export const GONE_MS = 60_000;

export class HostAway {
  /** The host has been gone longer than [`GONE_MS`]. */
  gone = $state(false);
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly wait: (ms: number, then: () => void) => ReturnType<typeof setTimeout> = (ms, then) =>
      setTimeout(then, ms),
    private readonly cancel: (timer: ReturnType<typeof setTimeout>) => void = (timer) => clearTimeout(timer),
  ) {}

  /** The channel to the host opened (`true`) or closed after having been open (`false`). */
  connected(connected: boolean): void {
    if (connected) {
      this.stop();
      this.gone = false;
      return;
    }
    if (this.#timer !== null || this.gone) return;
    this.#timer = this.wait(GONE_MS, () => {
      this.#timer = null;
      this.gone = true;
    });
  }

  stop(): void {
    if (this.#timer !== null) this.cancel(this.#timer);
    this.#timer = null;
  }
}
