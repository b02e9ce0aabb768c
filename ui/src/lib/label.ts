// Turns the engine's labels (an i18n key with arguments) into words.
//
// The engine speaks no human language: every log line, undo description, refusal reason and
// outcome arrives as a `Label`. This module knows how each kind of argument reads (a seat is a
// player's name, a color or phase is its own catalog key, a nested label is formatted in turn),
// never what the action means for the game.

import type { Label, LabelArg } from "./bindings";
import { ELESTRALS_ENUM_ARGS, isElestralsKey, isVocabulary, spiritsList } from "./elestrals/labels";

/** A translate function: an i18next `t` or anything with its shape. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Arguments that name a seat at the table. */
const SEAT_ARGS = new Set(["player", "winner", "holder"]);

/** Arguments whose text value is itself a catalog key in a namespace of its own. */
const ENUM_ARGS: Record<string, string> = {
  color: "colors",
  phase: "phases",
  needed: "phases",
  current: "phases",
  quest: "quests",
  die: "dice",
  method: "methods",
  expected: "games",
  got: "games",
  tribe: "tribes",
  reward: "rewards",
  kind: "chaos_kinds",
};

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
    case "elestrals.action.resolve_next":
      if (!has("what")) return "elestrals.action.resolve_next_none";
      return label.args.negated === 1 ? "elestrals.action.resolve_next_negated" : label.key;
    case "elestrals.action.change_position":
      return label.args.by_effect === 1 ? "elestrals.action.change_position_effect" : label.key;
    case "elestrals.link.effect":
    case "elestrals.action.activate_effect":
    case "elestrals.action.queue_effect":
      return has("card") ? label.key : `${label.key}_nocard`;
    default:
      return label.key;
  }
}

/**
 * Formats `label` in the language of `t`. Every argument is passed under its own name in the
 * form a sentence wants; numbers are also passed as `<name>_signed` (`+3`, `−3`), and a coin's
 * result as `result_face` (heads or tails).
 */
export function formatLabel(label: Label, t: Translate, players: readonly string[]): string {
  if (label.key === "elestrals.spirits") return t(label.key, { list: spiritsList(label, t) });
  const values: Record<string, unknown> = {};
  const game = isElestralsKey(label.key) ? ELESTRALS_ENUM_ARGS : null;
  for (const [name, arg] of Object.entries(label.args)) {
    const own = game?.[name];
    if (own !== undefined && typeof arg === "string") {
      values[name] = isVocabulary(arg) ? t(`${own}.${arg}`, { defaultValue: arg }) : arg;
      continue;
    }
    values[name] = formatArg(name, arg, t, players);
    if (typeof arg === "number") values[`${name}_signed`] = signed(arg);
  }
  if (label.args.die === "coin" && typeof label.args.result === "number") {
    values.result_face = t(`coin.${label.args.result}`);
  }
  return t(catalogKey(label), values);
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
  if (name === "card_colors") {
    return arg
      .split("/")
      .filter((c) => c.length > 0)
      .map((c) => t(`colors.${c}`))
      .join(" / ");
  }
  return arg;
}
