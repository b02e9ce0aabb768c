import { describe, expect, it } from "vitest";
import { joinPageOf } from "./joinPage";

describe("the host's page for a typed join address", () => {
  it("reads the address as the host shows it, with or without its scheme", () => {
    expect(joinPageOf("127.0.0.1:47001/?t=abc123")).toBe("http://127.0.0.1:47001/?t=abc123");
    expect(joinPageOf("  http://tableside.test:47001/?t=abc123 ")).toBe("http://tableside.test:47001/?t=abc123");
  });

  it("refuses what is not a table's address", () => {
    expect(joinPageOf("")).toBeNull();
    expect(joinPageOf("127.0.0.1:47001/")).toBeNull();
    expect(joinPageOf("https://tableside.test/?t=abc")).toBeNull();
    expect(joinPageOf("javascript:alert(1)")).toBeNull();
    expect(joinPageOf("http://:47001/?t=abc")).toBeNull();
  });
});
