import { describe, expect, it } from "vitest";
import { isRuleRefusal, toIpcError } from "./errors";

describe("toIpcError", () => {
  it("keeps a backend error", () => {
    const e = toIpcError({ code: "RULE_VIOLATION", message: "no", rule: "TALLY-TURN-1", reason: { key: "x", args: {} } });
    expect(e.code).toBe("RULE_VIOLATION");
    expect(isRuleRefusal(e)).toBe(true);
  });

  it("wraps anything else", () => {
    expect(toIpcError(new Error("boom"))).toEqual({ code: "UNKNOWN", message: "boom", rule: null, reason: null });
    expect(toIpcError("plain")).toMatchObject({ code: "UNKNOWN", message: "plain" });
  });

  it("needs a rule to offer a ruling", () => {
    expect(isRuleRefusal({ code: "RULE_VIOLATION", message: "", rule: null, reason: null })).toBe(false);
    expect(isRuleRefusal({ code: "MATCH_OVER", message: "", rule: "TALLY-WIN-1", reason: null })).toBe(false);
  });
});
