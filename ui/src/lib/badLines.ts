// A line of a card list (a deck list, a collection) that did not read, in the reader's
// language: by its code where the catalogs know it, else in the backend's words.

import type { BadDeckLine } from "./bindings";

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function badLineText(bad: BadDeckLine, t: Translate, hasKey: (key: string) => boolean): string {
  const key = `builder.list.${bad.code}`;
  if (!hasKey(key)) return t("builder.list.bad_line", { line: bad.line, message: bad.message });
  return t(key, { line: bad.line, text: bad.text });
}
