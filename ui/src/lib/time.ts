// Times as a table reads them, in the player's language.

/** One formatter per language: building an `Intl` formatter costs far more than using one. */
function cached<F>(make: (lang: string) => F): (lang: string) => F {
  const made = new Map<string, F>();
  return (lang) => {
    let formatter = made.get(lang);
    if (formatter === undefined) {
      formatter = make(lang);
      made.set(lang, formatter);
    }
    return formatter;
  };
}

const clock = cached(
  (lang) => new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false }),
);
const relative = cached((lang) => new Intl.RelativeTimeFormat(lang, { numeric: "auto" }));
const day = cached((lang) => new Intl.DateTimeFormat(lang, { year: "numeric", month: "short", day: "numeric" }));

/** A log entry's wall-clock time, e.g. "14:03:27". */
export function formatClock(ms: number, lang: string): string {
  return clock(lang).format(new Date(ms));
}

/** How long ago, e.g. "5 minutes ago", "yesterday"; older than a week gives the date. */
export function formatAgo(ms: number, now: number, lang: string): string {
  const seconds = Math.round((ms - now) / 1000);
  const rtf = relative(lang);
  const abs = Math.abs(seconds);
  if (abs < 45) return rtf.format(0, "second");
  if (abs < 45 * 60) return rtf.format(Math.round(seconds / 60), "minute");
  if (abs < 22 * 3600) return rtf.format(Math.round(seconds / 3600), "hour");
  if (abs < 7 * 86400) return rtf.format(Math.round(seconds / 86400), "day");
  return day(lang).format(new Date(ms));
}
