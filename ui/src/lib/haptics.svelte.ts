// The setting "buzz as a change lands" (on unless turned off; kept across launches) and the
// one Haptics every control buzzes through.

import { Haptics, type BuzzKind, type Vibrator } from "./haptics";
import { readSwitch, writeSwitch } from "./stored";

const STORAGE_KEY = "tableside.haptics";

const state = $state<{ on: boolean }>({ on: readSwitch(STORAGE_KEY) });

const vibrator: Vibrator | null =
  typeof navigator !== "undefined" && typeof navigator.vibrate === "function" ? navigator : null;

const device = new Haptics(vibrator, state.on);

export const haptics = {
  get on(): boolean {
    return state.on;
  },
  get supported(): boolean {
    return device.supported;
  },
};

export function setHaptics(on: boolean): void {
  state.on = on;
  device.enabled = on;
  writeSwitch(STORAGE_KEY, on);
}

export function buzz(kind: BuzzKind): void {
  device.buzz(kind);
}
