// Keeps the screen on while a match is on the table: the device lies between the players for
// an hour and must not dim between plays. Uses the web's Screen Wake Lock API, which the system
// drops whenever the app is hidden; the lock is taken again when it shows.

/** What the keeper needs of `navigator.wakeLock`. */
export interface WakeLockApi {
  request(type: "screen"): Promise<{ release(): Promise<void>; addEventListener(type: "release", listener: () => void): void }>;
}

/** What the keeper needs of `document`: whether the app shows, and word when that changes. */
export interface Visibility {
  readonly visibilityState: string;
  addEventListener(type: "visibilitychange", listener: () => void): void;
}

/**
 * Whether a page can keep the screen on: `held` where the Wake Lock API is there; `insecure`
 * where it is not because the browser treats the page as insecure (a phone that opened the
 * host's address on the local network over plain HTTP: browsers give such a page no Wake
 * Lock), which the page says so the player can set the phone's own screen timeout;
 * `unsupported` where the browser has none at all.
 */
export type KeepAwakeSupport = "held" | "insecure" | "unsupported";

export function keepAwakeSupport(hasWakeLock: boolean, isSecureContext: boolean | undefined): KeepAwakeSupport {
  if (hasWakeLock) return "held";
  return isSecureContext === false ? "insecure" : "unsupported";
}

export class ScreenKeeper {
  #holders = 0;
  #enabled: boolean;
  #lock: { release(): Promise<void> } | null = null;
  #asking = false;

  constructor(
    private readonly api: WakeLockApi | null,
    private readonly page: Visibility | null,
    enabled: boolean,
  ) {
    this.#enabled = enabled;
    page?.addEventListener("visibilitychange", () => void this.#sync());
  }

  /** Whether this web view can keep the screen on at all. */
  get supported(): boolean {
    return this.api !== null;
  }

  /** Whether the screen is held on now. */
  get holding(): boolean {
    return this.#lock !== null;
  }

  setEnabled(on: boolean): Promise<void> {
    this.#enabled = on;
    return this.#sync();
  }

  /** A table is on screen: keep it on until the returned function is called. */
  hold(): () => void {
    this.#holders += 1;
    void this.#sync();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#holders -= 1;
      void this.#sync();
    };
  }

  async #sync(): Promise<void> {
    const wanted = this.#enabled && this.#holders > 0 && this.page?.visibilityState !== "hidden";
    if (!wanted && this.#lock !== null) {
      const lock = this.#lock;
      this.#lock = null;
      await lock.release().catch(() => undefined);
      return;
    }
    if (!wanted || this.#lock !== null || this.#asking || this.api === null) return;
    this.#asking = true;
    try {
      const lock = await this.api.request("screen");
      // The system lets go when the app is hidden; it is asked again when the app shows.
      lock.addEventListener("release", () => {
        if (this.#lock === lock) this.#lock = null;
      });
      this.#lock = lock;
    } catch {
      // Refused (low battery, a policy): the screen dims as it would without the app.
    } finally {
      this.#asking = false;
    }
    // Released or disabled while the request was out.
    const stillWanted = this.#enabled && this.#holders > 0;
    if (!stillWanted) await this.#sync();
  }
}
