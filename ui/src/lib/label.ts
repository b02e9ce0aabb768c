// Turns the engine's labels (an i18n key with arguments) into words.
//
// The engine speaks no human language: every log line, undo description, refusal reason and
// outcome arrives as a `Label`. This module knows how each kind of argument reads (a seat is a
// player's name, a die is its own catalog key, a nested label is formatted in turn); a game's
// own words (its phases, its colors) come from its plug-in's `labels`. It never knows what the
// action means for the game.

import { gameOf } from "../games";
import type { LabelRules } from "../games/plugin";
import type { Label, LabelArg } from "./bindings";
import type { Translate } from "./translate";

export type { Translate };

/** Arguments that name a seat at the table. */
const SEAT_ARGS = new Set(["player", "winner", "holder"]);

/**
 * Arguments of any label whose text value is itself a catalog key in a shared namespace. A
 * game's own words (its phases, colors, piles) are its plug-in's `labels.words`.
 */
const ENUM_ARGS: Record<string, string> = {
  die: "dice",
  method: "methods",
  expected: "games",
  got: "games",
};

/** The label rules of the game `key` belongs to: the key names the game first or second. */
function rulesOf(key: string): LabelRules | undefined {
  const [first = "", second = ""] = key.split(".");
  return (gameOf(first) ?? gameOf(second))?.labels;
}

/** A value that can be a vocabulary key; a card's name (the table's own text) cannot. */
export function isVocabulary(value: string): boolean {
  return /^[a-z_]+$/.test(value);
}

/** The minus sign for display: U+2212 reads better than a hyphen next to big numbers. */
export const MINUS = "\u2212";

/** `+3`, `−3`, `0`: a change, always with its sign. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `${MINUS}${Math.abs(n)}`;
  return "0";
}

/** A seat's name, or "Seat N" when the table has no name for it. */
export function seatName(seat: number, t: Translate, players: readonly string[]): string {
  return players[seat] ?? t("player.seat", { n: seat + 1 });
}

function isLabel(arg: LabelArg): arg is Label {
  return typeof arg === "object" && arg !== null && "key" in arg;
}

/**
 * The catalog key to use for `label`. A few labels carry optional arguments (who rolled, the
 * play a ruling made); each shape has its own sentence, so translators never juggle blanks.
 */
export function catalogKey(label: Label): string {
  const has = (name: string) => label.args[name] !== undefined;
  switch (label.key) {
    case "action.roll": {
      const base = label.args.die === "coin" ? "action.roll_coin" : "action.roll";
      return has("player") ? `${base}_by` : base;
    }
    case "action.ruling":
      return has("play") ? "action.ruling_play" : "action.ruling";
    case "action.advance":
      return has("stopped") ? "action.advance_stopped" : "action.advance";
    default:
      return rulesOf(label.key)?.catalogKey?.(label) ?? label.key;
  }
}

/**
 * Formats `label` in the language of `t`. Every argument is passed under its own name in the
 * form a sentence wants; numbers are also passed as `<name>_signed` (`+3`, `−3`), and a coin's
 * result as `result_face` (heads or tails).
 */
export function formatLabel(label: Label, t: Translate, players: readonly string[]): string {
  const game = rulesOf(label.key);
  const whole = game?.format?.(label, t);
  if (whole !== undefined) return whole;
  const values: Record<string, unknown> = {};
  for (const [name, arg] of Object.entries(label.args)) {
    const own = typeof arg === "string" && game !== undefined ? gameWord(game, name, arg, t) : undefined;
    if (own !== undefined) {
      values[name] = own;
      continue;
    }
    values[name] =
      typeof arg === "number" && game?.seats?.includes(name) === true
        ? seatName(arg, t, players)
        : formatArg(name, arg, t, players);
    if (typeof arg === "number") values[`${name}_signed`] = signed(arg);
  }
  if (label.args.die === "coin" && typeof label.args.result === "number") {
    values.result_face = t(`coin.${label.args.result}`);
  }
  return t(catalogKey(label), values);
}

/** A text argument in the game's own words, or undefined where the shared rules apply. */
function gameWord(game: LabelRules, name: string, arg: string, t: Translate): string | undefined {
  const namespace = game.words[name];
  if (namespace !== undefined) return isVocabulary(arg) ? t(`${namespace}.${arg}`, { defaultValue: arg }) : arg;
  return game.formatArg?.(name, arg, t);
}

function formatArg(name: string, arg: LabelArg, t: Translate, players: readonly string[]): string | number {
  if (isLabel(arg)) return formatLabel(arg, t, players);
  if (typeof arg === "number") {
    return SEAT_ARGS.has(name) ? seatName(arg, t, players) : arg;
  }
  const namespace = ENUM_ARGS[name];
  if (namespace !== undefined) {
    return namespace === "games" ? t(`games.${arg}.name`) : t(`${namespace}.${arg}`);
  }
  return arg;
}
