import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConjureState, Label } from "../../../lib/bindings";
import { EngineNotice, NOTICE_MS, noticeEvents } from "./notice.svelte";

const fired: Label = { key: "conjure.event.countdown_fired", args: { card: "Doom Clock" } };
const forTable: Label = { key: "conjure.event.effect_for_table", args: { card: "Wild Surge" } };
const state = (events: Label[]): ConjureState => ({ events }) as unknown as ConjureState;
const keys = (events: Label[]): string => events.map((e) => e.key).join(" · ");

describe("noticeEvents", () => {
  it("leaves out a card left to the table, which has a prompt of its own (CTC-CHAOS-1)", () => {
    expect(noticeEvents(state([forTable, fired]))).toEqual([fired]);
    expect(noticeEvents(state([forTable]))).toEqual([]);
  });
});

describe("EngineNotice", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a state's events once, for a moment, and keeps the message over a quiet action", () => {
    const notice = new EngineNotice();
    const first = state([fired]);
    notice.read(first, keys);
    expect(notice.text).toBe("conjure.event.countdown_fired");
    vi.advanceTimersByTime(NOTICE_MS + 1);
    expect(notice.text).toBeNull();
    // The same state read again (the screen drawn again) does not bring it back.
    notice.read(first, keys);
    expect(notice.text).toBeNull();
    notice.read(state([fired]), keys);
    notice.read(state([]), keys);
    expect(notice.text).toBe("conjure.event.countdown_fired");
  });
});
