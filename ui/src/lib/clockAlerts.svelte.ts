// The round's warnings as the table hears and feels them: a tone and a buzz at five minutes,
// one minute and time, each with its own setting (on unless turned off, kept across launches).
// The warning itself is always shown; these only call the table's attention to it.

import type { RoundStage } from "./clock";
import { readSwitch, writeSwitch } from "./stored";

const SOUND_KEY = "tableside.clock.sound";
const BUZZ_KEY = "tableside.clock.buzz";

const state = $state<{ sound: boolean; buzz: boolean }>({
  sound: readSwitch(SOUND_KEY),
  buzz: readSwitch(BUZZ_KEY),
});

export const clockAlerts = {
  get sound(): boolean {
    return state.sound;
  },
  get buzz(): boolean {
    return state.buzz;
  },
};

export function setClockSound(on: boolean): void {
  state.sound = on;
  writeSwitch(SOUND_KEY, on);
}

export function setClockBuzz(on: boolean): void {
  state.buzz = on;
  writeSwitch(BUZZ_KEY, on);
}

/** Tones for each warning: more, and higher, as time runs out. */
const TONES: Record<Exclude<RoundStage, "calm">, { count: number; hz: number }> = {
  five: { count: 1, hz: 660 },
  one: { count: 2, hz: 880 },
  time: { count: 3, hz: 990 },
};

/** Vibration patterns (ms on, off, on …) for each warning. */
const BUZZES: Record<Exclude<RoundStage, "calm">, number[]> = {
  five: [120],
  one: [120, 80, 120],
  time: [300, 120, 300, 120, 300],
};

let audio: AudioContext | null = null;

function beep(count: number, hz: number): void {
  const Context = typeof AudioContext === "undefined" ? null : AudioContext;
  if (Context === null) return;
  try {
    audio ??= new Context();
    const start = audio.currentTime;
    for (let n = 0; n < count; n += 1) {
      const at = start + n * 0.28;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.22);
    }
  } catch {
    // A web view that will not play sound now (no device, not allowed yet): the warning shows.
  }
}

/** Calls the table's attention to `stage`, as the settings allow. */
export function announce(stage: RoundStage): void {
  if (stage === "calm") return;
  if (state.sound) beep(TONES[stage].count, TONES[stage].hz);
  if (state.buzz && typeof navigator !== "undefined" && typeof navigator.vibrate === "function") {
    navigator.vibrate(BUZZES[stage]);
  }
}
