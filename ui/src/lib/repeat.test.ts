import { describe, expect, it } from "vitest";
import { Repeater, type Timers } from "./repeat";

/** A clock the test moves by hand. */
class FakeTimers implements Timers {
  now = 0;
  #next = 1;
  #pending = new Map<number, { at: number; fn: () => void }>();

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#pending.set(id, { at: this.now + ms, fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#pending.delete(handle as number);
  }

  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.#pending.entries()].filter(([, p]) => p.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      this.#pending.delete(due[0]);
      this.now = due[1].at;
      due[1].fn();
    }
    this.now = end;
  }
}

describe("Repeater", () => {
  it("steps once on a short tap", () => {
    const timers = new FakeTimers();
    let steps = 0;
    const r = new Repeater(() => void steps++, { delay: 400, interval: 100 }, timers);
    r.start();
    timers.advance(200);
    r.stop();
    timers.advance(1000);
    expect(steps).toBe(1);
  });

  it("repeats after the delay at the interval while held", () => {
    const timers = new FakeTimers();
    let steps = 0;
    const r = new Repeater(() => void steps++, { delay: 400, interval: 100 }, timers);
    r.start();
    timers.advance(400); // first repeat
    timers.advance(350); // three more
    expect(steps).toBe(5);
    r.stop();
    timers.advance(1000);
    expect(steps).toBe(5);
    expect(r.running).toBe(false);
  });

  it("ends by itself when a step says so", () => {
    const timers = new FakeTimers();
    let steps = 0;
    const r = new Repeater(() => ++steps < 3, { delay: 100, interval: 100 }, timers);
    r.start();
    timers.advance(10_000);
    expect(steps).toBe(3);
    expect(r.running).toBe(false);
  });

  it("restarts cleanly when pressed again", () => {
    const timers = new FakeTimers();
    let steps = 0;
    const r = new Repeater(() => void steps++, { delay: 100, interval: 100 }, timers);
    r.start();
    r.start();
    timers.advance(100);
    r.stop();
    expect(steps).toBe(3);
  });
});
