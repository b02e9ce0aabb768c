// Press and hold for a second action on a button whose tap already does something: a crystal
// spends on a tap and is gained on a hold, where a narrow area has no room for a + beside it.
// The hold fires while the finger is still down, so the player feels it land (a buzz where the
// device can), and the click that follows the lift is swallowed.

import type { Action } from "svelte/action";
import { listenForPresses } from "./pressEvents";
import type { Timers } from "./repeat";

/** How long a press is held before it counts as a hold, in ms: a tap is well under it. */
export const HOLD_MS = 500;

/**
 * The timing of one button's presses. `press()` on pointer down, `release()` on up or cancel;
 * `swallowClick()` answers whether the click that follows was a hold's, and forgets it.
 */
export class LongPress {
  #handle: unknown = null;
  #held = false;

  constructor(
    private readonly onhold: () => void,
    private readonly ms: number = HOLD_MS,
    private readonly timers: Timers = globalThis as unknown as Timers,
  ) {}

  /** Whether a press is down and not yet a hold. */
  get pending(): boolean {
    return this.#handle !== null;
  }

  press(): void {
    this.release();
    this.#held = false;
    this.#handle = this.timers.setTimeout(() => {
      this.#handle = null;
      this.#held = true;
      this.onhold();
    }, this.ms);
  }

  release(): void {
    if (this.#handle !== null) this.timers.clearTimeout(this.#handle);
    this.#handle = null;
  }

  swallowClick(): boolean {
    const held = this.#held;
    this.#held = false;
    return held;
  }
}

export interface LongPressOptions {
  onhold: () => void;
}

/** `use:longPress={{ onhold }}`: the button's click stays a tap; a hold calls `onhold` instead. */
export const longPress: Action<HTMLElement, LongPressOptions> = (node, initial) => {
  let options = initial;
  const timing = new LongPress(() => {
    node.removeAttribute("data-holding");
    options.onhold();
  });

  function down(event: PointerEvent): void {
    if (event.button !== 0) return;
    node.setPointerCapture?.(event.pointerId);
    node.setAttribute("data-holding", "");
    timing.press();
  }

  function up(): void {
    node.removeAttribute("data-holding");
    timing.release();
  }

  function click(event: MouseEvent): void {
    if (!timing.swallowClick()) return;
    // Before the button's own click handler, which would spend the crystal just gained.
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  const stop = listenForPresses(node, { down, up, click, clickFirst: true });

  return {
    update(next: LongPressOptions) {
      options = next;
    },
    destroy() {
      timing.release();
      stop();
    },
  };
};
