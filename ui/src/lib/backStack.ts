// The system's back (a phone's back gesture or button, a browser's back button) closes what is
// on top, as phone apps do: an open sheet first, then a screen, back to the one it came from.
// Each open layer holds an entry of the page's history; back lands on the entry below and the
// layers above it close. A layer closed by a tap gives its entry back (`history.back()`), and
// entries asked for meanwhile wait until the page's history has moved, so that a sheet opened
// at once after another closed is never taken for it.

/** What the stack needs of the page's history (the browser's, or a test's). */
export interface HistoryLike {
  pushState(data: unknown, unused: string): void;
  back(): void;
  readonly state: unknown;
}

interface Layer {
  id: number;
  close: () => void;
}

/** The layer an entry was pushed for; 0 for an entry of the page's own. */
function layerOf(state: unknown): number {
  if (typeof state !== "object" || state === null) return 0;
  const layer = (state as Record<string, unknown>)["layer"];
  return typeof layer === "number" ? layer : 0;
}

export class BackStack {
  readonly #history: HistoryLike;
  #layers: Layer[] = [];
  #next = 1;
  /** Moves back asked of the history and not yet heard of. */
  #backsPending = 0;
  /** Layers opened while the history was moving: their entries are pushed once it has. */
  #deferred: number[] = [];
  /** Entries of layers closed by a tap while others were above them: back passes over them. */
  readonly #stale = new Set<number>();

  constructor(history: HistoryLike) {
    this.#history = history;
  }

  /** How many layers are open. */
  get depth(): number {
    return this.#layers.length;
  }

  /**
   * A layer opened: back closes it by calling `close`. Answers what to call when it closes
   * otherwise (a tap), which gives its history entry back.
   */
  open(close: () => void): () => void {
    const id = this.#next++;
    this.#layers.push({ id, close });
    if (this.#backsPending > 0) this.#deferred.push(id);
    else this.#history.pushState({ layer: id }, "");
    return () => this.#closedByTap(id);
  }

  /** The history moved back to the entry holding `state` (the page's `popstate`). */
  popped(state: unknown): void {
    const landed = layerOf(state);
    if (this.#backsPending > 0) {
      this.#backsPending--;
      this.#passOverStale(landed);
      if (this.#backsPending === 0) {
        for (const id of this.#deferred) this.#history.pushState({ layer: id }, "");
        this.#deferred = [];
      }
      return;
    }
    const closing = this.#layers.filter((layer) => layer.id > landed);
    this.#layers = this.#layers.filter((layer) => layer.id <= landed);
    for (const layer of closing.reverse()) layer.close();
    this.#passOverStale(landed);
  }

  #closedByTap(id: number): void {
    const at = this.#layers.findIndex((layer) => layer.id === id);
    // Closed by back already.
    if (at < 0) return;
    this.#layers.splice(at, 1);
    const waiting = this.#deferred.indexOf(id);
    if (waiting >= 0) {
      // Its entry was never pushed.
      this.#deferred.splice(waiting, 1);
      return;
    }
    if (this.#backsPending === 0 && layerOf(this.#history.state) === id) {
      this.#backsPending++;
      this.#history.back();
    } else {
      this.#stale.add(id);
    }
  }

  /** Landed on the entry of a layer closed by a tap: one more step back, past it. */
  #passOverStale(landed: number): void {
    if (!this.#stale.delete(landed)) return;
    this.#backsPending++;
    this.#history.back();
  }
}

/** The page's own stack, listening to its history; none outside a browser. */
export const backStack: BackStack | null = (() => {
  if (typeof window === "undefined" || typeof window.history?.pushState !== "function") return null;
  const stack = new BackStack(window.history);
  window.addEventListener("popstate", (event) => stack.popped(event.state));
  return stack;
})();
