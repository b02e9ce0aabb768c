// An error from the backend in the player's words.

import type { IpcError } from "../lib/bindings";
import { hasKey, label, t } from "./i18n.svelte";

export function errorText(error: IpcError, players: readonly string[] = []): string {
  if (error.reason !== null) return label(error.reason, players);
  const key = `errors.${error.code}`;
  if (hasKey(key)) return t(key, { message: error.message, code: error.code });
  return t("errors.generic", { code: error.code });
}
