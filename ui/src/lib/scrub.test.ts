import { describe, expect, it } from "vitest";
import type { Label } from "./bindings";
import { clamp, placeAt, scrubStops, step } from "./scrub";

const phase = (name: string): Label => ({ key: "game.phase", args: { phase: name } });

// Turn 0 (set-up) has two entries, turn 1 three (two phases), turn 2 two.
const lines = [
  { turn: 0, phase: phase("setup") },
  { turn: 0, phase: phase("setup") },
  { turn: 1, phase: phase("draw") },
  { turn: 1, phase: phase("main") },
  { turn: 1, phase: phase("main") },
  { turn: 2, phase: phase("draw") },
  { turn: 2, phase: phase("draw") },
];

describe("scrubStops", () => {
  it("finds where each phase and each turn began", () => {
    expect(scrubStops(lines)).toEqual({ end: 7, phases: [2, 3, 5], turns: [2, 5] });
  });

  it("has no stops for an empty log", () => {
    expect(scrubStops([])).toEqual({ end: 0, phases: [], turns: [] });
  });
});

describe("step", () => {
  const stops = scrubStops(lines);

  it("moves one entry at a time within the match", () => {
    expect(step(stops, 3, "entry", 1)).toBe(4);
    expect(step(stops, 0, "entry", -1)).toBe(0);
    expect(step(stops, 7, "entry", 1)).toBe(7);
  });

  it("moves to the next phase's start, or to the end", () => {
    expect(step(stops, 0, "phase", 1)).toBe(2);
    expect(step(stops, 2, "phase", 1)).toBe(3);
    expect(step(stops, 5, "phase", 1)).toBe(7);
  });

  it("moves back to the start of this phase, then of the one before", () => {
    expect(step(stops, 4, "phase", -1)).toBe(3);
    expect(step(stops, 3, "phase", -1)).toBe(2);
    expect(step(stops, 2, "phase", -1)).toBe(0);
  });

  it("moves by turns the same way", () => {
    expect(step(stops, 7, "turn", -1)).toBe(5);
    expect(step(stops, 5, "turn", -1)).toBe(2);
    expect(step(stops, 1, "turn", 1)).toBe(2);
    expect(step(stops, 6, "turn", 1)).toBe(7);
  });
});

describe("placeAt", () => {
  const series = [0, 0, 0, 1, 1, 1, 2, 2].map((turn, i) => ({ seq: i === 0 ? null : i - 1, turn, scores: [] }));

  it("reads the turn from the score series and the phase from the next entry", () => {
    expect(placeAt(lines, series, 3)).toEqual({ turn: 1, phase: phase("main") });
    expect(placeAt(lines, series, 7)).toEqual({ turn: 2, phase: null });
  });
});

describe("clamp", () => {
  it("keeps a position whole and within the match", () => {
    expect(clamp(-2, 5)).toBe(0);
    expect(clamp(3.6, 5)).toBe(4);
    expect(clamp(9, 5)).toBe(5);
  });
});
