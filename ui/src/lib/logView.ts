// The log drawer's timeline: entries grouped under turn and phase separators.

import type { Label, LogLine } from "./bindings";
import { deepEqual } from "./legal";

export interface LogGroup {
  turn: number;
  phase: Label;
  /** Whether this group starts a new turn (the drawer shows a turn separator above it). */
  newTurn: boolean;
  lines: LogLine[];
}

/** Consecutive entries of the same turn and phase, oldest first. */
export function groupLog(lines: readonly LogLine[]): LogGroup[] {
  const groups: LogGroup[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last.turn === line.turn && deepEqual(last.phase, line.phase)) {
      last.lines.push(line);
    } else {
      groups.push({ turn: line.turn, phase: line.phase, newTurn: last?.turn !== line.turn, lines: [line] });
    }
  }
  return groups;
}

/** The same groups, newest first, each with its newest entry first. */
export function newestFirst(groups: readonly LogGroup[]): LogGroup[] {
  return [...groups].reverse().map((g, i, all) => ({
    ...g,
    // Read from the top, a turn separator belongs above the newest group of each turn.
    newTurn: i === 0 || all[i - 1]!.turn !== g.turn,
    lines: [...g.lines].reverse(),
  }));
}

/**
 * The first entry a log drawn a page at a time shows: `from` (where the reader has scrolled
 * back to) while the log grows, the last `page` entries of a log shorter than that (another
 * match), and at least down to half a page before `at` (a table shown at an earlier entry).
 */
export function firstDrawn(from: number, length: number, at: number | undefined, page: number): number {
  return Math.max(0, Math.min(from, length - page, at === undefined ? Infinity : at - page / 2));
}
