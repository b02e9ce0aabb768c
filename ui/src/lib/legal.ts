// Which of the UI's controls the engine accepts right now.
//
// The UI knows no rules (STYLE.md 13): the engine sends `legal`, the game actions it would
// accept now, and a control is dimmed when its action is not among them. A dimmed control can
// still be tapped, so the engine's refusal, with its rule and the ruling override, is shown.

import type { Declined, GameAction } from "./bindings";

/** Structural equality of two JSON values; object key order does not matter. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keysA = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const keysB = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}

/** Whether `action` is one of the engine's legal actions. */
export function isLegal(legal: readonly GameAction[], action: GameAction): boolean {
  return legal.some((candidate) => deepEqual(candidate, action));
}

/**
 * Whether a control should look dimmed. The engine offers one representative per kind of
 * step (a life change of ±1, one unit of a resource spent): a control that sends a bigger step is
 * looked up by its representative. A control whose kind the engine does not offer at all
 * (corrections such as card counts) passes `null` and is never dimmed.
 */
export function isDimmed(legal: readonly GameAction[], representative: GameAction | null): boolean {
  return representative !== null && !isLegal(legal, representative);
}

/**
 * Why the engine refuses a dimmed control's action now: its rule and reason, as the engine
 * sends them beside `legal` (`declined`). Null for a control that is not dimmed, or whose
 * action the engine does not offer.
 */
export function whyDimmed(declined: readonly Declined[], representative: GameAction | null): Declined | null {
  if (representative === null) return null;
  return declined.find((entry) => deepEqual(entry.action, representative)) ?? null;
}

/** A control's action, built once per render: what a tap sends, and how the control looks. */
export interface Control {
  /** The action a tap sends: the very object the control was dimmed by or for. */
  action: GameAction;
  /** Whether the control looks dimmed (`isDimmed` of its representative). */
  dimmed: boolean;
  /** Why the engine refuses it now (`whyDimmed` of its representative), where the control shows it. */
  why: Declined | null;
}

/**
 * The control that sends `action`. It is dimmed by `representative`, the action itself unless
 * the engine offers a representative of its kind (a step of 1 for a control that sends more) or
 * none at all (`null`, a correction, never dimmed); `declined` gives the reason, where the
 * control shows one.
 */
export function control(
  legal: readonly GameAction[],
  action: GameAction,
  { representative = action, declined = [] }: { representative?: GameAction | null; declined?: readonly Declined[] } = {},
): Control {
  return { action, dimmed: isDimmed(legal, representative), why: whyDimmed(declined, representative) };
}
