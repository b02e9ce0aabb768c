import { describe, expect, it } from "vitest";
import { ERROR_CODES, type ErrorCode, type IpcError } from "../lib/bindings";
import { ERROR_WORDING, errorText } from "./errors.svelte";
import { t } from "./i18n.svelte";
import { catalogs, flattenKeys } from "./setup";

const { en, zh } = catalogs();

/** The codes the catalog of `lang` words, from its `errors.<CODE>` keys. */
function worded(catalog: Record<string, unknown>): string[] {
  return flattenKeys(catalog)
    .filter((key) => key.startsWith("errors.") && key !== "errors.generic")
    .map((key) => key.slice("errors.".length));
}

function error(code: ErrorCode): IpcError {
  return { code, message: "the message", rule: null, reason: null };
}

describe("every error code", () => {
  it("is placed in the wording, and nothing else is", () => {
    expect(Object.keys(ERROR_WORDING).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("told in words of its own has them in English and Chinese; one told generically has none", () => {
    const own = ERROR_CODES.filter((code) => ERROR_WORDING[code] === "own").sort();
    expect(own.length).toBeGreaterThan(40);
    for (const catalog of [en, zh]) expect(worded(catalog).sort()).toEqual(own);
  });
});

describe("errorText", () => {
  it("gives a code its own words, and the generic line naming the code otherwise", () => {
    expect(errorText(error("STORE_CORRUPT"))).not.toContain("STORE_CORRUPT");
    expect(ERROR_WORDING.COMMAND_ANSWER).toBe("generic");
    expect(errorText(error("COMMAND_ANSWER"))).toContain("COMMAND_ANSWER");
  });

  it("tells a code this build does not know generically, as one from a newer host", () => {
    const newer = { ...error("STORE_IO"), code: "STORE_FROM_THE_FUTURE" as ErrorCode };
    expect(errorText(newer)).toContain("STORE_FROM_THE_FUTURE");
  });

  it("words a problem with the values its reason carries, in the code's own words", () => {
    const code: ErrorCode = "STORE_COLLECTION_TOO_MANY";
    const tooMany = {
      ...error(code),
      reason: { key: `errors.${code}`, args: { card: "tally-mark", count: 10000, most: 9999 } },
    };
    const text = errorText(tooMany);
    for (const value of ["tally-mark", "10000", "9999"]) expect(text).toContain(value);
    expect(text).not.toContain("the message");
  });

  it("names what was not found in the reader's words", () => {
    const code: ErrorCode = "STORE_NOT_FOUND";
    const what = { key: "stored.deck", args: {} };
    const missing = { ...error(code), reason: { key: `errors.${code}`, args: { what } } };
    expect(errorText(missing)).toContain(t("stored.deck"));
    expect(errorText(missing)).not.toContain("{{");
  });

  it("words a house rule that does not fit with the rule and its problem", () => {
    const code: ErrorCode = "SETUP_HOUSE_RULE";
    const problem = { key: "house_rule_problem.other_kind", args: { given: "\"40\"", expected: "30" } };
    const misfit = { ...error(code), reason: { key: `errors.${code}`, args: { rule: "target", problem } } };
    const text = errorText(misfit);
    for (const value of ["target", "\"40\"", "30"]) expect(text).toContain(value);
    expect(text).not.toContain("{{");
    expect(text).not.toContain("the message");
  });

  it("reads a refusal's reason before its code", () => {
    const refusal = { ...error("RULE_VIOLATION"), rule: "TALLY-TURN-1", reason: { key: "refusal.zero_amount", args: {} } };
    expect(errorText(refusal)).toBe(errorText({ ...refusal, code: "INVALID_ACTION" }));
  });
});
