// Where history's scrubber can put the table: after any number of the match's entries, from 0
// (the start) to all of them. Besides one entry at a time, it steps to where a phase or a turn
// began, read from the turn and phase each log line was taken in.

import type { Label, LogLine, ScorePoint } from "./bindings";
import { deepEqual } from "./legal";

type Placed = Pick<LogLine, "turn" | "phase">;

export interface ScrubStops {
  /** The last position: every entry applied. */
  end: number;
  /**
   * Positions where a phase began: the table after the entry that ended the phase before, so
   * the next entry is the new phase's first. The start and the end are stops without being
   * listed.
   */
  phases: number[];
  /** Positions where a turn began, likewise. */
  turns: number[];
}

export type ScrubUnit = "entry" | "phase" | "turn";

export function scrubStops(lines: readonly Placed[]): ScrubStops {
  const phases: number[] = [];
  const turns: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const before = lines[i - 1]!;
    if (line.turn !== before.turn) turns.push(i);
    if (line.turn !== before.turn || !deepEqual(line.phase, before.phase)) phases.push(i);
  }
  return { end: lines.length, phases, turns };
}

/** The position one `unit` before (`-1`) or after (`1`) `at`, kept within the match. */
export function step(stops: ScrubStops, at: number, unit: ScrubUnit, direction: 1 | -1): number {
  if (unit === "entry") return clamp(at + direction, stops.end);
  const list = unit === "phase" ? stops.phases : stops.turns;
  if (direction === 1) return list.find((p) => p > at) ?? stops.end;
  let before = 0;
  for (const p of list) if (p < at) before = p;
  return before;
}

export function clamp(at: number, end: number): number {
  return Math.min(Math.max(Math.round(at), 0), end);
}

/** The turn and phase the table is in at `at`; the phase is unknown after the last entry. */
export function placeAt(
  lines: readonly Placed[],
  series: readonly ScorePoint[],
  at: number,
): { turn: number; phase: Label | null } {
  const next = lines[at];
  return { turn: series[at]?.turn ?? next?.turn ?? 0, phase: next?.phase ?? null };
}
