// What the history screen keeps while the app runs: its filters, so that a match opened from
// the list and closed again comes back to the same list.

import { emptyForm, type HistoryForm } from "./history";

export class HistoryState {
  form = $state<HistoryForm>(emptyForm());
  /** Whether the filters show on a narrow screen (a wide one always shows them). */
  filtersOpen = $state(false);

  clear(): void {
    this.form = emptyForm();
  }
}
