// A long command's progress as a bar and a line of text. The backend reports stages
// (`Progress`); a stage whose size is not known yet (total 0) is a bar without a value, told
// by the `opening` text, and a stage with a size by its own (`reading`, `writing`) with counts.

import type { Progress } from "./bindings";

export interface ProgressShown {
  /** The bar's value out of `max`; `null` while the size is not known. */
  value: number | null;
  max: number;
  /** The catalog key of the line under the bar, and its arguments. */
  key: string;
  args: Record<string, string>;
}

/** What a bar shows of `progress`; counts written with `format` (the screen's language). */
export function showProgress(progress: Progress, keyPrefix: string, format: (n: number) => string): ProgressShown {
  const known = progress.total > 0;
  return {
    value: known ? Math.min(progress.done, progress.total) : null,
    max: known ? progress.total : 1,
    key: known ? `${keyPrefix}.${progress.stage}` : `${keyPrefix}.opening`,
    args: { done: format(progress.done), total: format(progress.total) },
  };
}
