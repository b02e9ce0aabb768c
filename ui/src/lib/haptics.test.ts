import { describe, expect, it, vi } from "vitest";
import { BUZZ, Haptics } from "./haptics";

describe("Haptics", () => {
  it("buzzes for each kind when on and the device can", () => {
    const vibrate = vi.fn(() => true);
    const haptics = new Haptics({ vibrate }, true);
    haptics.buzz("step");
    haptics.buzz("hold");
    expect(vibrate.mock.calls).toEqual([[BUZZ.step], [BUZZ.hold]]);
  });

  it("stays still when turned off, and without a vibrator", () => {
    const vibrate = vi.fn(() => true);
    const off = new Haptics({ vibrate }, false);
    off.buzz("hold");
    expect(vibrate).not.toHaveBeenCalled();
    const none = new Haptics(null, true);
    expect(none.supported).toBe(false);
    expect(() => none.buzz("hold")).not.toThrow();
  });

  it("keeps going when the web view refuses", () => {
    const haptics = new Haptics(
      {
        vibrate: () => {
          throw new Error("not allowed");
        },
      },
      true,
    );
    expect(() => haptics.buzz("step")).not.toThrow();
  });
});
