import { describe, expect, it } from "vitest";
import { decided, lengthText, rateText } from "./rate";

describe("rateText", () => {
  it("gives 2 wins of 3 with its wide interval", () => {
    const record = { win_rate: 2 / 3, interval: { low: 0.2077, high: 0.9385 } };
    expect(rateText(record, "en")).toEqual({ rate: "67", low: "21", high: "94" });
  });

  it("keeps the ends of a sure-looking rate apart from it", () => {
    expect(rateText({ win_rate: 1, interval: { low: 0.5655, high: 1 } }, "en")).toEqual({
      rate: "100",
      low: "57",
      high: "100",
    });
  });

  it("has nothing to say before a decided match", () => {
    expect(rateText({ win_rate: null, interval: null }, "en")).toBeNull();
  });
});

describe("decided", () => {
  it("counts draws as decided", () => {
    expect(decided({ wins: 2, losses: 1, draws: 1 })).toBe(4);
  });
});

describe("lengthText", () => {
  const words = (key: string) => `<${key}>`;

  it("says under a minute as such, then minutes, and hours from an hour on", () => {
    expect(lengthText(0, words, "en")).toBe("<stats.under_a_minute>");
    expect(lengthText(59_999, words, "en")).toBe("<stats.under_a_minute>");
    expect(lengthText(60_000, words, "en")).toBe("1 min");
    expect(lengthText(25 * 60_000 + 29_000, words, "en")).toBe("25 min");
    expect(lengthText(135 * 60_000, words, "en")).toBe("2 hr 15 min");
  });
});
