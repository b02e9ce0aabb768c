import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckFile, DeckReport } from "./bindings";
import { LiveCheck } from "./liveCheck.svelte";

function file(count: number): DeckFile {
  return { game: "demo", format: "demo-standard", players: null, date: null, cards: [{ card: "demo-a", count, zone: null }] };
}

function report(count: number): DeckReport {
  return { legal: count >= 3, game: "demo", format: "demo-standard", players: null, date: null, counts: { main: count }, problems: [] };
}

describe("the live deck check", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("checks a run of changes once, after the pause", async () => {
    const check = vi.fn(async (f: DeckFile) => report(f.cards[0]?.count ?? 0));
    const live = new LiveCheck(check, 100);
    live.request(file(1));
    live.request(file(2));
    live.request(file(3));
    expect(live.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(check).toHaveBeenCalledTimes(1);
    expect(live.report?.counts).toEqual({ main: 3 });
    expect(live.pending).toBe(false);
  });

  it("drops an older answer that arrives after a newer deck was asked for", async () => {
    let answerFirst: (r: DeckReport) => void = () => {};
    const check = vi
      .fn<(f: DeckFile) => Promise<DeckReport>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => report(5));
    const live = new LiveCheck(check, 10);
    live.request(file(1));
    await vi.advanceTimersByTimeAsync(10);
    live.request(file(5));
    await vi.advanceTimersByTimeAsync(10);
    answerFirst(report(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.report?.counts).toEqual({ main: 5 });
  });

  it("keeps a refused check as a failure, and clears for no deck", async () => {
    const live = new LiveCheck(async () => Promise.reject({ code: "DECK_UNKNOWN_FORMAT", message: "no", rule: null, reason: null }), 10);
    live.request(file(1));
    await vi.advanceTimersByTimeAsync(10);
    expect(live.failure?.code).toBe("DECK_UNKNOWN_FORMAT");
    expect(live.report).toBeNull();
    live.request(null);
    expect(live.failure).toBeNull();
    expect(live.pending).toBe(false);
  });
});
