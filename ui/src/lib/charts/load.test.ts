import { describe, expect, it } from "vitest";
import { withAlpha } from "./load";

describe("withAlpha", () => {
  it("turns a hex color into rgba", () => {
    expect(withAlpha("#ffcf5c", 0.25)).toBe("rgba(255, 207, 92, 0.25)");
  });

  it("leaves other colors as they are", () => {
    expect(withAlpha("red", 0.5)).toBe("red");
  });
});
