// A seat's default name, as a new match names it ("Player 2", "玩家 2"), is shown in the
// screen's language: a match started in one language and read in the other shows the names
// nobody changed as this language says them. A name a person typed is shown as typed.

import { catalogEntry, catalogs } from "../i18n/setup";
import type { Translate } from "../lib/label";

const KEY = "newmatch.default_name";

let patterns: RegExp[] | null = null;

/** Each language's default name as a pattern, its seat number caught. */
function defaultPatterns(): RegExp[] {
  patterns ??= Object.values(catalogs()).flatMap((catalog) => {
    const template = catalogEntry(catalog, KEY);
    if (typeof template !== "string" || !template.includes("{{n}}")) return [];
    const [before, after] = template.split("{{n}}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return [new RegExp(`^${before}(\\d{1,2})${after}$`)];
  });
  return patterns;
}

/** `name` as the screen shows it: a default name in the screen's language, else as it is. */
export function shownName(name: string, t: Translate): string {
  for (const pattern of defaultPatterns()) {
    const seat = pattern.exec(name)?.[1];
    if (seat !== undefined) return t(KEY, { n: Number(seat) });
  }
  return name;
}

/** The names last shown for each list of names: a list shown as it was before is the same
 * list, so that what is drawn from it (every log line) is not drawn again for each change. */
const lastShown = new WeakMap<string[], string[]>();

/** Every seat's name as the screen shows it. */
export function shownNames(names: string[], t: Translate): string[] {
  const shown = names.map((name) => shownName(name, t));
  if (shown.every((name, seat) => name === names[seat])) return names;
  const last = lastShown.get(names);
  if (last !== undefined && last.length === shown.length && last.every((name, seat) => name === shown[seat])) return last;
  lastShown.set(names, shown);
  return shown;
}

/**
 * A game's state whose players carry their names (`players[i].name`), with each default name
 * in the screen's language: the state itself while no name changes (a match read in the
 * language it was started in), so that nothing is drawn again for it.
 */
export function withShownNames<P extends { name: string }, S extends { players: P[] }>(state: S, t: Translate): S {
  const shown = state.players.map((player) => shownName(player.name, t));
  if (shown.every((name, seat) => name === state.players[seat]?.name)) return state;
  return {
    ...state,
    players: state.players.map((player, seat) => {
      const name = shown[seat] ?? player.name;
      return name === player.name ? player : { ...player, name };
    }),
  };
}
