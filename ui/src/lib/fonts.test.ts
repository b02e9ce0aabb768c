import { describe, expect, it } from "vitest";
import { fontListIn } from "./fonts";

describe("fontListIn", () => {
  it("reads the list the backend's script left", () => {
    const list = '"Nimbus Sans", "Noto Sans CJK SC", sans-serif';
    expect(fontListIn({ __TABLESIDE_FONTS__: list })).toBe(list);
  });

  it("is nothing where no script ran (a browser, tests) or it left no list", () => {
    expect(fontListIn({})).toBeUndefined();
    expect(fontListIn({ __TABLESIDE_FONTS__: " " })).toBeUndefined();
    expect(fontListIn({ __TABLESIDE_FONTS__: ["sans-serif"] })).toBeUndefined();
  });
});
