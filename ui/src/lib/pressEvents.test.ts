import { describe, expect, it, vi } from "vitest";
import { listenForPresses } from "./pressEvents";

/** A stand-in element that keeps its listeners, so the test can fire and count them. */
function fakeNode() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const node = {
    addEventListener(type: string, fn: (event: unknown) => void) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener(type: string, fn: (event: unknown) => void) {
      listeners.get(type)?.delete(fn);
    },
  };
  const fire = (type: string, event: unknown = {}) => listeners.get(type)?.forEach((fn) => fn(event));
  const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { node: node as unknown as HTMLElement, fire, count };
}

describe("listenForPresses", () => {
  it("ends a press however it ends, refuses the context menu, and stops listening on request", () => {
    const { node, fire, count } = fakeNode();
    const down = vi.fn();
    const up = vi.fn();
    const click = vi.fn();
    const stop = listenForPresses(node, { down, up, click });
    fire("pointerdown");
    for (const end of ["pointerup", "pointercancel", "lostpointercapture"]) fire(end);
    fire("click");
    const menu = { preventDefault: vi.fn() };
    fire("contextmenu", menu);
    expect([down.mock.calls.length, up.mock.calls.length, click.mock.calls.length]).toEqual([1, 3, 1]);
    expect(menu.preventDefault).toHaveBeenCalled();
    stop();
    expect(count()).toBe(0);
  });
});
