// The setting "keep the screen on during a match" (on unless turned off; kept across launches)
// and the one keeper every table holds while it is shown.

import { keepAwakeSupport, ScreenKeeper, type KeepAwakeSupport, type WakeLockApi } from "./screenKeeper";
import { readSwitch, writeSwitch } from "./stored";

const STORAGE_KEY = "tableside.keep-awake";

const state = $state<{ on: boolean }>({ on: readSwitch(STORAGE_KEY) });

const api: WakeLockApi | null =
  typeof navigator !== "undefined" && "wakeLock" in navigator ? (navigator.wakeLock as WakeLockApi) : null;

export const screenKeeper = new ScreenKeeper(api, typeof document === "undefined" ? null : document, state.on);

const support: KeepAwakeSupport = keepAwakeSupport(
  api !== null,
  typeof window === "undefined" ? undefined : window.isSecureContext,
);

export const keepAwake = {
  get on(): boolean {
    return state.on;
  },
  /** Whether this web view can keep the screen on at all. */
  get supported(): boolean {
    return screenKeeper.supported;
  },
  /** Whether it can, and if not, why (an insecure page, or no Wake Lock in the browser). */
  get support(): KeepAwakeSupport {
    return support;
  },
};

export function setKeepAwake(on: boolean): void {
  state.on = on;
  writeSwitch(STORAGE_KEY, on);
  void screenKeeper.setEnabled(on);
}
