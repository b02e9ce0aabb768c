import { describe, expect, it } from "vitest";
import { formatAgo } from "./time";

const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);

describe("formatAgo", () => {
  it("says now for the last few seconds", () => {
    expect(formatAgo(NOW - 10_000, NOW, "en")).toBe("now");
  });
  it("counts minutes, hours and days", () => {
    expect(formatAgo(NOW - 5 * 60_000, NOW, "en")).toBe("5 minutes ago");
    expect(formatAgo(NOW - 3 * 3_600_000, NOW, "en")).toBe("3 hours ago");
    expect(formatAgo(NOW - 86_400_000, NOW, "en")).toBe("yesterday");
  });
  it("speaks Chinese too", () => {
    expect(formatAgo(NOW - 5 * 60_000, NOW, "zh-CN")).toBe("5分钟前");
  });
});
