import { afterEach, describe, expect, it, vi } from "vitest";
import { bestOffset, hostNow, sampleOffset, setHostOffset } from "./clockOffset";

describe("sampleOffset", () => {
  it("takes the host's reading as made halfway through the round trip", () => {
    // Sent at 1,000 and answered at 1,040 by the phone; the host read 301,020: five minutes ahead.
    expect(sampleOffset({ sent: 1_000, received: 1_040, host: 301_020 })).toBe(300_000);
    expect(sampleOffset({ sent: 500_000, received: 500_010, host: 200_005 })).toBe(-300_000);
  });
});

describe("bestOffset", () => {
  it("keeps the sample with the shortest round trip", () => {
    const samples = [
      { sent: 0, received: 400, host: 10_350 }, // delayed on the way back: 10,150
      { sent: 1_000, received: 1_020, host: 11_010 }, // 10,000
      { sent: 2_000, received: 2_300, host: 12_050 }, // delayed on the way there: 9,900
    ];
    expect(bestOffset(samples)).toBe(10_000);
  });

  it("leaves out a sample answered before it was asked, and has none without samples", () => {
    expect(bestOffset([])).toBeNull();
    expect(bestOffset([{ sent: 5_000, received: 1_000, host: 0 }])).toBeNull();
    expect(bestOffset([{ sent: 5_000, received: 1_000, host: 0 }, { sent: 0, received: 100, host: 50 }])).toBe(0);
  });
});

describe("hostNow", () => {
  afterEach(() => {
    setHostOffset(0);
    vi.restoreAllMocks();
  });

  it("is the device's clock moved by the offset", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    expect(hostNow()).toBe(1_000_000);
    setHostOffset(-420_000);
    expect(hostNow()).toBe(580_000);
  });
});
