// The screen's own time, for clocks counting on from the engine's reading: ticks four times a
// second while `running` says a clock moves, and is taken again whenever a new reading comes
// (`reading`), so a clock never shows a moment older than the entry it was read at.

import type { Clocks } from "./bindings";

const TICK_MS = 250;

export function useNow(running: () => boolean, reading: () => Clocks | null): { readonly value: number } {
  let now = $state(Date.now());
  $effect(() => {
    reading();
    now = Date.now();
    if (!running()) return;
    const timer = setInterval(() => (now = Date.now()), TICK_MS);
    return () => clearInterval(timer);
  });
  return {
    get value() {
      return now;
    },
  };
}
