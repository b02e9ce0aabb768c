import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS, RunningChange } from "./runningChange.svelte";
import { RUNNING_DELTA_WINDOW_MS } from "./runningDelta";

/** A send whose answer the test gives when it wants. */
function answerable() {
  const answers: ((ok: boolean) => void)[] = [];
  const send = vi.fn((_delta: number) => new Promise<boolean>((resolve) => answers.push(resolve)));
  return { send, answer: (ok: boolean) => answers.shift()?.(ok) };
}

describe("RunningChange", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the step at once and shows the change only with the answer", async () => {
    const change = new RunningChange();
    const { send, answer } = answerable();
    expect(change.tap(-1, send)).toBe(true);
    expect(send).toHaveBeenCalledWith(-1);
    expect(change.shown).toBeNull();
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(change.shown).toBe(-1);
  });

  it("shows the change anyway when the answer is late", async () => {
    const change = new RunningChange();
    const { send } = answerable();
    change.tap(1, send);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
    expect(change.shown).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(change.shown).toBe(1);
  });

  it("adds up a burst of taps and clears after the window", async () => {
    const change = new RunningChange();
    const { send, answer } = answerable();
    for (let i = 0; i < 3; i++) {
      change.tap(-1, send);
      answer(true);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(change.shown).toBe(-3);
    await vi.advanceTimersByTimeAsync(RUNNING_DELTA_WINDOW_MS + 50);
    expect(change.shown).toBeNull();
  });

  it("takes back a refused step and sends no more until the next press", async () => {
    const change = new RunningChange();
    const { send, answer } = answerable();
    change.tap(1, send);
    answer(true);
    change.tap(1, send);
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(change.shown).toBe(1);
    expect(change.tap(1, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(2);
    change.resume();
    expect(change.tap(1, send)).toBe(true);
  });
});
