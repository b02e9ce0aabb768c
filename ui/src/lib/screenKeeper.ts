// Keeps the screen on while a match is on the table: the device lies between the players for
// an hour and must not dim between plays. Uses the web's Screen Wake Lock API, which the system
// drops whenever the app is hidden; the lock is taken again when it shows. A page without it
// (a phone at the host's address on the local network: browsers give an insecure page no Wake
// Lock) plays a muted inline video instead (`screenVideo.ts`), which browsers keep the screen
// on for; a browser that will not play it before the person has touched the page plays it
// from the first tap.

/** What the keeper needs of `navigator.wakeLock`. */
export interface WakeLockApi {
  request(type: "screen"): Promise<{ release(): Promise<void>; addEventListener(type: "release", listener: () => void): void }>;
}

/** What the keeper needs of `document`: whether the app shows, and word when that changes. */
export interface Visibility {
  readonly visibilityState: string;
  addEventListener(type: "visibilitychange", listener: () => void): void;
}

/** A video that keeps the screen on while it plays. `play` rejects when the browser wants a
 * tap on the page first. */
export interface ScreenVideo {
  play(): Promise<void>;
  pause(): void;
}

/** Calls `listener` once, inside the handler of the person's next tap or key on the page (where
 * a browser lets a page start playing). */
export type NextTap = (listener: () => void) => void;

/**
 * Whether a page can keep the screen on: `held` where the Wake Lock API is there; `video`
 * where it is not but a muted video can keep the screen on instead; `insecure` where neither
 * can and the page is insecure (browsers give such a page no Wake Lock), which the page says so
 * the player can set the phone's own screen timeout; `unsupported` where the browser has no
 * way at all.
 */
export type KeepAwakeSupport = "held" | "video" | "insecure" | "unsupported";

export function keepAwakeSupport(
  hasWakeLock: boolean,
  isSecureContext: boolean | undefined,
  hasVideo = false,
): KeepAwakeSupport {
  if (hasWakeLock) return "held";
  if (hasVideo) return "video";
  return isSecureContext === false ? "insecure" : "unsupported";
}

/** What the keeper does now: nothing, the screen held on, or a video waiting for a tap to play. */
export type KeeperState = "idle" | "holding" | "waiting_for_tap";

export class ScreenKeeper {
  #holders = 0;
  #enabled: boolean;
  #lock: { release(): Promise<void> } | null = null;
  #asking = false;
  #playing = false;
  #waitingForTap = false;
  /** Told whenever `state` may have changed. */
  onchange: (() => void) | null = null;

  constructor(
    private readonly api: WakeLockApi | null,
    private readonly page: Visibility | null,
    enabled: boolean,
    private readonly video: ScreenVideo | null = null,
    private readonly nextTap: NextTap | null = null,
  ) {
    this.#enabled = enabled;
    page?.addEventListener("visibilitychange", () => void this.#sync());
  }

  /** Whether this web view can keep the screen on at all. */
  get supported(): boolean {
    return this.api !== null || this.video !== null;
  }

  /** Whether the screen is held on now. */
  get holding(): boolean {
    return this.#lock !== null || this.#playing;
  }

  get state(): KeeperState {
    if (this.holding) return "holding";
    return this.#waitingForTap ? "waiting_for_tap" : "idle";
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

  #wanted(): boolean {
    return this.#enabled && this.#holders > 0 && this.page?.visibilityState !== "hidden";
  }

  #sync(): Promise<void> {
    if (this.api === null) return this.#syncVideo();
    return this.#syncLock(this.api);
  }

  async #syncLock(api: WakeLockApi): Promise<void> {
    const wanted = this.#wanted();
    if (!wanted && this.#lock !== null) {
      const lock = this.#lock;
      this.#lock = null;
      this.onchange?.();
      await lock.release().catch(() => undefined);
      return;
    }
    if (!wanted || this.#lock !== null || this.#asking) return;
    this.#asking = true;
    try {
      const lock = await api.request("screen");
      // The system lets go when the app is hidden; it is asked again when the app shows.
      lock.addEventListener("release", () => {
        if (this.#lock !== lock) return;
        this.#lock = null;
        this.onchange?.();
      });
      this.#lock = lock;
      this.onchange?.();
    } catch {
      // Refused (low battery, a policy): the screen dims as it would without the app.
    } finally {
      this.#asking = false;
    }
    // Released or disabled while the request was out.
    const stillWanted = this.#enabled && this.#holders > 0;
    if (!stillWanted) await this.#sync();
  }

  // Nothing is awaited before `play` is called: called from a tap's handler, the play is the
  // tap's, which is what a browser that wants one asks.
  async #syncVideo(): Promise<void> {
    const video = this.video;
    if (video === null) return;
    const wanted = this.#wanted();
    if (!wanted) {
      const was = this.state;
      if (this.#playing) video.pause();
      this.#playing = false;
      this.#waitingForTap = false;
      if (this.state !== was) this.onchange?.();
      return;
    }
    if (this.#playing || this.#asking) return;
    this.#asking = true;
    try {
      await video.play();
      this.#playing = true;
      this.#waitingForTap = false;
    } catch {
      // Not before the person has touched the page: played from the next tap.
      if (!this.#waitingForTap && this.nextTap !== null) {
        this.#waitingForTap = true;
        this.nextTap(() => {
          this.#waitingForTap = false;
          void this.#sync();
        });
      }
    } finally {
      this.#asking = false;
    }
    this.onchange?.();
    // Released, disabled or hidden while the video was starting.
    if (!this.#wanted()) await this.#sync();
  }
}
