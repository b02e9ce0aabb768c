// The screen's own time, for clocks counting on from the engine's reading: the host's time
// (`clockOffset.ts`: a phone at a shared table counts from the host's clock, not its own),
// taken again at each moment a running clock turns to another second, and whenever a new
// reading comes (`reading`), so a clock never shows a moment older than the entry it was
// read at, and every device's digits turn together.

import type { Clocks } from "./bindings";
import { untilNextSecond } from "./clock";
import { hostNow } from "./clockOffset";

export function useNow(running: () => boolean, reading: () => Clocks | null): { readonly value: number } {
  let now = $state(hostNow());
  $effect(() => {
    const clocks = reading();
    const at = hostNow();
    now = at;
    if (!running() || clocks === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (from: number) => {
      timer = setTimeout(() => {
        const next = hostNow();
        now = next;
        schedule(next);
      }, untilNextSecond(clocks, from));
    };
    schedule(at);
    return () => clearTimeout(timer);
  });
  return {
    get value() {
      return now;
    },
  };
}
