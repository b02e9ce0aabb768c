// A format's name and description as the reader's language has them: the catalog's where it
// knows the format (`formats.<id>.name`), else the card data's own words, else its ID.

import { hasKey, t } from "./i18n.svelte";

export function formatText(id: string, field: "name" | "description", fallback: string = id): string {
  const key = `formats.${id}.${field}`;
  return hasKey(key) ? t(key) : fallback;
}

export function formatName(id: string, fallback: string = id): string {
  return formatText(id, "name", fallback);
}
