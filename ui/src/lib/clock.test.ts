import { describe, expect, it } from "vitest";
import type { Clocks } from "./bindings";
import {
  closedGap,
  firstShownSinceStart,
  formatClock,
  hasChessClocks,
  liveClocks,
  MINUTE,
  roundStage,
  untilNextSecond,
  warningDue,
} from "./clock";

function clocks(over: Partial<Clocks> = {}): Clocks {
  return {
    at_ms: 100_000,
    started_at_ms: 0,
    paused: false,
    over: false,
    running: 1,
    round: { limit_ms: 50 * MINUTE, elapsed_ms: 100_000, left_ms: 50 * MINUTE - 100_000 },
    seats: [
      { used_ms: 40_000, left_ms: 25 * MINUTE - 40_000 },
      { used_ms: 60_000, left_ms: 25 * MINUTE - 60_000 },
    ],
    idle_ms: 0,
    ...over,
  };
}

describe("liveClocks", () => {
  it("counts on from the reading for the running seat and the round only", () => {
    const live = liveClocks(clocks(), 130_000);
    expect(live.roundLeft).toBe(50 * MINUTE - 130_000);
    expect(live.seats[1]).toEqual({ used: 90_000, left: 25 * MINUTE - 90_000 });
    expect(live.seats[0]).toEqual({ used: 40_000, left: 25 * MINUTE - 40_000 });
  });

  it("stands still while paused or over, and never counts back before the reading", () => {
    expect(liveClocks(clocks({ paused: true }), 500_000).seats[1]?.used).toBe(60_000);
    expect(liveClocks(clocks({ over: true }), 500_000).roundLeft).toBe(50 * MINUTE - 100_000);
    expect(liveClocks(clocks(), 90_000).seats[1]?.used).toBe(60_000);
  });
});

describe("the round's warnings", () => {
  it("steps through five minutes, one minute and time", () => {
    expect(roundStage(5 * MINUTE + 1)).toBe("calm");
    expect(roundStage(5 * MINUTE)).toBe("five");
    expect(roundStage(MINUTE)).toBe("one");
    expect(roundStage(0)).toBe("time");
    expect(roundStage(-5)).toBe("time");
  });

  it("warns only on a step towards time", () => {
    expect(warningDue("calm", "five")).toBe("five");
    expect(warningDue("five", "time")).toBe("time");
    expect(warningDue("one", "five")).toBeNull();
    expect(warningDue("one", "one")).toBeNull();
  });
});

describe("formatClock", () => {
  it("reads minutes and seconds, hours past an hour, and a minus past zero", () => {
    expect(formatClock(25 * MINUTE)).toBe("25:00");
    expect(formatClock(4 * MINUTE + 59_001)).toBe("5:00");
    expect(formatClock(500)).toBe("0:01");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(-12_400)).toBe("\u22120:12");
    expect(formatClock(-400)).toBe("0:00");
    expect(formatClock(90 * MINUTE)).toBe("1:30:00");
  });
});

describe("closedGap", () => {
  it("asks only about running clocks left unseen for a while", () => {
    expect(closedGap(clocks(), 100_000 + 10 * MINUTE)).toBe(10 * MINUTE);
    expect(closedGap(clocks(), 100_000 + MINUTE)).toBeNull();
    expect(closedGap(clocks({ paused: true }), 100_000 + 10 * MINUTE)).toBeNull();
    expect(closedGap(null, 0)).toBeNull();
  });
});

describe("firstShownSinceStart", () => {
  it("is true once per match: shown again, the app was open all along", () => {
    expect(firstShownSinceStart(7)).toBe(true);
    expect(firstShownSinceStart(7)).toBe(false);
    expect(firstShownSinceStart(8)).toBe(true);
  });
});

describe("hasChessClocks", () => {
  it("is true only with a time for each seat", () => {
    expect(hasChessClocks(clocks())).toBe(true);
    expect(hasChessClocks(clocks({ seats: [{ used_ms: 0, left_ms: null }] }))).toBe(false);
    expect(hasChessClocks(null)).toBe(false);
  });
});

describe("untilNextSecond", () => {
  it("waits until the first running clock turns to another second", () => {
    // Read at 100,000: the round has 2,900,000 left, seat 1 has 1,440,000 left and 60,000 used.
    const reading = clocks({
      round: { limit_ms: 50 * MINUTE, elapsed_ms: 100_000, left_ms: 2_900_250 },
      seats: [
        { used_ms: 40_000, left_ms: 25 * MINUTE - 40_000 },
        { used_ms: 60_400, left_ms: 1_439_600 },
      ],
    });
    // At 100,100 the round shows 2,900,150 (turns in 150), seat 1 has 1,439,500 left (turns
    // in 500) and 60,500 used (turns just past 61,000).
    expect(untilNextSecond(reading, 100_100)).toBe(150);
    // At 100,250 the round has just turned: seat 1's time left is next, in 350.
    expect(untilNextSecond(reading, 100_250)).toBe(350);
    expect(untilNextSecond(reading, 100_260)).toBe(340);
    // Without a round: seat 1's time left turns first, then its time used.
    const noRound = { ...reading, round: null };
    expect(untilNextSecond(noRound, 100_000)).toBe(600);
    expect(untilNextSecond({ ...noRound, seats: [reading.seats[0]!, { used_ms: 60_400, left_ms: null }] }, 100_000)).toBe(601);
  });

  it("waits a second while no clock moves, and past zero still on whole seconds", () => {
    expect(untilNextSecond(clocks({ paused: true }), 100_123)).toBe(SECOND_MS);
    expect(untilNextSecond(clocks({ over: true }), 100_123)).toBe(SECOND_MS);
    const late = clocks({ round: { limit_ms: MINUTE, elapsed_ms: MINUTE + 300, left_ms: -300 }, running: null });
    expect(untilNextSecond(late, 100_000)).toBe(700);
  });
});

const SECOND_MS = 1_000;
