// The table's clocks as a screen shows them between two entries. The engine reads the clocks
// as they stood at the last entry (`Clocks.at_ms`); a screen counts on from there with its own
// time, so the clocks tick with no call per second and every device reading the same log shows
// the same clocks. Nothing here decides whose clock runs: that is the engine's `running`.

import type { Clocks } from "./bindings";

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;

/** The round's warnings: five minutes left, one minute left, and time called. */
export type RoundStage = "calm" | "five" | "one" | "time";

/** One seat's clock at a moment: its time used, and with chess clocks its time left. */
export interface LiveSeat {
  used: number;
  left: number | null;
}

/** The clocks at a moment, counted on from the engine's reading. */
export interface LiveClocks {
  /** Whether any clock moves (not paused, the match not over). */
  ticking: boolean;
  running: number | null;
  roundLeft: number | null;
  seats: LiveSeat[];
}

/** The clocks at `now` (ms since the epoch): the running seat's and the round's time go on
 * from `clocks.at_ms`; a time before it reads as it (another device's clock a little behind). */
export function liveClocks(clocks: Clocks, now: number): LiveClocks {
  const ticking = !clocks.paused && !clocks.over;
  const since = ticking ? Math.max(0, now - clocks.at_ms) : 0;
  return {
    ticking,
    running: clocks.running,
    roundLeft: clocks.round === null ? null : clocks.round.left_ms - since,
    seats: clocks.seats.map((seat, index) => {
      const runs = ticking && clocks.running === index;
      return {
        used: seat.used_ms + (runs ? since : 0),
        left: seat.left_ms === null ? null : seat.left_ms - (runs ? since : 0),
      };
    }),
  };
}

/**
 * How long from `now` until a clock counting on from `clocks` shows another second (the
 * round's time left, the running seat's time left or used): a screen redraws its clocks at
 * that moment, so that every device reading the same log and the same time turns its digits
 * together, not up to a tick apart. A second while no clock moves.
 */
export function untilNextSecond(clocks: Clocks, now: number): number {
  const live = liveClocks(clocks, now);
  if (!live.ticking) return SECOND;
  const waits: number[] = [];
  // Time left shows whole seconds rounded up: it turns as it reaches a whole second.
  const left = (ms: number) => mod(ms, SECOND) || SECOND;
  if (live.roundLeft !== null) waits.push(left(live.roundLeft));
  const seat = live.running === null ? undefined : live.seats[live.running];
  if (seat !== undefined) {
    if (seat.left !== null) waits.push(left(seat.left));
    // Time used shows whole seconds rounded up too: it turns just past a whole second.
    waits.push((mod(-seat.used, SECOND) || SECOND) + 1);
  }
  return Math.max(1, Math.min(SECOND, ...waits));
}

function mod(value: number, by: number): number {
  return ((value % by) + by) % by;
}

/** Whether the clocks have chess clocks (a time for each seat). */
export function hasChessClocks(clocks: Clocks | null): boolean {
  return clocks !== null && clocks.seats.some((seat) => seat.left_ms !== null);
}

export function roundStage(left: number): RoundStage {
  if (left <= 0) return "time";
  if (left <= MINUTE) return "one";
  if (left <= 5 * MINUTE) return "five";
  return "calm";
}

const URGENCY: Record<RoundStage, number> = { calm: 0, five: 1, one: 2, time: 3 };

/** The warning to give when the round goes from `before` to `after`: only a step towards time
 * (a ruling that gives time back, or an undo, warns of nothing). */
export function warningDue(before: RoundStage, after: RoundStage): RoundStage | null {
  return URGENCY[after] > URGENCY[before] ? after : null;
}

/**
 * `m:ss`, or `h:mm:ss` from an hour on. Time left counts whole seconds up (a clock with half
 * a second left shows 0:01, and 0:00 only once it is out); time past zero reads with a minus.
 */
export function formatClock(ms: number): string {
  const negative = ms < 0;
  const seconds = negative ? Math.floor(-ms / SECOND) : Math.ceil(ms / SECOND);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, "0");
  const body = h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
  return negative && seconds > 0 ? `\u2212${body}` : body;
}

/** A gap since the last entry long enough to ask about: a screen shown again after this
 * long, with its clocks running, may have been closed, and the table says whether it counts. */
export const CLOSED_ASK_AFTER = 2 * MINUTE;

/** The time the clocks ran unseen when a table is shown again at `now`, or null when there is
 * nothing to ask: no clocks, clocks paused or stopped, or a gap too short to matter. */
/** The matches this page has shown with their clocks since it started. */
const shownSinceStart = new Set<number>();

/**
 * Whether this is the first time since the app started that match `id` is shown: only then can
 * the app have been closed since its last entry. Shown again (back from another screen, turned
 * to another size), the time since is a table thinking, not the app closed.
 */
export function firstShownSinceStart(id: number): boolean {
  if (shownSinceStart.has(id)) return false;
  shownSinceStart.add(id);
  return true;
}

export function closedGap(clocks: Clocks | null, now: number): number | null {
  if (clocks === null || clocks.paused || clocks.over) return null;
  const gap = now - clocks.at_ms;
  return gap >= CLOSED_ASK_AFTER ? gap : null;
}
