// Errors from the backend, as one shape.

import type { IpcError } from "./bindings";

function isIpcError(value: unknown): value is IpcError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "string" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

/** Whatever a command rejected with, as an `IpcError`. */
export function toIpcError(error: unknown): IpcError {
  if (isIpcError(error)) {
    return { code: error.code, message: error.message, rule: error.rule ?? null, reason: error.reason ?? null };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: "UNKNOWN", message, rule: null, reason: null };
}

/** Whether a rule refused the action, so a ruling may override it. */
export function isRuleRefusal(error: IpcError): error is IpcError & { rule: string } {
  return error.code === "RULE_VIOLATION" && typeof error.rule === "string" && error.rule.length > 0;
}
