import { describe, expect, it } from "vitest";
import type { Chain } from "./bindings";
import { pendingCount, priorityHolder, stack } from "./chain";

/** A chain of two links whose payloads are plain notes: the chain reads no payload. */
function chain(over: Partial<Chain<string>> = {}): Chain<string> {
  return {
    links: [
      { id: 0, controller: 0, payload: "first", status: "pending", spent: false },
      { id: 1, controller: 1, payload: "answer", status: "resolved", spent: true },
    ],
    priority_order: [0, 1],
    priority_index: 1,
    phase: "open",
    queued_triggers: [],
    ...over,
  };
}

describe("a chain as the table reads it", () => {
  it("stacks the newest link on top", () => {
    expect(stack(chain()).map((link) => link.id)).toEqual([1, 0]);
  });

  it("reads who holds priority from the order and index, none once closed", () => {
    expect(priorityHolder(chain())).toBe(1);
    expect(priorityHolder(chain({ priority_order: [1, 0], priority_index: 0 }))).toBe(1);
    expect(priorityHolder(chain({ priority_index: 5 }))).toBeNull();
    expect(priorityHolder(chain({ phase: "closed" }))).toBeNull();
  });

  it("counts the links still to resolve", () => {
    expect(pendingCount(chain())).toBe(1);
    expect(pendingCount(chain({ links: [] }))).toBe(0);
  });
});
