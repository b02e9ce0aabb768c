import { describe, expect, it } from "vitest";
import { keepAwakeSupport, ScreenKeeper, type NextTap, type ScreenVideo, type Visibility, type WakeLockApi } from "./screenKeeper";

/** A wake lock API that records what is held, and a page that can be hidden and shown. */
function fakes() {
  const held: { released: boolean; drop: () => void }[] = [];
  const api: WakeLockApi = {
    request: async () => {
      const listeners: (() => void)[] = [];
      const lock = {
        released: false,
        drop: () => listeners.forEach((l) => l()),
        release: async () => {
          lock.released = true;
          lock.drop();
        },
        addEventListener: (_: "release", listener: () => void) => listeners.push(listener),
      };
      held.push(lock);
      return lock;
    },
  };
  const changes: (() => void)[] = [];
  const page = {
    visibilityState: "visible",
    addEventListener: (_: "visibilitychange", listener: () => void) => changes.push(listener),
  };
  const setShown = (shown: boolean) => {
    page.visibilityState = shown ? "visible" : "hidden";
    changes.forEach((l) => l());
  };
  return { api, page: page as Visibility, held, setShown };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("ScreenKeeper", () => {
  it("holds the screen on while a table is shown, and lets go when the last one leaves", async () => {
    const { api, page, held } = fakes();
    const keeper = new ScreenKeeper(api, page, true);
    expect(keeper.holding).toBe(false);
    const first = keeper.hold();
    const second = keeper.hold();
    await settle();
    expect(keeper.holding).toBe(true);
    expect(held).toHaveLength(1);
    first();
    first();
    await settle();
    expect(keeper.holding).toBe(true);
    second();
    await settle();
    expect(keeper.holding).toBe(false);
    expect(held[0]?.released).toBe(true);
  });

  it("asks again when the app shows after the system dropped the lock", async () => {
    const { api, page, held, setShown } = fakes();
    const keeper = new ScreenKeeper(api, page, true);
    keeper.hold();
    await settle();
    setShown(false);
    held[0]?.drop();
    await settle();
    expect(keeper.holding).toBe(false);
    setShown(true);
    await settle();
    expect(keeper.holding).toBe(true);
    expect(held).toHaveLength(2);
  });

  it("does nothing when turned off in the settings or when the web view has no wake lock", async () => {
    const { api, page, held } = fakes();
    const off = new ScreenKeeper(api, page, false);
    off.hold();
    await settle();
    expect(held).toHaveLength(0);
    await off.setEnabled(true);
    await settle();
    expect(off.holding).toBe(true);
    await off.setEnabled(false);
    expect(off.holding).toBe(false);

    const unsupported = new ScreenKeeper(null, page, true);
    unsupported.hold();
    await settle();
    expect(unsupported.supported).toBe(false);
    expect(unsupported.holding).toBe(false);
  });
});

/** A video that plays only once `allowed` (a browser that wants a tap first), and a page's taps. */
function video(allowed: boolean) {
  const played = { count: 0, playing: false, allowed };
  const screenVideo: ScreenVideo = {
    play: async () => {
      if (!played.allowed) throw new DOMException("a tap first", "NotAllowedError");
      played.count += 1;
      played.playing = true;
    },
    pause: () => (played.playing = false),
  };
  const taps: (() => void)[] = [];
  const nextTap: NextTap = (listener) => taps.push(listener);
  const tap = () => {
    played.allowed = true;
    taps.splice(0).forEach((listener) => listener());
  };
  return { screenVideo, played, nextTap, tap, taps };
}

describe("ScreenKeeper without a wake lock (an insecure page)", () => {
  it("plays a video while a table is shown, and pauses it when the page is hidden or the table leaves", async () => {
    const { page, setShown } = fakes();
    const { screenVideo, played } = video(true);
    const keeper = new ScreenKeeper(null, page, true, screenVideo);
    expect(keeper.supported).toBe(true);
    expect(keeper.state).toBe("idle");
    const release = keeper.hold();
    await settle();
    expect(played.playing).toBe(true);
    expect(keeper.state).toBe("holding");
    setShown(false);
    await settle();
    expect(played.playing).toBe(false);
    setShown(true);
    await settle();
    expect(played.playing).toBe(true);
    release();
    await settle();
    expect(played.playing).toBe(false);
    expect(keeper.holding).toBe(false);
  });

  it("waits for the first tap where the browser will not play before one, and says it waits", async () => {
    const { page } = fakes();
    const { screenVideo, played, nextTap, tap, taps } = video(false);
    const keeper = new ScreenKeeper(null, page, true, screenVideo, nextTap);
    const states: string[] = [];
    keeper.onchange = () => states.push(keeper.state);
    keeper.hold();
    await settle();
    expect(played.playing).toBe(false);
    expect(keeper.state).toBe("waiting_for_tap");
    expect(taps).toHaveLength(1);
    tap();
    await settle();
    expect(played.playing).toBe(true);
    expect(states).toEqual(["waiting_for_tap", "holding"]);
  });

  it("plays nothing while the setting is off", async () => {
    const { page } = fakes();
    const { screenVideo, played } = video(true);
    const keeper = new ScreenKeeper(null, page, false, screenVideo);
    keeper.hold();
    await settle();
    expect(played.count).toBe(0);
    await keeper.setEnabled(true);
    expect(played.playing).toBe(true);
    await keeper.setEnabled(false);
    expect(played.playing).toBe(false);
  });
});

describe("whether a page can keep the screen on", () => {
  it("says an insecure page has no wake lock for that reason, apart from a browser without one", () => {
    expect(keepAwakeSupport(true, true)).toBe("held");
    // A phone at http://<LAN address> whose browser can play a video: that keeps it on.
    expect(keepAwakeSupport(false, false, true)).toBe("video");
    // A phone at http://<LAN address>: the browser hides the API from an insecure page.
    expect(keepAwakeSupport(false, false)).toBe("insecure");
    expect(keepAwakeSupport(false, true)).toBe("unsupported");
    expect(keepAwakeSupport(false, undefined)).toBe("unsupported");
  });
});
