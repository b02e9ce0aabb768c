// The setting "keep the screen on during a match" (on unless turned off; kept across launches)
// and the one keeper every table holds while it is shown: the Wake Lock where the page has it,
// else a muted video (a phone on the host's insecure page), started by the first tap where the
// browser wants one.

import {
  keepAwakeSupport,
  ScreenKeeper,
  type KeepAwakeSupport,
  type KeeperState,
  type NextTap,
  type WakeLockApi,
} from "./screenKeeper";
import { canvasVideo } from "./screenVideo";
import { readSwitch, writeSwitch } from "./stored";

const STORAGE_KEY = "tableside.keep-awake";

const state = $state<{ on: boolean; keeper: KeeperState }>({ on: readSwitch(STORAGE_KEY), keeper: "idle" });

const api: WakeLockApi | null =
  typeof navigator !== "undefined" && "wakeLock" in navigator ? (navigator.wakeLock as WakeLockApi) : null;

const page = typeof document === "undefined" ? null : document;

/** The person's next tap, click or key anywhere on the page, heard before the page's own
 * handlers (capture), whatever they do with it. */
const nextTap: NextTap | null =
  page === null
    ? null
    : (listener) => {
        const kinds = ["click", "touchend", "keydown"] as const;
        const heard = () => {
          for (const kind of kinds) page.removeEventListener(kind, heard, true);
          listener();
        };
        for (const kind of kinds) page.addEventListener(kind, heard, true);
      };

export const screenKeeper = new ScreenKeeper(api, page, state.on, api === null ? canvasVideo(page) : null, nextTap);
screenKeeper.onchange = () => (state.keeper = screenKeeper.state);

const support: KeepAwakeSupport = keepAwakeSupport(
  api !== null,
  typeof window === "undefined" ? undefined : window.isSecureContext,
  screenKeeper.supported,
);

export const keepAwake = {
  get on(): boolean {
    return state.on;
  },
  /** Whether this web view can keep the screen on at all. */
  get supported(): boolean {
    return screenKeeper.supported;
  },
  /** How it can, and if not, why (an insecure page, or no way in the browser). */
  get support(): KeepAwakeSupport {
    return support;
  },
  /** What the keeper does now: the screen held on, or a video waiting for a tap to play. */
  get state(): KeeperState {
    return state.keeper;
  },
};

export function setKeepAwake(on: boolean): void {
  state.on = on;
  writeSwitch(STORAGE_KEY, on);
  void screenKeeper.setEnabled(on);
}
