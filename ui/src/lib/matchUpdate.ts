// A tap's answer is what the action changed (`MatchUpdate`), not the whole match: the view
// but the log, and the log lines the action added or changed. Put together here with the
// view the table already has, so the answer stays the same size however long the log grows.

import type { MatchUpdate, MatchView } from "./bindings";

/**
 * The view after `update`, from the view before it; `null` when `update` does not follow
 * `view` (its log is not one entry longer), and the whole match must be asked for again.
 */
export function applyUpdate(view: MatchView, update: MatchUpdate): MatchView | null {
  if (update.log_len !== view.log.length + 1) return null;
  const log = view.log.slice();
  for (const line of update.lines) {
    if (line.seq > log.length) return null;
    log[line.seq] = line;
  }
  if (log.length !== update.log_len) return null;
  return {
    setup: view.setup,
    state: update.state,
    log,
    undo: update.undo,
    redo: update.redo,
    outcome: update.outcome,
    legal: update.legal,
  };
}
