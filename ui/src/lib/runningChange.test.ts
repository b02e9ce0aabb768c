import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BURST_WINDOW_MS, FADE_MS, RunningChange } from "./runningChange.svelte";

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

  it("sends the step at once and shows the change the answered total makes", () => {
    const change = new RunningChange();
    const { send } = answerable();
    expect(change.tap(-1, 30, send)).toBe(true);
    expect(send).toHaveBeenCalledWith(-1);
    // Until the engine's answer changes the total, there is nothing to show beside it.
    expect(change.changeTo(30)).toBeNull();
    expect(change.changeTo(29)).toBe(-1);
  });

  it("adds up a burst of taps from the total it began at, and clears after the window", async () => {
    const change = new RunningChange();
    const { send } = answerable();
    let total = 30;
    for (let i = 0; i < 3; i++) {
      change.tap(-1, total, send);
      total -= 1;
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(change.changeTo(total)).toBe(-3);
    await vi.advanceTimersByTimeAsync(BURST_WINDOW_MS + 50);
    expect(change.changeTo(total)).toBeNull();
  });

  it("follows the total back when taps are undone: never a tap the table took back", () => {
    const change = new RunningChange();
    const { send } = answerable();
    let total = 30;
    for (let i = 0; i < 5; i++) {
      change.tap(-1, total, send);
      total -= 1;
    }
    expect(change.changeTo(total)).toBe(-5);
    // Three undos: the total is 28, and the change says what 28 is.
    expect(change.changeTo(28)).toBe(-2);
    expect(change.changeTo(30)).toBeNull();
  });

  it("follows undo and redo as the log answers them, inside the burst", () => {
    // The table's log as the engine keeps it: each tap an entry, an undo marks the newest
    // entry in effect as undone, a redo brings the newest undone one back. The total shown
    // is the fold of the entries in effect, as the view answers it.
    const entries: { delta: number; undone: boolean }[] = [];
    const total = () => 30 + entries.filter((e) => !e.undone).reduce((sum, e) => sum + e.delta, 0);
    const send = vi.fn(async (delta: number) => {
      entries.push({ delta, undone: false });
      return true;
    });
    const undo = () => {
      const last = entries.findLast((e) => !e.undone);
      if (last) last.undone = true;
    };
    const redo = () => {
      const first = entries.find((e) => e.undone);
      if (first) first.undone = false;
    };
    const change = new RunningChange();

    for (const delta of [-1, -1, -5]) change.tap(delta, total(), send);
    expect(total()).toBe(23);
    expect(change.changeTo(total())).toBe(-7);
    undo();
    expect(change.changeTo(total())).toBe(-2);
    undo();
    undo();
    // Every tap of the burst taken back: the total is where it began, nothing to show.
    expect(change.changeTo(total())).toBeNull();
    redo();
    expect(change.changeTo(total())).toBe(-1);
    redo();
    redo();
    expect(change.changeTo(total())).toBe(-7);
    // A tap after the redo goes on from the total the burst began at, not from the taps.
    change.tap(1, total(), send);
    expect(change.changeTo(total())).toBe(-6);
  });

  it("fades in the burst's last moments, and a tap brings it back", async () => {
    const change = new RunningChange();
    const { send } = answerable();
    change.tap(-1, 30, send);
    await vi.advanceTimersByTimeAsync(BURST_WINDOW_MS - FADE_MS - 10);
    expect(change.fading).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(change.fading).toBe(true);
    expect(change.changeTo(29)).toBe(-1);
    change.tap(-1, 29, send);
    expect(change.fading).toBe(false);
    await vi.advanceTimersByTimeAsync(BURST_WINDOW_MS + 10);
    expect(change.changeTo(28)).toBeNull();
    expect(change.fading).toBe(false);
  });

  it("sends no more once a step is refused, until the next press", async () => {
    const change = new RunningChange();
    const { send, answer } = answerable();
    change.tap(1, 10, send);
    answer(true);
    change.tap(1, 11, send);
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(change.changeTo(11)).toBe(1);
    expect(change.tap(1, 11, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(2);
    change.resume();
    expect(change.tap(1, 11, send)).toBe(true);
  });
});
