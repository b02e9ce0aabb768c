// A tap's answer is what the action changed (`MatchUpdate`), not the whole match: the view
// but the log, and the log lines the action added or changed. Put together here with the
// view the table already has, so the answer stays the same size however long the log grows.
// A shared table's screens also hear of changes made elsewhere (`followUpdate`): the lines a
// table that showed some entries lacks, from any entry it had on.
// Every part of the answer equal to the part the table had is the table's own object again
// (`keepUnchanged`): the table's derived values and keyed lists then see an unchanged seat,
// zone or legal action as unchanged, and a tap redraws only what it changed.

import type { MatchUpdate, MatchView } from "./bindings";

/**
 * The view after `update`, from the view before it; `null` when `update` does not follow
 * `view` (its log is not one entry longer), and the whole match must be asked for again.
 */
export function applyUpdate(view: MatchView, update: MatchUpdate): MatchView | null {
  return update.log_len === view.log.length + 1 ? followUpdate(view, update) : null;
}

/**
 * The view after `update`, an update that may carry several entries (`table_since`, or an
 * action's answer when other devices acted meanwhile): every line from some entry the view
 * has on. The view itself when the update is no newer than it: the log only grows, so an
 * update as long as the view's log is the same table, and a shorter one an older answer that
 * arrived late. `null` when the update lacks entries the view lacks too, and the whole match
 * must be asked for again.
 */
export function followUpdate(view: MatchView, update: MatchUpdate): MatchView | null {
  if (update.log_len <= view.log.length) return view;
  const log = view.log.slice();
  for (const line of update.lines) {
    if (line.seq > log.length) return null;
    log[line.seq] = keepUnchanged(log[line.seq], line);
  }
  if (log.length !== update.log_len) return null;
  return {
    setup: view.setup,
    state: keepUnchanged(view.state, update.state),
    log,
    undo: keepUnchanged(view.undo, update.undo),
    redo: keepUnchanged(view.redo, update.redo),
    outcome: keepUnchanged(view.outcome, update.outcome),
    legal: keepUnchanged(view.legal, update.legal),
    declined: keepUnchanged(view.declined, update.declined),
    clock: keepUnchanged(view.clock, update.clock),
  };
}

/**
 * `next` with each of its parts that equals the same part of `before` (same keys, or same
 * index, and equal values all the way down) replaced by `before`'s; `before` itself when the
 * two are equal. Values as JSON gives them: objects, arrays and primitives.
 */
export function keepUnchanged<T>(before: unknown, next: T): T {
  if (Object.is(before, next)) return next;
  if (typeof before !== "object" || before === null || typeof next !== "object" || next === null) {
    return next;
  }
  if (Array.isArray(next)) {
    if (!Array.isArray(before)) return next;
    let same = before.length === next.length;
    const kept = next.map((item: unknown, i) => {
      const part = keepUnchanged(before[i], item);
      if (part !== before[i]) same = false;
      return part;
    });
    return (same ? before : kept) as T;
  }
  if (Array.isArray(before)) return next;
  const old = before as Record<string, unknown>;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(old).length;
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const part = keepUnchanged(old[key], (next as Record<string, unknown>)[key]);
    if (part !== old[key] || !Object.hasOwn(old, key)) same = false;
    kept[key] = part;
  }
  return (same ? old : kept) as T;
}
