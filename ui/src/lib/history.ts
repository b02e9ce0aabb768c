// How match history reads: a match's result in words, when it was played and for how long,
// and the filter the history screen's form stands for.

import type { DeckId, GameId, HistoryEntry, HistoryFilter, HistorySeat, MatchResult, PlayerId } from "./bindings";
import type { Translate } from "./label";

/** A match's result for its list row: who won, a draw, conceded, abandoned or still on. */
export function resultText(entry: Pick<HistoryEntry, "result" | "seats">, t: Translate): string {
  const winners = entry.seats.filter((seat) => seat.outcome === "win").map((seat) => seat.name);
  const names = winners.join(t("common.list_separator"));
  switch (entry.result) {
    case "won":
      return t("history.result.won", { names });
    case "conceded":
      // A concession still has winners: the players who did not concede.
      return winners.length > 0 ? t("history.result.conceded_won", { names }) : t("history.result.conceded");
    case "draw":
      return t("history.result.draw");
    case "abandoned":
      return t("history.result.abandoned");
    case "in_progress":
      return t("history.result.in_progress");
  }
}

/** When a match started, as the language writes a date and a time (times are UTC ms). */
/** The deck a seat played, with its version when known: "Tides v3". */
export function seatDeck(seat: Pick<HistorySeat, "deck_name" | "deck_version">, t: Translate): string {
  if (seat.deck_name === null) return t("history.no_deck");
  return seat.deck_version === null ? seat.deck_name : t("history.deck_version", { name: seat.deck_name, version: seat.deck_version });
}

export function formatWhen(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(ms));
}

/** How long a match ran, from its start to its last entry: "42 min", "1 hr 5 min". */
export function formatDuration(ms: number, lang: string): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const unit = (value: number, name: "hour" | "minute") =>
    new Intl.NumberFormat(lang, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  if (minutes < 60) return unit(minutes, "minute");
  const rest = minutes % 60;
  const hours = unit(Math.floor(minutes / 60), "hour");
  return rest === 0 ? hours : `${hours} ${unit(rest, "minute")}`;
}

/** A date input's value (`2026-12-01`) as the local midnight starting that day, in UTC ms. */
export function dayStartMs(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return null;
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

/** The local midnight ending that day: a range "to" a day takes the whole day in. */
export function dayEndMs(value: string): number | null {
  const start = dayStartMs(value);
  if (start === null) return null;
  const date = new Date(start);
  date.setDate(date.getDate() + 1);
  return date.getTime();
}

/** What the history screen's filters hold, as its form controls keep them (empty: any). */
export interface HistoryForm {
  game: GameId | "";
  format: string;
  player: PlayerId | "";
  deck: DeckId | "";
  result: MatchResult | "";
  /** Date inputs' values, `YYYY-MM-DD`. */
  from: string;
  to: string;
  search: string;
}

export function emptyForm(): HistoryForm {
  return { game: "", format: "", player: "", deck: "", result: "", from: "", to: "", search: "" };
}

/** The filter the store is asked with; a format or deck counts only with its game chosen. */
export function toFilter(form: HistoryForm): HistoryFilter {
  const game = form.game === "" ? null : form.game;
  const search = form.search.trim();
  return {
    game,
    format: game === null || form.format === "" ? null : form.format,
    player: form.player === "" ? null : form.player,
    deck: game === null || form.deck === "" ? null : form.deck,
    result: form.result === "" ? null : form.result,
    from_ms: dayStartMs(form.from),
    to_ms: dayEndMs(form.to),
    search: search === "" ? null : search,
  };
}

/** How many filters are set, for the button that shows them. */
export function activeFilters(form: HistoryForm): number {
  const filter = toFilter(form);
  return [filter.game, filter.format, filter.player, filter.deck, filter.result, filter.from_ms, filter.to_ms].filter(
    (value) => value !== null,
  ).length;
}
