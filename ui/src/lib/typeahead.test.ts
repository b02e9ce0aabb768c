import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CardInfo, GameId } from "./bindings";
import { typeahead } from "./typeahead";

/** A game with card data, as a later one may be (the tally game has none). */
const LATER = "later" as GameId;

function card(name: string, kind = "creature"): CardInfo {
  return { id: `later-${name.toLowerCase()}`, game: LATER, name, kind, text: "", sample: true, attributes: {}, zone: null };
}

describe("cards offered as a name is typed", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks once after the pause, keeps what the form reads, and at most `max`", async () => {
    const search = vi.fn(async () => [card("Ash"), card("Tower", "tower"), card("Asp"), card("Astra")]);
    const shown: string[][] = [];
    const t = typeahead({
      game: LATER,
      read: (c) => (c.kind === "creature" ? c.name : null),
      max: 2,
      search,
      show: (found) => shown.push(found),
    });
    t.ask("a");
    t.ask("as");
    t.ask("ash");
    await vi.runAllTimersAsync();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(LATER, "ash", 4);
    expect(shown.at(-1)).toEqual(["Ash", "Asp"]);
  });

  it("never lets an older answer replace a newer one", async () => {
    let release: (cards: CardInfo[]) => void = () => {};
    const slow = new Promise<CardInfo[]>((resolve) => (release = resolve));
    const search = vi.fn().mockReturnValueOnce(slow).mockResolvedValueOnce([card("Newer")]);
    const shown: string[][] = [];
    const t = typeahead({ game: LATER, read: (c) => c.name, search, show: (f) => shown.push(f) });
    t.ask("old");
    await vi.runAllTimersAsync();
    t.ask("newer");
    await vi.runAllTimersAsync();
    release([card("Older")]);
    await vi.runAllTimersAsync();
    expect(shown.at(-1)).toEqual(["Newer"]);
    expect(shown.flat()).not.toContain("Older");
  });

  it("offers nothing for a text too short to search", async () => {
    const search = vi.fn(async () => [card("Ash")]);
    const shown: string[][] = [];
    const t = typeahead({ game: LATER, read: (c) => c.name, search, show: (f) => shown.push(f) });
    t.ask(" a ");
    await vi.runAllTimersAsync();
    expect(search).not.toHaveBeenCalled();
    expect(shown).toEqual([[]]);
  });
});
