import { describe, expect, it } from "vitest";
import { RunningDelta } from "./runningDelta";

describe("RunningDelta", () => {
  it("adds taps within the window", () => {
    const d = new RunningDelta(2000);
    expect(d.add(-1, 0)).toBe(-1);
    expect(d.add(-1, 500)).toBe(-2);
    expect(d.add(-1, 2400)).toBe(-3);
    expect(d.value(2500)).toBe(-3);
  });

  it("starts over after a pause", () => {
    const d = new RunningDelta(2000);
    d.add(5, 0);
    expect(d.value(2001)).toBeNull();
    expect(d.add(-1, 2500)).toBe(-1);
  });

  it("keeps the window from the last tap", () => {
    const d = new RunningDelta(2000);
    d.add(1, 0);
    d.add(1, 1500);
    expect(d.expiresAt()).toBe(3500);
    expect(d.value(3400)).toBe(2);
  });

  it("takes back a refused tap and clears", () => {
    const d = new RunningDelta(2000);
    d.add(-1, 0);
    d.add(-1, 10);
    d.retract(-1);
    expect(d.value(20)).toBe(-1);
    d.clear();
    expect(d.value(20)).toBeNull();
  });
});
