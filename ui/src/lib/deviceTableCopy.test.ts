import { describe, expect, it } from "vitest";
import { tallySetup } from "../games/tally/fixtures";
import type { MatchFile } from "./bindings";
import { DeviceTableCopy, QUIET_MS } from "./deviceTableCopy.svelte";

function file(entries: number): MatchFile {
  return {
    format: "tableside-match",
    version: 2,
    setup: tallySetup(),
    log: Array.from({ length: entries }, () => null as unknown as MatchFile["log"][number]),
  };
}

/** A host whose match grows, a clock the test moves, and what was asked. */
function fakes() {
  const host = { entries: 1, asked: 0, down: false };
  const timers: { at: number; then: () => void; id: number }[] = [];
  let now = 0;
  let ids = 0;
  const copy = new DeviceTableCopy(
    async () => {
      host.asked += 1;
      if (host.down) throw new Error("lost");
      return file(host.entries);
    },
    (ms, then) => {
      const id = ++ids;
      timers.push({ at: now + ms, then, id });
      return id as unknown as ReturnType<typeof setTimeout>;
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
  return { host, copy, pass };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a phone's copy of the shared match", () => {
  it("is asked for once the table is quiet after changes, not at each one", async () => {
    const { host, copy, pass } = fakes();
    await copy.now(7);
    expect(copy.kept?.file.log).toHaveLength(1);
    for (let tap = 0; tap < 5; tap++) {
      host.entries += 1;
      copy.changed(7);
      pass(QUIET_MS / 2);
    }
    await settle();
    expect(host.asked).toBe(1);
    pass(QUIET_MS);
    await settle();
    expect(host.asked).toBe(2);
    expect(copy.kept?.file.log).toHaveLength(6);
  });

  it("keeps what it had when the host cannot be asked", async () => {
    const { host, copy, pass } = fakes();
    await copy.now(7);
    host.down = true;
    host.entries = 4;
    copy.changed(7);
    pass(QUIET_MS);
    await settle();
    expect(host.asked).toBe(2);
    expect(copy.kept).toEqual({ id: 7, file: file(1) });
  });

  it("asks nothing once stopped", async () => {
    const { host, copy, pass } = fakes();
    copy.changed(7);
    copy.stop();
    pass(QUIET_MS * 2);
    await settle();
    expect(host.asked).toBe(0);
  });
});
