// A Svelte action for press-and-hold buttons: one step on press, repeating while held.
// Keyboard activation (Enter, Space) gives one step per press, as a click does.

import type { Action } from "svelte/action";
import { listenForPresses } from "./pressEvents";
import { DEFAULT_REPEAT, Repeater, type RepeatTiming } from "./repeat";

export interface HoldOptions {
  /** One step; return false to stop repeating. */
  step: () => boolean | void;
  /** Called as each press begins, before its first step. */
  start?: () => void;
  timing?: RepeatTiming;
}

export const holdRepeat: Action<HTMLElement, HoldOptions> = (node, initial) => {
  let options = initial;
  const repeater = new Repeater(() => options.step(), options.timing ?? DEFAULT_REPEAT);

  function down(event: PointerEvent): void {
    if (event.button !== 0) return;
    // Keep receiving the pointer's events even if the finger slides off the button.
    node.setPointerCapture?.(event.pointerId);
    options.start?.();
    repeater.start();
  }

  function up(): void {
    repeater.stop();
  }

  function click(event: MouseEvent): void {
    // A pointer press already stepped on pointerdown; a click without a pointer (keyboard,
    // assistive technology, element.click()) has detail 0 and steps here.
    if (event.detail === 0) {
      options.start?.();
      options.step();
    }
  }

  const stop = listenForPresses(node, { down, up, click });

  return {
    update(next: HoldOptions) {
      options = next;
    },
    destroy() {
      repeater.stop();
      stop();
    },
  };
};
