import { describe, expect, it } from "vitest";
import { TALLY } from "../games/tally/lib/game";
import type { HistorySeat, MatchResult } from "./bindings";
import { activeFilters, dayEndMs, dayStartMs, emptyForm, formatDuration, resultText, seatDeck, toFilter } from "./history";

const t = (key: string, options?: Record<string, unknown>) =>
  key === "common.list_separator" ? ", " : `${key}${options?.names === undefined ? "" : `:${String(options.names)}`}`;

function seat(name: string, outcome: HistorySeat["outcome"]): HistorySeat {
  return { seat: 0, player: 1, name, deck: null, deck_name: null, deck_version: null, outcome, on_play: false };
}

describe("resultText", () => {
  const entry = (result: MatchResult, seats: HistorySeat[]) => ({ result, seats });

  it("names the winners", () => {
    expect(resultText(entry("won", [seat("Ana", "win"), seat("Ben", "loss")]), t)).toBe("history.result.won:Ana");
  });

  it("names who won by a concession", () => {
    expect(resultText(entry("conceded", [seat("Ana", "loss"), seat("Ben", "win")]), t)).toBe(
      "history.result.conceded_won:Ben",
    );
  });

  it("says draw, abandoned and in progress", () => {
    expect(resultText(entry("draw", [seat("Ana", "draw")]), t)).toBe("history.result.draw");
    expect(resultText(entry("abandoned", [seat("Ana", null)]), t)).toBe("history.result.abandoned");
    expect(resultText(entry("in_progress", [seat("Ana", null)]), t)).toBe("history.result.in_progress");
  });
});

describe("formatDuration", () => {
  it("counts minutes, then hours and minutes", () => {
    expect(formatDuration(42 * 60_000, "en")).toBe("42 min");
    expect(formatDuration(65 * 60_000, "en")).toBe("1 hr 5 min");
    expect(formatDuration(120 * 60_000, "en")).toBe("2 hr");
    expect(formatDuration(-5, "en")).toBe("0 min");
  });
});

describe("date range", () => {
  it("takes whole local days", () => {
    const start = dayStartMs("2026-12-01");
    const end = dayEndMs("2026-12-01");
    expect(start).toBe(new Date(2026, 11, 1).getTime());
    expect(end).toBe(new Date(2026, 11, 2).getTime());
    expect(dayStartMs("")).toBeNull();
    expect(dayEndMs("not a date")).toBeNull();
  });
});

describe("toFilter", () => {
  it("asks for any match when nothing is set", () => {
    expect(toFilter(emptyForm())).toEqual({
      game: null,
      format: null,
      player: null,
      deck: null,
      result: null,
      from_ms: null,
      to_ms: null,
      search: null,
    });
    expect(activeFilters(emptyForm())).toBe(0);
  });

  it("drops a format or deck without its game, and trims the search", () => {
    const form = { ...emptyForm(), format: "tally-test", deck: 3, search: "  an " };
    expect(toFilter(form)).toMatchObject({ format: null, deck: null, search: "an" });
    const withGame = { ...form, game: TALLY, player: 2, result: "won" as const };
    expect(toFilter(withGame)).toMatchObject({ game: TALLY, format: "tally-test", deck: 3, player: 2, result: "won" });
    expect(activeFilters(withGame)).toBe(5);
  });
});

describe("a seat's deck", () => {
  const t = (key: string, values?: Record<string, unknown>) => `${key}:${JSON.stringify(values ?? {})}`;
  it("names its version when the match knows it", () => {
    expect(seatDeck({ deck_name: "Tides", deck_version: 3 }, t)).toBe('history.deck_version:{"name":"Tides","version":3}');
    expect(seatDeck({ deck_name: "Tides", deck_version: null }, t)).toBe("Tides");
    expect(seatDeck({ deck_name: null, deck_version: null }, t)).toBe("history.no_deck:{}");
  });
});
