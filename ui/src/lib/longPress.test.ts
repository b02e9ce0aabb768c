import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOLD_MS, LongPress } from "./longPress";

describe("LongPress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is a tap when the finger lifts before the hold time", () => {
    const onhold = vi.fn();
    const press = new LongPress(onhold);
    press.press();
    vi.advanceTimersByTime(HOLD_MS - 1);
    press.release();
    vi.advanceTimersByTime(HOLD_MS);
    expect(onhold).not.toHaveBeenCalled();
    expect(press.swallowClick()).toBe(false);
  });

  it("holds once while the finger is still down, and swallows the click after it once", () => {
    const onhold = vi.fn();
    const press = new LongPress(onhold);
    press.press();
    expect(press.pending).toBe(true);
    vi.advanceTimersByTime(HOLD_MS * 3);
    expect(onhold).toHaveBeenCalledTimes(1);
    expect(press.pending).toBe(false);
    press.release();
    expect(press.swallowClick()).toBe(true);
    expect(press.swallowClick()).toBe(false);
  });

  it("starts afresh on the next press, so a tap after a hold is a tap", () => {
    const onhold = vi.fn();
    const press = new LongPress(onhold, 100);
    press.press();
    vi.advanceTimersByTime(100);
    press.release();
    press.press();
    vi.advanceTimersByTime(50);
    press.release();
    expect(onhold).toHaveBeenCalledTimes(1);
    expect(press.swallowClick()).toBe(false);
  });
});
