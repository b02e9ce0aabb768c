// A win rate as people should read it: the rate with the range it probably lies in (the
// store's 95 % Wilson interval), so that 2 wins of 3 reads "67 % (21–94 %)", not a sure 67 %.

import type { Interval, Record } from "./bindings";
import { formatDuration } from "./history";

/** Whole percents, in the language's digits: the rate and its interval's ends. */
export type RateText = {
  rate: string;
  low: string;
  high: string;
};

function percent(fraction: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(Math.round(fraction * 100));
}

/** The rate and interval of `record` as whole percents; null without a decided match. */
export function rateText(
  record: Pick<Record, "win_rate" | "interval">,
  lang: string,
): RateText | null {
  if (record.win_rate === null) return null;
  const interval: Interval = record.interval ?? { low: record.win_rate, high: record.win_rate };
  return {
    rate: percent(record.win_rate, lang),
    low: percent(interval.low, lang),
    high: percent(interval.high, lang),
  };
}

/** Decided matches of a record: wins, losses and draws. */
export function decided(record: Pick<Record, "wins" | "losses" | "draws">): number {
  return record.wins + record.losses + record.draws;
}

/** A match length as a person says it: under a minute as such (not a bare "0 min" that reads
 * as nothing measured), then minutes, and hours with minutes from an hour on. */
export function lengthText(ms: number, t: (key: string) => string, lang: string): string {
  return ms < 60_000 ? t("stats.under_a_minute") : formatDuration(ms, lang);
}
