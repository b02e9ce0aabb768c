// The events a press-and-hold button listens to, for the actions that give a hold its meaning
// (`holdRepeat`, `longPress`): the press, its end however it ends (the finger lifts, the system
// takes the pointer, the capture is lost), the click after it, and the context menu a long
// press would open on a touch screen, which is refused.

export interface PressHandlers {
  down: (event: PointerEvent) => void;
  /** The press ended, however it ended. */
  up: () => void;
  click: (event: MouseEvent) => void;
  /** Whether `click` runs before the element's own click handlers (to swallow the click). */
  clickFirst?: boolean;
}

/** Listens on `node`; the returned function stops listening. */
export function listenForPresses(node: HTMLElement, handlers: PressHandlers): () => void {
  const refuseMenu = (event: Event): void => event.preventDefault();
  const clickOptions = { capture: handlers.clickFirst ?? false };
  node.addEventListener("pointerdown", handlers.down);
  node.addEventListener("pointerup", handlers.up);
  node.addEventListener("pointercancel", handlers.up);
  node.addEventListener("lostpointercapture", handlers.up);
  node.addEventListener("click", handlers.click, clickOptions);
  node.addEventListener("contextmenu", refuseMenu);
  return () => {
    node.removeEventListener("pointerdown", handlers.down);
    node.removeEventListener("pointerup", handlers.up);
    node.removeEventListener("pointercancel", handlers.up);
    node.removeEventListener("lostpointercapture", handlers.up);
    node.removeEventListener("click", handlers.click, clickOptions);
    node.removeEventListener("contextmenu", refuseMenu);
  };
}
