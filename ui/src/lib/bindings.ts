// Generated from the Rust types by `src-tauri/src/bindings.rs`. Do not edit by hand:
// refresh with `TABLESIDE_BLESS=1 cargo test -p tableside bindings`.

export type GameId = "elestrals" | "conjure" | "xingling" | "codex";

export type GameInfo = { id: GameId, min_players: number, max_players: number, 
/**
 * Whether this version can run a match of the game.
 */
playable: boolean, };

export type Label = { key: string, args: { [key in string]: LabelArg }, };

export type LabelArg = number | string | Label;

export type Setup = { game: GameId, 
/**
 * The format's ID in the card data, e.g. `conjure-standard`.
 */
format: string, 
/**
 * Player names in seat order; seat 0 sits at the bottom of the screen.
 */
players: Array<string>, 
/**
 * Seeds every random result of the match. Kept below 2^53 so it survives JSON.
 */
seed: number, rules: JsonValue, };

export type Die = "coin" | "d6" | "d10" | "d20";

export type Action = { "kind": "play", play: GameAction, } | { "kind": "roll", die: Die, 
/**
 * Who rolled, if anyone in particular.
 */
player: number | null, } | { "kind": "ruling", note: string, waive: Array<string>, play: GameAction | null, } | { "kind": "undo" } | { "kind": "redo" };

export type LogEntry = { 
/**
 * 0, 1, 2, … in log order.
 */
seq: number, 
/**
 * When the table did it, in milliseconds since the Unix epoch (given by the caller:
 * the engine has no clock).
 */
at_ms: number, action: Action, 
/**
 * The dice, coins and shuffle draws this entry made, in order.
 */
random?: Array<number>, };

export type GameAction = { "game": "conjure" } & ConjureAction;

export type GameState = { "game": "conjure" } & ConjureState;

export type Outcome = { 
/**
 * Seats of the winners; empty for a draw.
 */
winners: Array<number>, 
/**
 * The rule that decided it.
 */
rule: string | null, reason: Label, };

export type RefusalCode = "RULE_VIOLATION" | "NO_SUCH_PLAYER" | "WRONG_GAME" | "MATCH_OVER" | "NOTHING_TO_UNDO" | "NOTHING_TO_REDO" | "INVALID_ACTION" | "CHAIN";

export type Refusal = { code: RefusalCode, 
/**
 * The catalog rule ID (e.g. `CTC-CRYSTAL-1`) when a rule refused the action.
 */
rule: string | null, message: string, reason: Label, };

export type EntryKind = "play" | "roll" | "ruling" | "undo" | "redo";

export type LogLine = { seq: number, at_ms: number, kind: EntryKind, label: Label, 
/**
 * Undone and not redone: shown struck through.
 */
undone: boolean, 
/**
 * A ruling's note.
 */
note: string | null, 
/**
 * The rules a ruling waived.
 */
waived: Array<string>, turn: number, phase: Label, random: Array<number>, };

export type MatchView = { setup: Setup, state: GameState, log: Array<LogLine>, 
/**
 * What undo would take back.
 */
undo: Label | null, 
/**
 * What redo would put back.
 */
redo: Label | null, outcome: Outcome | null, 
/**
 * Game actions the engine accepts now, from the game's offered set; the UI dims the
 * rest but still lets a player try them (to see the rule, and to apply a ruling).
 */
legal: Array<GameAction>, };

export type MatchFile = { 
/**
 * Always `tableside-match`.
 */
format: string, 
/**
 * The version of this file format.
 */
version: number, setup: Setup, log: Array<LogEntry>, };

export type CrystalColor = "black" | "blue" | "green" | "red";

export type ConjureQuest = "pyromaniacs_feast" | "tribal_harmonization" | "unstoppable_force" | "tribal_quest";

export type ConjurePhase = "setup" | "recharge" | "reset" | "upkeep" | "draw" | "action" | "end";

export type CrystalPool = { color: CrystalColor, total: number, spent: number, };

export type ConjurePlayer = { name: string, life: number, 
/**
 * Black, blue, green, red, in that order.
 */
crystals: Array<CrystalPool>, 
/**
 * The quests completed, in the order they were completed.
 */
quests: Array<ConjureQuest>, 
/**
 * Cards left in the player deck.
 */
deck: number, 
/**
 * Cards in hand.
 */
hand: number, 
/**
 * How many times this player has had to draw from an empty deck (CTC-DRAW-2).
 */
empty_draws: number, 
/**
 * Out of the game: life 0 or conceded.
 */
out: boolean, };

export type ConjureRules = { 
/**
 * CTC-SETUP-1.
 */
starting_life: number, 
/**
 * CTC-CRYSTAL-1.
 */
crystal_cap: number, 
/**
 * CTC-DECK-1.
 */
deck_size: number, 
/**
 * CTC-SETUP-3.
 */
starting_hand: number, 
/**
 * CTC-END-1.
 */
hand_limit: number, };

export type ConjureState = { rules: ConjureRules, players: Array<ConjurePlayer>, 
/**
 * Who took the first turn, once decided.
 */
first_player: number | null, 
/**
 * Whose turn it is.
 */
active: number, 
/**
 * Turns taken so far, counting the current one (0 during set-up).
 */
turn: number, 
/**
 * Rounds: every player still in has had a turn (0 during set-up).
 */
round: number, phase: ConjurePhase, 
/**
 * Whether the active player recharged this turn.
 */
recharged: boolean, 
/**
 * Whether the active player drew this turn.
 */
drew: boolean, };

export type FirstPlayerMethod = "die" | "coin";

export type ConjureAction = { "type": "pick_first_player", method: FirstPlayerMethod, } | { "type": "set_first_player", player: number, } | { "type": "adjust_life", player: number, delta: number, } | { "type": "recharge", color: CrystalColor, } | { "type": "spend", player: number, color: CrystalColor, amount: number, card_colors: Array<CrystalColor>, } | { "type": "gain_crystals", player: number, color: CrystalColor, amount: number, } | { "type": "draw" } | { "type": "next_phase" } | { "type": "complete_quest", player: number, quest: ConjureQuest, } | { "type": "adjust_cards", player: number, deck: number, hand: number, } | { "type": "concede", player: number, };

export type JsonValue = number | string | boolean | Array<JsonValue> | { [key in string]: JsonValue } | null;

export type IpcError = { code: string, message: string, rule: string | null, reason: Label | null, };

export type MatchSnapshot = { id: MatchId, view: MatchView, };

export type NewMatch = { game: GameId, format: string, players: Array<string>, };

export type GameEntry = { info: GameInfo, formats: Array<FormatInfo>, };

export type FormatInfo = { 
/**
 * e.g. `conjure-standard`; a match's setup names it.
 */
id: string, game: GameId, name: string, 
/**
 * One or two sentences saying how the format differs.
 */
description: string, min_players: number, max_players: number, 
/**
 * Exactly what goes into a match setup's `rules`.
 */
rules: JsonValue, 
/**
 * Whether this version's engine can run a match of the format's game.
 */
playable: boolean, };

export type MatchSummary = { id: MatchId, game: GameId, format: string, 
/**
 * Player names in seat order.
 */
players: Array<string>, created_at_ms: number, 
/**
 * When the last action was taken (the creation time before the first).
 */
updated_at_ms: number, 
/**
 * Log entries written, undo and redo included.
 */
action_count: number, 
/**
 * Whether the match has an outcome after its last entry.
 */
finished: boolean, 
/**
 * Seats of the winners; empty while unfinished, and for a draw.
 */
winners: Array<number>, };

export type MatchId = number;
