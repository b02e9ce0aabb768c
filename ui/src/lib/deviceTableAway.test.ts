import { describe, expect, it } from "vitest";
import { GONE_MS, HostAway } from "./deviceTableAway.svelte";

/** A clock the test moves. */
function clock() {
  const timers: { at: number; then: () => void; id: number }[] = [];
  let now = 0;
  let ids = 0;
  const away = new HostAway(
    (ms, then) => {
      timers.push({ at: now + ms, then, id: ++ids });
      return ids as unknown as ReturnType<typeof setTimeout>;
    },
    (timer) => {
      const at = timers.findIndex((t) => t.id === (timer as unknown as number));
      if (at >= 0) timers.splice(at, 1);
    },
  );
  const pass = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.then();
    }
  };
  return { away, pass };
}

describe("a host gone for long", () => {
  it("is said once the connection has been lost for more than a minute, and no sooner", () => {
    const { away, pass } = clock();
    away.connected(false);
    pass(GONE_MS - 1);
    expect(away.gone).toBe(false);
    // Tries that fail meanwhile do not start the minute again.
    away.connected(false);
    pass(1);
    expect(away.gone).toBe(true);
  });

  it("is forgotten once the host is back, and a short loss says nothing", () => {
    const { away, pass } = clock();
    away.connected(false);
    pass(GONE_MS + 1);
    away.connected(true);
    expect(away.gone).toBe(false);
    away.connected(false);
    pass(GONE_MS / 2);
    away.connected(true);
    pass(GONE_MS);
    expect(away.gone).toBe(false);
  });
});
