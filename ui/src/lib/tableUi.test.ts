import { describe, expect, it } from "vitest";
import { logDock } from "./tableUi.svelte";

describe("logDock", () => {
  it("puts the log beside a wide table, below an upright tablet's, and in a drawer on a phone", () => {
    expect(logDock(1280, 800)).toBe("side");
    expect(logDock(1100, 600)).toBe("side");
    expect(logDock(768, 1024)).toBe("below");
    expect(logDock(1024, 768)).toBe(null);
    expect(logDock(360, 640)).toBe(null);
    // A phone on its side is wide but short: a drawer.
    expect(logDock(800, 360)).toBe(null);
  });
});
