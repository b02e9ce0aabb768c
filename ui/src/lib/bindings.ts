// Generated from the Rust types by `src-tauri/crates/core/src/bindings.rs`. Do not edit by hand:
// refresh with `TABLESIDE_BLESS=1 cargo test -p tableside-core bindings`.

export type Action = { "kind": "play", play: GameAction, } | { "kind": "roll", die: Die, 
/**
 * Who rolled, if anyone in particular.
 */
player: number | null, } | { "kind": "ruling", note: string, waive: Array<string>, play: GameAction | null, } | { "kind": "advance", to: AdvanceTo, } | { "kind": "clock", clock: ClockAction, } | { "kind": "undo" } | { "kind": "redo" };

export type AdvanceTo = { "until": "next_turn" } | { "until": "phase", phase: string, };

export type BadDeckLine = { 
/**
 * Counted from 1, as an editor shows it.
 */
line: number, 
/**
 * `DECK_LIST_UNKNOWN_CARD`, `DECK_LIST_BAD_COUNT`, …
 */
code: ErrorCode, 
/**
 * The count or the name the line is wrong about, quoted short; empty when none.
 */
text: string, 
/**
 * Plain English.
 */
message: string, };

export type CardInfo = { id: string, game: GameId, name: string, 
/**
 * The game's card type, e.g. `quest` or `tower`.
 */
kind: string, text: string, 
/**
 * A card written for this project as an example, not a printed card.
 */
sample: boolean, 
/**
 * The game's own fields (colors, costs, the engine's quest ID, …) as a JSON object.
 */
attributes: JsonValue, 
/**
 * The part of a deck the card goes to (`GameId::deck_zone`): the engine's answer, which
 * the deck builder lays a deck out by. Not stored: worked out from the kind when read.
 */
zone: string | null, };

export type CardOdds = { 
/**
 * The card's ID.
 */
card: string, copies: number, by_turn: Array<TurnOdds>, more: Array<CopiesOdds>, };

export type CardProblem = { code: CardProblemCode, 
/**
 * The field, as a path into the record (`name`, `cost[0]`, `legality[1].lift`); none
 * for the record as a whole.
 */
path: string | null, reason: Label, };

export type CardProblemCode = "unreadable" | "id_taken" | "id_form" | "too_long" | "empty_name" | "hidden_character" | "kind_form" | "not_a_card";

export type CardSearch = { cards: Array<CardInfo>, problem: QueryProblem | null, };

export type Chain<L> = { 
/**
 * Oldest first: the base is at index 0, so a link's id is its index.
 */
links: Array<Link<L>>, 
/**
 * The seats in the order priority goes round: the turn player first, then the others in
 * seat order.
 */
priority_order: Array<number>, 
/**
 * Index into `priority_order` of the player holding priority while the chain is open.
 * Everyone before that index has passed since the last link, which is why the chain closes
 * when the last player in the order passes.
 */
priority_index: number, phase: ChainPhase, 
/**
 * In the order they were queued; [`Chain::next_chain_triggers`] sorts them by player.
 */
queued_triggers: Array<QueuedTrigger<L>>, };

export type ChainPhase = "open" | "closed" | "done";

export type ClockAction = { "step": "start", round_ms: number | null, seat_ms: number | null, } | { "step": "pause" } | { "step": "resume" } | { "step": "pass", seat: number, } | { "step": "adjust", seat: number | null, ms: number, note: string, } | { "step": "out_of_time", seat: number, } | { "step": "closed", closed_ms: number, counted: boolean, };

export type Clocks = { 
/**
 * The moment read, in milliseconds since the Unix epoch: a screen counts on from it.
 */
at_ms: number, started_at_ms: number, 
/**
 * Paused by the table: no clock runs.
 */
paused: boolean, 
/**
 * The match is over: the clocks stopped at its last entry.
 */
over: boolean, 
/**
 * The seat whose time runs now; `None` while paused, over, or with no seat to act.
 */
running: number | null, 
/**
 * The round timer, when the clocks have a round limit.
 */
round: RoundClock | null, 
/**
 * Each seat's time, in seat order.
 */
seats: Array<SeatClock>, 
/**
 * Time since the start during which no seat's clock ran (paused, or not counted).
 */
idle_ms: number, };

export type CodexAction = { "type": "set_first_player", player: number, } | { "type": "next_turn" } | { "type": "recruit", player: number, 
/**
 * A match file counts slots from 1, as the board does (version 1 files and the
 * engine from 0).
 */
slot: number, name: string, rank: number, } | { "type": "change_soul", card: CodexCardId, change: CodexSoulChange, } | { "type": "damage_leader", player: number, amount: number, } | { "type": "retract", by: number, target: CodexTarget, cost: number, } | { "type": "teleport", by: number, target: CodexTarget, 
/**
 * From 1 in a match file, as the board counts (version 1 files and the engine from 0).
 */
to: number | null, cost: number, } | { "type": "exile", target: CodexTarget, } | { "type": "defeat", card: CodexCardId, } | { "type": "capture", target: CodexTarget, } | { "type": "set_ambush", player: number, 
/**
 * From 1 in a match file, as the board counts (version 1 files and the engine from 0).
 */
slot: number, by: CodexCardId | null, } | { "type": "spring_ambush", player: number, 
/**
 * From 1 in a match file, as the board counts (version 1 files and the engine from 0).
 */
slot: number, index: number, } | { "type": "draw", player: number, } | { "type": "enlist", player: number, found: boolean, } | { "type": "look_at_top", player: number, count: number, to_hand: number, } | { "type": "discard", player: number, count: number, } | { "type": "adjust_cards", player: number, deck: number, hand: number, } | { "type": "adjust_resources", player: number, delta: number, } | { "type": "activate", player: number, source: CodexCardId | null, note: string, } | { "type": "pass", player: number, } | { "type": "close_cascade" } | { "type": "resolve_next" } | { "type": "concede", player: number, };

export type CodexAmbush = { 
/**
 * The stay of the Soul that set it. It counts as that Soul's own while the Soul stays on
 * the field, teleported or not; a Soul that left and came back is a new card
 * (CDX-15.2, CDX-15.5).
 */
set_by: CodexCardId | null, };

export type CodexCardId = number;

export type CodexCascadeLink = { 
/**
 * The stay of the Soul whose effect this is, if a Soul's.
 */
source: CodexCardId | null, 
/**
 * What the effect does, as the table wrote it.
 */
note: string, };

export type CodexLeader = { damage: number, 
/**
 * Capturing the Leader ends the duel (CDX-15.4).
 */
captured: boolean, };

export type CodexPhase = "setup" | "turn";

export type CodexPlayer = { name: string, deck: number, hand: number, 
/**
 * What the player pays costs with, as the table counts it (the seed text names no
 * resource, so the table keeps one number).
 */
resources: number, 
/**
 * How many times the deck was shuffled (an Enlist always shuffles, CDX-15.6).
 */
shuffles: number, slots: Array<CodexSlot>, leader: CodexLeader, 
/**
 * Names of the cards in the Elysium, oldest first; empty for a card the table did not
 * name (a discard, a sprung Ambush).
 */
elysium: Array<string>, 
/**
 * Names of the cards in the Exile, face up, oldest first (CDX-15.3).
 */
exile: Array<string>, conceded: boolean, };

export type CodexRules = { 
/**
 * Each player's soul slots, in the order the board lists them (CDX-BOARD-1).
 */
slots: Array<CodexSlotSpec>, 
/**
 * Cards in each deck before the opening hand (unverified).
 */
deck_size: number, 
/**
 * Cards drawn before the first turn (unverified).
 */
starting_hand: number, };

export type CodexSlot = { soul: CodexSoul | null, 
/**
 * Ambushes set here; they stay when the Soul moves or leaves (CDX-15.1, CDX-15.2).
 */
ambushes: Array<CodexAmbush>, };

export type CodexSlotSpec = { 
/**
 * The ranks printed on the slot; its highest decides which Souls it takes.
 */
ranks: Array<number>, 
/**
 * The slot (by index, an earlier one) this slot hangs directly under.
 */
under?: number | null, };

export type CodexSoul = { id: CodexCardId, name: string, rank: number, damage: number, 
/**
 * The sum of its bonuses (and penalties).
 */
bonus: number, 
/**
 * Effects granted to it, as the table wrote them.
 */
granted: Array<string>, counters: number, 
/**
 * How many times its limited abilities were used during this stay.
 */
limits_used: number, 
/**
 * The Armament attached to it.
 */
armament: string | null, 
/**
 * Captured: face down on its slot; still on the field (CDX-15.5).
 */
captured: boolean, };

export type CodexSoulChange = { "kind": "damage", amount: number, } | { "kind": "bonus", amount: number, } | { "kind": "counters", amount: number, } | { "kind": "grant", effect: string, } | { "kind": "use_limit" } | { "kind": "arm", armament: string, };

export type CodexState = { rules: CodexRules, players: [CodexPlayer, CodexPlayer], phase: CodexPhase, active: number, 
/**
 * Who took the first turn, once it is set.
 */
first_player: number | null, turn: number, 
/**
 * The Cascade while it has links to resolve (CDX-CASCADE-1).
 */
cascade: Chain<CodexCascadeLink> | null, 
/**
 * The next stay's ID.
 */
next_card: number, 
/**
 * What the engine did on its own in the last action (a Leader that stayed, an effect
 * that fizzled), for the table to see.
 */
events: Array<Label>, };

export type CodexTarget = { "kind": "soul", card: CodexCardId, } | { "kind": "leader", player: number, };

export type CollectionImport = "replace" | "add";

export type ConjureAbility = { name: string, 
/**
 * The extra crystal cost, paid in the creature's colors; 0 when twisting is the cost.
 */
cost: number, 
/**
 * What the engine applies when the ability is used; empty: the table applies the text.
 */
effects?: Array<ConjureEffect>, };

export type ConjureAction = { "type": "pick_first_player", method: FirstPlayerMethod, } | { "type": "set_first_player", player: number, } | { "type": "adjust_life", player: number, delta: number, } | { "type": "recharge", color: CrystalColor, } | { "type": "spend", player: number, color: CrystalColor, amount: number, card_colors: Array<CrystalColor>, } | { "type": "gain_crystals", player: number, color: CrystalColor, amount: number, } | { "type": "draw" } | { "type": "next_phase" } | { "type": "complete_quest", player: number, quest: ConjureQuest, } | { "type": "adjust_cards", player: number, deck: number, hand: number, } | { "type": "concede", player: number, } | { "type": "choose_tribe", player: number, tribe: ConjureTribe, } | { "type": "pick_tower", player: number, tower: number | null, } | { "type": "redraw", player: number, count: number, } | { "type": "pay_upkeep", creature: number, color: CrystalColor | null, } | { "type": "draw_chaos", card: ConjureChaosCard, } | { "type": "discard", player: number, count: number, } | { "type": "summon", player: number, card: ConjureCreatureCard, color: CrystalColor | null, tower: number | null, } | { "type": "put_into_play", player: number, card: ConjureCreatureCard, tower: number | null, } | { "type": "remove_creature", creature: number, to: ConjureZone, } | { "type": "damage_creature", creature: number, amount: number, } | { "type": "adjust_stats", creature: number, power: number, defense: number, } | { "type": "set_twisted", creature: number, twisted: boolean, } | { "type": "move_creature", creature: number, tower: number | null, } | { "type": "give_control", creature: number, player: number, tower: number | null, } | { "type": "use_ability", creature: number, ability: number, color: CrystalColor | null, } | { "type": "peek", creature: number, to_bottom: number, } | { "type": "declare_attack", attacks: Array<ConjureAttackDeclaration>, } | { "type": "block", attacker: number, blocker: number | null, } | { "type": "confirm_combat" } | { "type": "cancel_combat" } | { "type": "steal_relic", relic: number, player: number, } | { "type": "discard_chaos", card: number, } | { "type": "defeat_monster", monster: number, player: number, } | { "type": "use_reward", player: number, reward: ConjureReward, target: ConjureTarget, };

export type ConjureAttackDeclaration = { attacker: number, target: ConjureTarget, };

export type ConjureChaosCard = { 
/**
 * The card data's ID, when the card was picked from it; `None` when typed in.
 */
card?: string, name: string, kind: ConjureChaosKind, 
/**
 * What the engine applies; empty: the card's text is left to the table (a ruling).
 */
effects?: Array<ConjureEffect>, };

export type ConjureChaosKind = { "type": "instant" } | { "type": "countdown", turns: number, } | { "type": "relic" } | { "type": "monster", power: number, defense: number, };

export type ConjureChaosTable = { 
/**
 * Chaos decks shuffled together: two with 3–4 players (CTC-DECK-2).
 */
decks: number, 
/**
 * Cards left to draw.
 */
deck: number, 
/**
 * The Chaos discard pile, oldest first (separate from the players' Nether Regions).
 */
discard: Array<ConjureChaosCard>, countdowns: Array<ConjureCountdown>, monsters: Array<ConjureMonster>, };

export type ConjureCombatAttack = { attacker: number, target: ConjureTarget, blocker: number | null, };

export type ConjureCombatOutcome = { 
/**
 * Every attacker, blocker and attacked creature, in the order they first appear.
 */
creatures: Array<ConjureCreatureResult>, 
/**
 * Every player who takes damage or gains life.
 */
players: Array<ConjurePlayerResult>, monsters: Array<ConjureMonsterResult>, towers: Array<ConjureTowerCapture>, 
/**
 * All damage the attackers deal, to creatures and players (Unstoppable Force counts it,
 * CTC-QUEST-1).
 */
damage_dealt: number, };

export type ConjureCountdown = { id: number, card: ConjureChaosCard, 
/**
 * Who drew it: "you" in its effects.
 */
owner: number, 
/**
 * End phases left before it fires.
 */
remaining: number, };

export type ConjureCreature = { 
/**
 * Names the creature in actions for as long as it is on the field.
 */
id: number, 
/**
 * What is printed on it.
 */
card: ConjureCreatureCard, owner: number, controller: number, 
/**
 * The tower it stands around (an index into the towers), or `None` on the front line.
 */
tower: number | null, 
/**
 * Turned sideways: it attacked or used an ability, and cannot attack or block until its
 * controller's next Reset phase (CTC-COMBAT-1).
 */
twisted: boolean, 
/**
 * Arrived this turn without Blitz: no attack, no ability (CTC-SUMMON-1).
 */
disoriented: boolean, 
/**
 * Damage taken this turn; it stays until the end of the turn (CTC-COMBAT-3).
 */
damage: number, 
/**
 * Lasting changes to its power and defense (effects, Corrupt, treasures).
 */
power_bonus: number, defense_bonus: number, 
/**
 * Came in by a summon paid from the hand (not put into play by an effect).
 */
summoned: boolean, 
/**
 * The turn it arrived.
 */
arrived_turn: number, 
/**
 * It attacked this turn (CTC-COMBAT-1, CTC-ABIL-1).
 */
attacked: boolean, 
/**
 * Indices of the abilities it used this turn (CTC-ABIL-1).
 */
used_abilities: Array<number>, 
/**
 * It used an ability with an extra crystal cost this turn, so it cannot attack
 * (CTC-ABIL-1).
 */
paid_ability: boolean, 
/**
 * It peeked this turn (Peek X, once a turn, CTC-KW-1).
 */
peeked: boolean, 
/**
 * Its upkeep was paid this turn.
 */
upkeep_paid: boolean, unblockable: ConjureUnblockable | null, };

export type ConjureCreatureCard = { 
/**
 * The card data's ID, when the card was picked from it; `None` when typed in.
 */
card?: string, name: string, 
/**
 * One color, or two for a dual-colored card paid in either (CTC-CRYSTAL-2).
 */
colors: Array<CrystalColor>, 
/**
 * Crystals to summon it.
 */
cost: number, power: number, defense: number, keywords?: Array<ConjureKeyword>, 
/**
 * A Lord: at most one copy per deck (CTC-DECK-1).
 */
lord?: boolean, 
/**
 * Crystals to pay in each Upkeep phase, in the creature's colors.
 */
upkeep?: number, abilities?: Array<ConjureAbility>, };

export type ConjureCreatureResult = { creature: number, 
/**
 * Damage it deals (all of its power when it strikes).
 */
dealt: number, 
/**
 * Damage it takes in this combat.
 */
taken: number, 
/**
 * Its damage this turn after the combat (CTC-COMBAT-3).
 */
damage_after: number, 
/**
 * The −X/−X it gets from Corrupt (CTC-KW-1).
 */
corrupted: number, 
/**
 * Taken by Deadly damage (CTC-KW-1).
 */
deadly: boolean, dies: boolean, };

export type ConjureEffect = { "effect": "damage_players", amount: number, who: ConjureWho, } | { "effect": "damage_creatures", amount: number, whose: ConjureWho, } | { "effect": "destroy_creatures", max_defense: number, whose: ConjureWho, } | { "effect": "gain_life", amount: number, who: ConjureWho, } | { "effect": "lose_life", amount: number, who: ConjureWho, } | { "effect": "draw_cards", amount: number, who: ConjureWho, } | { "effect": "discard_cards", amount: number, who: ConjureWho, } | { "effect": "gain_crystals", amount: number, color: CrystalColor, who: ConjureWho, } | { "effect": "adjust_creatures", power: number, defense: number, whose: ConjureWho, };

export type ConjureKeyword = "blitz" | "rampage" | { "corrupt": number } | "token" | "life_leech" | "flying" | "deadly" | "evade" | { "peek": number } | "twist";

export type ConjureMonster = { id: number, card: ConjureChaosCard, power: number, defense: number, 
/**
 * Damage taken so far; a Monster is defeated when it reaches its defense.
 */
damage: number, };

export type ConjureMonsterResult = { monster: number, taken: number, defeated: boolean, };

export type ConjurePendingCombat = { 
/**
 * The attacking player.
 */
player: number, attacks: Array<ConjureCombatAttack>, outcome: ConjureCombatOutcome, };

export type ConjurePhase = "setup" | "tower_draft" | "opening_hands" | "recharge" | "reset" | "upkeep" | "draw" | "action" | "end";

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
out: boolean, 
/**
 * The player's tribe, which decides the Tribal Quest (CTC-QUEST-1).
 */
tribe: ConjureTribe | null, 
/**
 * Whether the player took the one opening-hand redraw (CTC-SETUP-3).
 */
redrew: boolean, 
/**
 * Cards in the Nether Region (the discard pile).
 */
discard: number, 
/**
 * Creatures summoned this turn (Pyromaniac's Feast, CTC-QUEST-1).
 */
summoned_this_turn: number, 
/**
 * Relics the player holds (CTC-CHAOS-1).
 */
relics: Array<ConjureRelic>, 
/**
 * Quest bonuses earned and not used yet (CTC-QUEST-1).
 */
rewards: Array<ConjureReward>, 
/**
 * Monsters defeated (the second edition's extra victory).
 */
monsters_defeated: number, };

export type ConjurePlayerResult = { player: number, 
/**
 * Damage from unblocked attackers and Rampage.
 */
damage: number, 
/**
 * Life from Life Leech.
 */
life_gained: number, life_after: number, };

export type ConjureQuest = "pyromaniacs_feast" | "tribal_harmonization" | "unstoppable_force" | "tribal_quest";

export type ConjureRelic = { id: number, card: ConjureChaosCard, };

export type ConjureReward = "firestorm" | "unblockable" | "life_leech_strike" | "fireball" | "empower" | "counterspell";

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
 * CTC-DECK-1: a player deck holds exactly this many cards.
 */
deck_size: number, 
/**
 * CTC-SETUP-3.
 */
starting_hand: number, 
/**
 * CTC-END-1.
 */
hand_limit: number, 
/**
 * CTC-DECK-1: creatures of each color a player deck holds at least (a dual-colored
 * creature counts for both of its colors).
 */
min_creatures_per_color: number, 
/**
 * CTC-DECK-1: copies of one creature name a player deck may hold.
 */
max_creature_copies: number, 
/**
 * CTC-DECK-1: copies of one Lord a player deck may hold.
 */
max_lord_copies: number, 
/**
 * CTC-DECK-2: a Chaos deck holds exactly this many cards.
 */
chaos_deck_size: number, 
/**
 * CTC-DECK-2: from this many players on, a second Chaos deck joins the first.
 */
second_chaos_deck_from: number, 
/**
 * CTC-SETUP-1, CTC-SETUP-2: Crystal Towers each player drafts.
 */
towers_per_player: number, 
/**
 * Monsters a player must defeat to win (the second edition's extra victory); `None`:
 * no such victory.
 */
monster_wins: number | null, 
/**
 * Whether the engine walks the table through the whole set-up (tribes, the Crystal Tower
 * draft, the opening hands) before the first turn, and asks for the Chaos card in every
 * Draw phase. Off for match files written before the full rules existed: there, deciding
 * the first player starts the first turn, as it did when they were played.
 */
guided: boolean, };

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
drew: boolean, 
/**
 * Whether the active player drew this turn's Chaos card (CTC-DRAW-1).
 */
drew_chaos: boolean, 
/**
 * Whether the active player attacked this turn: all attackers are declared at once
 * (CTC-COMBAT-1).
 */
attacked: boolean, 
/**
 * The Crystal Towers, `towers_per_player` for each player (CTC-SETUP-1). Shared between
 * copies of the state until one changes hands.
 */
towers: Array<ConjureTower>, 
/**
 * The seats in the order they pick towers in the draft (CTC-SETUP-2); empty when the
 * set-up is not guided.
 */
draft_order: Array<number>, 
/**
 * The creatures on the field, oldest first.
 */
creatures: Array<ConjureCreature>, 
/**
 * The Chaos decks, their discard pile and the Chaos cards on the table.
 */
chaos: ConjureChaosTable, 
/**
 * An attack declared and not yet confirmed, with its computed outcome (CTC-COMBAT-1 to
 * CTC-COMBAT-3).
 */
pending_combat: ConjurePendingCombat | null, 
/**
 * Cards the active player must discard before the turn can end: their hand over the hand
 * limit in the End phase, 0 otherwise (CTC-END-1). Worked out after every action, so the
 * screen shows what the rule asks without knowing the rule.
 */
discard_due: number, 
/**
 * The ID the next creature or Chaos card on the table gets.
 */
next_id: number, 
/**
 * What the engine did on its own in the last action (a quest detected, a countdown fired,
 * a creature died, an effect ignored…), for the table to see.
 */
events: Array<Label>, };

export type ConjureTarget = { "type": "player", player: number, } | { "type": "creature", creature: number, } | { "type": "monster", monster: number, };

export type ConjureTower = { 
/**
 * The crystal it stands for; the card data's tower of that crystal has its text.
 */
crystal: CrystalColor, 
/**
 * Who controls it; `None` while it lies face down, not drafted yet.
 */
controller: number | null, };

export type ConjureTowerCapture = { tower: number, from: number, to: number, 
/**
 * The surviving attackers that attacked it, which now stand around it.
 */
guards: Array<number>, };

export type ConjureTribe = "vampires" | "dwarves" | "shaman" | "mystics";

export type ConjureUnblockable = "next_turn" | "this_turn";

export type ConjureWho = "everyone" | "you" | "opponents";

export type ConjureZone = "discard" | "hand" | "deck";

export type CopiesOdds = { k: number, by_turn: Array<TurnOdds>, };

export type CrystalColor = "black" | "blue" | "green" | "red";

export type CrystalPool = { color: CrystalColor, total: number, spent: number, 
/**
 * Crystals of this color gained so far in the match, by recharges and effects alike
 * (the Tribal Quest counts them, CTC-QUEST-1).
 */
gained: number, };

export type DatabaseStatus = { 
/**
 * The file (`:memory:` in tests).
 */
path: string, 
/**
 * Why it could not be opened (`STORE_CORRUPT`, `STORE_NOT_TABLESIDE`, `STORE_TOO_NEW`,
 * …); `None` when it is in use.
 */
problem: IpcError | null, 
/**
 * A write-ahead log found beside the file that was not the file's own, where it went,
 * and why (`WAL_OF_ANOTHER_DATABASE`, …).
 */
set_aside_log: string | null, set_aside_reason: ErrorCode | null, 
/**
 * After a fresh start: where the old file was kept and what came over from it.
 */
recovered: Recovery | null, };

export type DeckCard = { card_id: string, count: number, };

export type DeckChange = { card_id: string, 
/**
 * The card's name; its ID when the card data no longer has it.
 */
name: string, before: number, after: number, };

export type DeckChanges = { from: DeckVersion, to: DeckVersion, cards: Array<DeckChange>, maybe: Array<DeckChange>, };

export type DeckFile = { game: string | null, format: string | null, 
/**
 * How many play, for games whose deck rules depend on it.
 */
players: number | null, 
/**
 * The day the deck is checked for, `YYYY-MM-DD`, for games whose card legality changes
 * over time. Left out, today.
 */
date: string | null, cards: Array<DeckFileEntry>, };

export type DeckFileEntry = { 
/**
 * A card ID or a card name (any case).
 */
card: string, count: number, 
/**
 * Where the card goes, for games whose decks have several parts that cards do not tell
 * apart themselves; the game says which names it knows.
 */
zone: string | null, };

export type DeckId = number;

export type DeckListPart = { heading: string, cards: Array<DeckCard>, };

export type DeckListReading = { 
/**
 * In the order the list first names them; empty when `bad_lines` is not.
 */
cards: Array<SavedDeckCard>, bad_lines: Array<BadDeckLine>, };

export type DeckOdds = { zone: string, deck_size: number, hand: number, cards: Array<CardOdds>, groups: Array<GroupOdds>, };

export type DeckProblem = { 
/**
 * The catalog rule broken.
 */
rule: string, 
/**
 * What is wrong, as an i18n label: the catalogs word it, in the app and in the CLI alike,
 * so no second wording beside it can say otherwise.
 */
reason: Label, 
/**
 * The card data IDs involved.
 */
cards: Array<string>, };

export type DeckRecord = { deck_name: string, record: Record, 
/**
 * The average length of its decided matches that have one (see
 * [`Statistics::average_length_ms`]).
 */
average_length_ms: number | null, };

export type DeckReport = { legal: boolean, game: string, format: string, players: number | null, 
/**
 * The day the deck was checked for, for games whose card legality changes over time.
 */
date: string | null, 
/**
 * Cards per zone, as the file's entries resolved.
 */
counts: { [key in string]: number }, problems: Array<DeckProblem>, 
/**
 * The chances of drawing each card of the deck drawn from, for a game that deals a hand.
 */
odds?: DeckOdds, };

export type DeckVersion = { 
/**
 * Counted from 1.
 */
version: number, saved_at_ms: number, name: string, format: string | null, 
/**
 * The version this save went back to, when it did.
 */
back_to: number | null, 
/**
 * How many cards the deck held (its maybe-board not counted).
 */
card_count: number, };

export type Declined = { action: GameAction, 
/**
 * The rule that refuses it, when a rule does (a ruling may then apply it anyway).
 */
rule: string | null, reason: Label, };

export type Die = "coin" | "d6" | "d10" | "d20";

export type ElestralsAction = { "type": "pick_first_player", method: ElestralsFirstPlayerMethod, } | { "type": "set_first_player", player: number, } | { "type": "set_spirit_deck", player: number, spirits: ElestralsSpirits, } | { "type": "draw" } | { "type": "next_phase" } | { "type": "cast" } & ElestralsCastSpec | { "type": "special_cast" } & ElestralsCastSpec | { "type": "ascend" } & ElestralsAscendSpec | { "type": "special_ascend" } & ElestralsAscendSpec | { "type": "set", card: ElestralsCardFace, slot?: number | null, } | { "type": "cast_set_rune", player: number, card: ElestralsCardId, spirits: ElestralsSpirits, disenchant?: Array<ElestralsSpiritTake>, empower?: ElestralsCardId | null, } | { "type": "enchant", player: number, card: ElestralsCardId, spirits: ElestralsSpirits, by_effect: boolean, } | { "type": "change_position", card: ElestralsCardId, position: ElestralsPosition, by_effect: boolean, } | { "type": "activate_effect", player: number, card?: ElestralsCardId | null, timing: ElestralsEffectTiming, note: string, } | { "type": "declare_attack", attacker: ElestralsCardId, target: ElestralsAttackTarget, } | { "type": "expend", player: number, amount?: number | null, spirits: ElestralsSpirits, } | { "type": "pass", player: number, } | { "type": "close_chain" } | { "type": "resolve_next" } | { "type": "resolve_chain" } | { "type": "negate_link", link: number, } | { "type": "reorder_triggers", player: number, order: Array<number>, } | { "type": "open_next_chain" } | { "type": "nexus", player: number, from: ElestralsCardId, to: ElestralsCardId, spirits: ElestralsSpirits, } | { "type": "disenchant", card: ElestralsCardId, spirits: ElestralsSpirits, } | { "type": "empower", artifact: ElestralsCardId, elestral: ElestralsCardId, } | { "type": "take_control", player: number, card: ElestralsCardId, slot?: number | null, } | { "type": "destroy", card: ElestralsCardId, } | { "type": "return_card", card: ElestralsCardId, to: ElestralsPile, } | { "type": "search", player: number, card?: string | null, } | { "type": "draw_cards", player: number, count: number, } | { "type": "move_card", player: number, from: ElestralsPile, to: ElestralsPile, card?: string | null, } | { "type": "move_spirits", player: number, from: ElestralsSpiritPile, to: ElestralsSpiritPile, spirits: ElestralsSpirits, } | { "type": "adjust_stat", card: ElestralsCardId, change: ElestralsStatChange, source: string, source_card?: ElestralsCardId | null, duration: ElestralsDuration, } | { "type": "remove_modifier", card: ElestralsCardId, order: number, } | { "type": "adjust_spirit_deck", player: number, add: ElestralsSpirits, remove: ElestralsSpirits, } | { "type": "adjust_cards", player: number, main_deck: number, hand: number, } | { "type": "at_once", steps: Array<ElestralsAtOnceStep>, } | { "type": "stalemate" } | { "type": "concede", player: number, };

export type ElestralsAscendSpec = { 
/**
 * The Enchanted Elestral Ascended from.
 */
elestral: ElestralsCardId, 
/**
 * The Elestral Ascended into.
 */
card: ElestralsCardFace, siphon?: Array<ElestralsSpiritTake>, 
/**
 * The new Elestral's Position; the old one's when left out.
 */
position?: ElestralsPosition | null, from: ElestralsPile, };

export type ElestralsAtOnceStep = { "type": "expend", player: number, amount?: number | null, spirits: ElestralsSpirits, } | { "type": "draw_cards", player: number, count: number, };

export type ElestralsAttackTarget = { "kind": "elestral", card: ElestralsCardId, } | { "kind": "spirit_deck" };

export type ElestralsCardClass = "elestral" | "rune_invoke" | "rune_counter" | "rune_artifact" | "rune_divine" | "rune_stadium" | "spirit";

export type ElestralsCardFace = { 
/**
 * The card data's ID, when the card was picked from it.
 */
card_id?: string | null, name: string, class: ElestralsCardClass, elements?: Array<ElestralsElement>, 
/**
 * `None`: not known, so not checked.
 */
cost?: Array<ElestralsCostSymbol> | null, attack?: number | null, defense?: number | null, };

export type ElestralsCardId = number;

export type ElestralsCardStatus = "in_play" | "being_cast" | "resolving";

export type ElestralsCastSpec = { 
/**
 * Who Casts: the turn player when left out.
 */
player?: number | null, card: ElestralsCardFace, 
/**
 * The slot in the Elestral or Rune Row; the first open one when left out. A Stadium takes
 * the Stadium zone.
 */
slot?: number | null, 
/**
 * Spirits from the caster's Spirit Deck.
 */
spirits: ElestralsSpirits, 
/**
 * Spirits Disenchanted from the caster's field: Instant Runes only (ELE-RUNE-1).
 */
disenchant?: Array<ElestralsSpiritTake>, 
/**
 * An Elestral's Position; Attack when left out.
 */
position?: ElestralsPosition | null, 
/**
 * The Elestral an Artifact Empowers (ELE-RUNE-4).
 */
empower?: ElestralsCardId | null, 
/**
 * Where the card comes from: the hand unless a card says otherwise (Special Casts).
 */
from: ElestralsPile, };

export type ElestralsCostSymbol = "earth" | "fire" | "water" | "thunder" | "wind" | "frost" | "solar" | "lunar" | "omni";

export type ElestralsDuration = "while_source_enchanted" | "until_end_phase" | "while_on_field";

export type ElestralsEffectTiming = "active" | "conditional";

export type ElestralsElement = "earth" | "fire" | "water" | "thunder" | "wind" | "frost" | "solar" | "lunar";

export type ElestralsFieldCard = { id: ElestralsCardId, face: ElestralsCardFace, 
/**
 * Its cards go to the owner's zones when it leaves (ELE-CTRL-1).
 */
owner: number, controller: number, 
/**
 * `false`: a Set Rune, face down.
 */
face_up: boolean, 
/**
 * Elestrals only.
 */
position: ElestralsPosition | null, 
/**
 * The Spirits Enchanting it, by the seat that owns them: after a take-control and a Nexus a
 * card can hold both players' Spirits, and each goes to its owner's Underworld.
 */
spirits: [ElestralsSpirits, ElestralsSpirits], 
/**
 * For an Artifact: the Elestral it Empowers (ELE-RUNE-4).
 */
empowering: ElestralsCardId | null, status: ElestralsCardStatus, 
/**
 * Cast (or Ascended into) this turn: no Position change by its controller (ELE-POS-1).
 */
cast_this_turn: boolean, 
/**
 * The turn a Rune was Set on; a Counter Rune is Cast on a later turn (ELE-RUNE-1).
 */
set_on_turn: number | null, 
/**
 * Enough Spirits, wrong elements: it has no effect (ELE-CAST-3).
 */
misenchanted: boolean, 
/**
 * Fewer Spirits than its Enchantment Cost: it cannot stay on the field as it is.
 */
under_enchanted: boolean, 
/**
 * How many times it has received Spirits (ELE-RECV-1): once per Cast, Ascend, Nexus or
 * Main Phase Enchant, however many Spirits came.
 */
received_spirits: number, 
/**
 * Stat changes in ELE-STAT-1 order, each with the values after it.
 */
modifiers: Array<ElestralsStatModifier>, 
/**
 * Attack after every modifier; `None` when not known.
 */
attack: number | null, 
/**
 * Defense after every modifier; `None` when not known.
 */
defense: number | null, 
/**
 * Its controller changed its Position this turn (ELE-POS-1).
 */
position_changed_this_turn: boolean, 
/**
 * Attacks declared this turn (ELE-BATTLE-1).
 */
attacks_this_turn: number, };

export type ElestralsFirstPlayerMethod = "die" | "coin";

export type ElestralsLink = { "kind": "cast", card: ElestralsFieldCard, slot: number | null, special: boolean, } | { "kind": "ascend", card: ElestralsFieldCard, slot: number, special: boolean, } | { "kind": "cast_set_rune", card: ElestralsCardId, } | { "kind": "set", card: ElestralsFieldCard, slot: number, } | { "kind": "battle", attacker: ElestralsCardId, target: ElestralsAttackTarget, } | { "kind": "effect", card?: ElestralsCardId | null, timing: ElestralsEffectTiming, note: string, } | { "kind": "search", card?: string | null, };

export type ElestralsLoss = "empty_main_deck" | "empty_spirit_deck" | "stalemate" | "conceded";

export type ElestralsPendingExpend = { player: number, 
/**
 * `None` when the attacker's Attack was not known: the table says how many.
 */
amount: number | null, };

export type ElestralsPhase = "setup" | "draw" | "main" | "battle" | "end";

export type ElestralsPile = "hand" | "main_deck" | "underworld";

export type ElestralsPlayer = { name: string, 
/**
 * Spirits left in the Spirit Deck, by element.
 */
spirit_deck: ElestralsSpirits, 
/**
 * Cards left in the Main Deck.
 */
main_deck: number, hand: number, 
/**
 * Elestrals and Runes in the Underworld, oldest first, by name.
 */
underworld: Array<string>, 
/**
 * Spirits in the Underworld, by element.
 */
underworld_spirits: ElestralsSpirits, 
/**
 * The Elestral Row, slot by slot.
 */
elestrals: Array<ElestralsFieldCard | null>, 
/**
 * The Rune Row, slot by slot.
 */
runes: Array<ElestralsFieldCard | null>, 
/**
 * Times the Main Deck was shuffled after a Search (ELE-SEARCH-1).
 */
shuffles: number, lost: ElestralsLoss | null, };

export type ElestralsPosition = "attack" | "defense";

export type ElestralsRules = { 
/**
 * Spirit Deck size (ELE-DECK-1).
 */
spirit_deck: number, 
/**
 * Main Deck size (ELE-DECK-2; unverified).
 */
main_deck: number, 
/**
 * Copies of a card by name (ELE-DECK-2; unverified).
 */
copy_limit: number, 
/**
 * Elestral Row slots (ELE-FIELD-1; unverified).
 */
elestral_slots: number, 
/**
 * Rune Row slots (ELE-FIELD-1; unverified).
 */
rune_slots: number, 
/**
 * Cards drawn before the first turn. Not in the source text: unverified.
 */
starting_hand: number, 
/**
 * Whether the first player draws in the Draw Phase of the very first turn. Not in the
 * source text: unverified.
 */
first_turn_draw: boolean, 
/**
 * ELE-BATTLE-2 against a Spirit Deck (unverified).
 */
spirit_deck_damage: ElestralsSpiritDeckDamage, 
/**
 * Each seat's Spirit Deck by element, when the decks are known at set-up. Empty: the table
 * enters them with `set_spirit_deck` before the first turn.
 */
spirit_decks: Array<ElestralsSpirits>, };

export type ElestralsSpiritDeckDamage = "attack" | "one";

export type ElestralsSpiritPile = "spirit_deck" | "underworld";

export type ElestralsSpiritTake = { card: ElestralsCardId, spirits: ElestralsSpirits, };

export type ElestralsSpirits = { earth: number, fire: number, water: number, thunder: number, wind: number, frost: number, solar: number, lunar: number, };

export type ElestralsStat = "attack" | "defense";

export type ElestralsStatChange = { "kind": "set", stat: ElestralsStat, value: number, } | { "kind": "add", stat: ElestralsStat, delta: number, } | { "kind": "swap" };

export type ElestralsStatModifier = { 
/**
 * When it was cast or activated, counted across the match: orders changes within a step,
 * and names the modifier for removal.
 */
order: number, change: ElestralsStatChange, 
/**
 * What the table says caused it, e.g. a card's name.
 */
source: string, 
/**
 * The card whose effect it is, for ELE-DUR-1.
 */
source_card?: ElestralsCardId | null, duration: ElestralsDuration, 
/**
 * Attack after this change (and every one before it in the breakdown).
 */
attack_after: number | null, 
/**
 * Defense after this change.
 */
defense_after: number | null, };

export type ElestralsState = { rules: ElestralsRules, 
/**
 * By seat.
 */
players: [ElestralsPlayer, ElestralsPlayer], 
/**
 * The one Stadium on the field (ELE-RUNE-3).
 */
stadium: ElestralsFieldCard | null, first_player: number | null, 
/**
 * Whose turn it is.
 */
active: number, 
/**
 * Turns so far, counting the current one (0 during set-up).
 */
turn: number, phase: ElestralsPhase, 
/**
 * The turn player drew for the Draw Phase.
 */
drew: boolean, 
/**
 * The turn player's Normal Cast or Normal Ascend is used (ELE-CAST-1).
 */
normal_cast_used: boolean, 
/**
 * Cards whose Active effect was used this turn (ELE-TURN-3).
 */
active_effects_used: Array<ElestralsCardId>, 
/**
 * The chain, while one is open, resolving, or finished with triggers still to place.
 */
chain: Chain<ElestralsLink> | null, pending_expend: ElestralsPendingExpend | null, 
/**
 * The ID the next card to arrive on the field gets.
 */
next_card_id: number, 
/**
 * The activation order the next stat modifier gets (ELE-STAT-1).
 */
next_modifier: number, };

export type EntryKind = "play" | "roll" | "ruling" | "undo" | "redo";

export type ErrorCode = "RULE_VIOLATION" | "NO_SUCH_PLAYER" | "WRONG_GAME" | "MATCH_OVER" | "NOTHING_TO_UNDO" | "NOTHING_TO_REDO" | "INVALID_ACTION" | "CHAIN" | "CLOCK" | "SETUP_GAME_NOT_PLAYABLE" | "SETUP_PLAYER_COUNT" | "SETUP_EMPTY_PLAYER_NAME" | "SETUP_FORMAT_RULES" | "SETUP_HOUSE_RULE" | "SETUP_FORMAT_GAME" | "RULES_UNREADABLE" | "RULES_REFUSED" | "REPLAY_REFUSED" | "REPLAY_RANDOM_MISMATCH" | "REPLAY_OUT_OF_ORDER" | "INPUT_NOT_UTF8" | "INPUT_NOT_JSON" | "INPUT_DOES_NOT_FIT" | "INPUT_TRAILING_TEXT" | "DECK_NO_GAME" | "DECK_GAME_MISMATCH" | "DECK_UNKNOWN_GAME" | "DECK_NO_CHECK" | "DECK_NO_FORMAT" | "DECK_UNKNOWN_FORMAT" | "DECK_FORMAT_RULES" | "DECK_CARD_DATA" | "DECK_AMBIGUOUS_CARD" | "DECK_BAD_ZONE" | "DECK_BAD_DATE" | "DECK_LIST_EMPTY" | "DECK_LIST_BAD_LINES" | "DECK_LIST_BAD_COUNT" | "DECK_LIST_NO_NAME" | "DECK_LIST_UNKNOWN_CARD" | "DECK_LIST_AMBIGUOUS_CARD" | "DECK_LIST_NO_COUNT" | "STORE_CORRUPT" | "STORE_NOT_TABLESIDE" | "STORE_TOO_NEW" | "STORE_IO" | "STORE_MIGRATION" | "STORE_DISK_FULL" | "STORE_BUSY" | "STORE_SQLITE" | "STORE_NOT_FOUND" | "STORE_INVALID_CARD_DATA" | "STORE_INVALID_MATCH_FILE" | "STORE_MATCH_FILE_FORMAT" | "STORE_MATCH_FILE_VERSION" | "STORE_HISTORY_FILE_VERSION" | "STORE_OUT_OF_SEQUENCE" | "STORE_DECK_NO_NAME" | "STORE_DECK_FORMAT_GAME" | "STORE_DECK_OTHER_GAME" | "STORE_UNKNOWN_CARD" | "STORE_COLLECTION_TOO_MANY" | "STORE_BAD_ROW" | "STORE_PLAYER_NO_NAME" | "STORE_PLAYER_NAME_TAKEN" | "STORE_PLAYER_SELF_MERGE" | "STORE_MATCH_ENDED" | "STORE_IMPORT_UNDER_WAY" | "STORE_IMPORT_UNFINISHED" | "STORE_CLOSED" | "STORE_NO_OPFS" | "STORE_OPEN_ELSEWHERE" | "WAL_OF_ANOTHER_PROGRAM" | "WAL_OF_ANOTHER_DATABASE" | "WAL_OLDER_THAN_ITS_FILE" | "WAL_OTHER_PAGE_SIZE" | "WAL_WITHOUT_ITS_FILE" | "DATABASE_IS_SOUND" | "DATABASE_NOT_DAMAGED" | "CLOCK_UNUSABLE" | "TABLE_CHANGED" | "ACTION_KEY" | "NO_RANDOM" | "COMMAND_ARGS" | "COMMAND_FAILED" | "COMMAND_ANSWER" | "COMMAND_NOT_OFFERED" | "COMMAND_UNKNOWN" | "SHARE_BAD_MESSAGE" | "SHARE_FLOOD" | "SHARE_TOO_BIG" | "SHARE_HOST_FAILED" | "SHARE_HOST_JOINS" | "SHARE_LISTEN" | "SHARE_NOT_YOUR_SEAT" | "SHARE_NO_RANDOM" | "SHARE_NO_SEAT" | "SHARE_OFF" | "SHARE_OTHER_MATCH" | "SHARE_SEAT_FREED" | "SHARE_SEAT_HELD" | "SHARE_SEAT_TAKEN" | "SHARE_SEAT_UNKNOWN" | "SHARE_TOKEN" | "SHARE_UNAVAILABLE" | "SHARE_WATCHING" | "JOIN_ADDRESS" | "JOIN_UNAVAILABLE" | "JOIN_WINDOW" | "BACKEND_FAILED" | "SHARE_DISCONNECTED" | "SHARE_ENDED" | "SHARE_REPLACED" | "SHARE_SENT_AWAY" | "UNKNOWN" | "NOT_REFUSED" | "REFUSED_OTHERWISE";

export type FieldKind = "number" | "word" | "text";

export type FirstPlayerMethod = "die" | "coin";

export type FormatInfo = { 
/**
 * `<game>-<name>`; a match's setup names it.
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
playable: boolean, 
/**
 * The round limit the format's timed tables usually play, which the clocks offer first.
 */
round: FormatRound | null, };

export type FormatRound = { minutes: number, 
/**
 * Whether a rule text gives it; `false` where the rules are silent (the app says so).
 */
verified: boolean, };

export type GameAction = { "game": "elestrals" } & ElestralsAction | { "game": "conjure" } & ConjureAction | { "game": "codex" } & CodexAction | { "game": "xingling" } & XinglingAction;

export type GameEntry = { info: GameInfo, formats: Array<FormatInfo>, };

export type GameId = "elestrals" | "conjure" | "codex" | "xingling";

export type GameInfo = { id: GameId, min_players: number, max_players: number, 
/**
 * Whether this version can run a match of the game.
 */
playable: boolean, 
/**
 * The format's numbers a table may change, and their bounds.
 */
house_rules: Array<HouseRuleBounds>, 
/**
 * Whether the game has card data: cards to search, card lists to import, decks
 * to check ([`Game::HAS_CARDS`]).
 */
has_cards: boolean, };

export type GameLength = { game: GameId, 
/**
 * Its decided matches with a length.
 */
matches: number, average_length_ms: number, };

export type GameState = { "game": "elestrals" } & ElestralsState | { "game": "conjure" } & ConjureState | { "game": "codex" } & CodexState | { "game": "xingling" } & XinglingState;

export type GroupOdds = { field: string, value: string, 
/**
 * How many different cards of the deck are in the group.
 */
cards: number, copies: number, by_turn: Array<TurnOdds>, more: Array<CopiesOdds>, };

export type HistoryCursor = { created_at_ms: number, id: MatchId, };

export type HistoryEntry = { id: MatchId, game: GameId, format: string, created_at_ms: number, 
/**
 * When the last entry was written.
 */
updated_at_ms: number, action_count: number, result: MatchResult, turns: number, seats: Array<HistorySeat>, };

export type HistoryFilter = { game: GameId | null, format: string | null, player: PlayerId | null, deck: DeckId | null, result: MatchResult | null, 
/**
 * Matches started at or after this time (UTC milliseconds).
 */
from_ms: number | null, 
/**
 * Matches started before this time.
 */
to_ms: number | null, 
/**
 * Part of a player's or a deck's name.
 */
search: string | null, };

export type HistoryPage = { entries: Array<HistoryEntry>, next: HistoryCursor | null, };

export type HistorySeat = { seat: number, player: PlayerId, 
/**
 * The roster's name now (a renamed player shows the new name).
 */
name: string, deck: DeckId | null, 
/**
 * The deck's name when the match was set up.
 */
deck_name: string | null, 
/**
 * The version of the deck the seat played; `None` without a saved deck, and for a match
 * set up before decks had versions.
 */
deck_version: number | null, 
/**
 * `None` while the match is in play, and when it was abandoned.
 */
outcome: SeatOutcome | null, 
/**
 * Took the first turn.
 */
on_play: boolean, };

export type HouseRuleBounds = { 
/**
 * The rule's name in the format's rules (`starting_life`).
 */
rule: string, min: number, max: number, };

export type ImportReport = { 
/**
 * How many cards were written: every record, or none when any was rejected.
 */
imported: number, 
/**
 * Every rejected record; non-empty means nothing was written.
 */
rejected: Array<RejectedCard>, };

export type ImportSummary = { 
/**
 * Matches stored by this import.
 */
imported: number, 
/**
 * Matches the file holds that were stored already.
 */
already_present: number, 
/**
 * Where each of the file's matches is, in the file's order.
 */
matches: Array<MatchId>, };

export type Interval = { low: number, high: number, };

export type IpcError = { 
/**
 * One of the one list's codes (`tableside_codes`), generated as the UI's `ErrorCode`.
 */
code: ErrorCode, message: string, rule: string | null, reason: Label | null, };

export type JoinedTable = { 
/**
 * `host:port`.
 */
address: string, 
/**
 * The label of the window showing it.
 */
window: string, };

export type JsonValue = number | string | boolean | Array<JsonValue> | { [key in string]: JsonValue } | null;

export type Label = { key: string, args: { [key in string]: LabelArg }, };

export type LabelArg = number | string | Label;

export type Link<L> = { 
/**
 * The link's sequence number in its chain; the base is 0.
 */
id: LinkId, 
/**
 * The seat of the player who added the link.
 */
controller: number, 
/**
 * What the link does; the game decides what that means.
 */
payload: L, 
/**
 * Its fate: pending, resolved, negated or fizzled.
 */
status: LinkStatus, 
/**
 * Whether resolution has reached the link. A spent link can no longer be negated or fizzled;
 * a negated or fizzled link is spent when its turn to resolve comes, not when it is marked,
 * because a marked link still sits on the chain until then.
 */
spent: boolean, };

export type LinkId = number;

export type LinkStatus = "pending" | "resolved" | "negated" | "fizzled";

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

export type MatchChange = { id: MatchId, update: MatchUpdate, };

export type MatchDetail = { entry: HistoryEntry, setup: Setup, log: Array<LogLine>, 
/**
 * The start, then one point per entry.
 */
series: Array<ScorePoint>, 
/**
 * The match's length and each seat's time and turns, from its entries' times.
 */
timing: MatchTiming, };

export type MatchFile = { 
/**
 * Always `tableside-match`.
 */
format: string, 
/**
 * The version of this file format: 2 (1 is still read).
 */
version: number, setup: Setup, log: Array<LogEntry>, };

export type MatchId = number;

export type MatchResult = "in_progress" | "won" | "draw" | "conceded" | "abandoned";

export type MatchSnapshot = { id: MatchId, view: MatchView, };

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

export type MatchTiming = { 
/**
 * From the first entry to the last.
 */
length_ms: number, 
/**
 * The part of it no seat was to act in: paused, or closed and not counted.
 */
idle_ms: number, seats: Array<SeatTiming>, 
/**
 * Each turn's time, from the first turn on, in order: history's chart of time per turn.
 */
turns: Array<TurnTiming>, };

export type MatchUpdate = { state: GameState, 
/**
 * Lines to put in place by their `seq`: a `seq` past the end is appended.
 */
lines: Array<LogLine>, 
/**
 * Entries in the log after the action.
 */
log_len: number, undo: Label | null, redo: Label | null, outcome: Outcome | null, legal: Array<GameAction>, declined: Array<Declined>, clock: Clocks | null, };

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
legal: Array<GameAction>, 
/**
 * The rest of the offered set, each with why the engine refuses it now: a dimmed control
 * says it in one line.
 */
declined: Array<Declined>, 
/**
 * The clocks as they stood at the last entry, once started: a screen counts on from
 * their `at_ms` by itself, with no call per second.
 */
clock: Clocks | null, };

export type Matchup = { deck_name: string, opponent_deck: string, record: Record, };

export type MissingCards = { cards: Array<SavedDeckCard>, text: string, };

export type NewMatch = { game: GameId, format: string, players: Array<string>, 
/**
 * The saved deck each seat plays, in seat order; missing or `null` for none.
 */
decks?: Array<DeckId | null>, 
/**
 * The table's changes to the format's numbers, by rule (`{ "starting_life": 40 }`); each
 * must be a rule the format sets. Missing: the format as it is.
 */
house_rules?: { [rule in string]?: JsonValue }, };

export type Notice = { notice: TableNotice, };

export type Outcome = { 
/**
 * Seats of the winners; empty for a draw.
 */
winners: Array<number>, 
/**
 * The rule that decided it.
 */
rule: string | null, reason: Label, };

export type PileCard = { card: string, copies: number, };

export type Player = { id: PlayerId, name: string, 
/**
 * Stored matches they sat at.
 */
matches: number, 
/**
 * When the newest of those started.
 */
last_played_ms: number | null, };

export type PlayerId = number;

export type PlayerRecord = { player: PlayerId, name: string, record: Record, };

export type Progress = { stage: ProgressStage, done: number, total: number, };

export type ProgressStage = "reading" | "writing";

export type QueryProblem = { code: QueryProblemCode, 
/**
 * The offending part of the query: from `at[0]` up to `at[1]`.
 */
at: [number, number], reason: Label, };

export type QueryProblemCode = "UNKNOWN_FIELD" | "MISSING_VALUE" | "NOT_A_NUMBER" | "NOT_COMPARABLE" | "UNCLOSED_QUOTE" | "UNCLOSED_PARENTHESIS" | "UNOPENED_PARENTHESIS" | "MISSING_TERM" | "TOO_MANY_TERMS";

export type QueuedTrigger<L> = { 
/**
 * The seat of the player who controls the effect.
 */
controller: number, 
/**
 * What the effect does; it becomes a link's payload on the next chain.
 */
payload: L, };

export type Record = { wins: number, losses: number, draws: number, win_rate: number | null, interval: Interval | null, };

export type Recovery = { kept_at: string, 
/**
 * `None` when the table chose to start empty.
 */
salvage: SalvageReport | null, };

export type RejectedCard = { 
/**
 * The record's position in the list, from 0.
 */
index: number, 
/**
 * The record's `id`, when it has a readable one (shortened when long).
 */
id: string | null, 
/**
 * Every reason the record was rejected.
 */
problems: Array<CardProblem>, };

export type Reply = { 
/**
 * The request's `id`; `None` for a message that could not be read as a request.
 */
id: number | null, 
/**
 * The command's answer, as its entry in `Commands` gives it.
 */
answer?: unknown, 
/**
 * An error as the app gives it (the core's `IpcError`), or the channel's own.
 */
error?: IpcError, };

export type Request = { 
/**
 * The device's own number for the request, returned with its reply.
 */
id: number, 
/**
 * A command of the app's list, by name (the UI's `Commands` keys).
 */
command: keyof Commands, args: JsonValue, };

export type RoundClock = { 
/**
 * The limit with the rulings on it.
 */
limit_ms: number, 
/**
 * Time counted since the start, pauses left out.
 */
elapsed_ms: number, 
/**
 * Negative once time is called.
 */
left_ms: number, };

export type SalvageReport = { matches: number, decks: number, imported_cards: number, 
/**
 * One line per thing left behind: what it was and the error's code.
 */
lost: Array<string>, };

export type SaveDeck = { id: DeckId | null, game: GameId, name: string, format: string | null, cards: Array<DeckCard>, 
/**
 * The maybe-board.
 */
maybe: Array<DeckCard>, };

export type SavedDeck = { id: DeckId, game: GameId, name: string, format: string | null, updated_at_ms: number, cards: Array<SavedDeckCard>, 
/**
 * The maybe-board: cards being considered, never counted by the deck's check.
 */
maybe: Array<SavedDeckCard>, 
/**
 * The deck's newest version (each save that changed it is one).
 */
version: number, };

export type SavedDeckCard = { card_id: string, count: number, 
/**
 * The card's name; its ID when the card data no longer has it.
 */
name: string, 
/**
 * The game's card type (`spirit`, `elestral`, `creature`, …); empty when unknown.
 */
kind: string, attributes: JsonValue, 
/**
 * The part of a deck it goes to (see [`crate::CardInfo::zone`]); none when unknown.
 */
zone: string | null, };

export type ScorePoint = { 
/**
 * The entry's sequence number; the match's start is `None`.
 */
seq: number | null, turn: number, scores: Array<number>, };

export type SearchField = { name: string, aliases: Array<string>, kind: FieldKind, 
/**
 * A word field's values, in order (the first few).
 */
values: Array<string>, 
/**
 * A number field's least and greatest value.
 */
range: [number, number] | null, };

export type SeatClock = { 
/**
 * Time the seat was the one to act since the clocks started.
 */
used_ms: number, 
/**
 * With chess clocks, the seat's time left (negative once out of time); `None` without.
 */
left_ms: number | null, };

export type SeatInvite = { seat: number, name: string, taken: boolean, };

export type SeatOutcome = "win" | "loss" | "draw";

export type SeatPass = { seat: number, token: string, };

export type SeatStatus = { seat: number, name: string, 
/**
 * A device took it.
 */
taken: boolean, 
/**
 * The device that took it is connected now.
 */
connected: boolean, };

export type SeatTiming = { 
/**
 * Time the seat was the one to act: its turns, and its priority in the others' chains.
 */
used_ms: number, 
/**
 * Turns the seat began.
 */
turns: number, 
/**
 * Its time over its turns; `None` before its first turn.
 */
average_turn_ms: number | null, };

export type Setup = { game: GameId, 
/**
 * The format's ID in the card data, `<game>-<name>` (the game's ID first).
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

export type ShareStatus = { match_id: MatchId, 
/**
 * What a phone opens: `http://host:port/?t=token`.
 */
address: string, 
/**
 * The same address without the scheme, to type.
 */
short_address: string, 
/**
 * The address as a QR code, an SVG drawing.
 */
qr_svg: string, seats: Array<SeatStatus>, 
/**
 * Devices connected that hold no seat: they watch.
 */
watching: number, 
/**
 * Other Tableside apps connected to keep the match in their own history.
 */
keeping: number, 
/**
 * The count of changes to who is at the table this status shows: `sharing_since` answers
 * once it has moved on.
 */
changes: number, };

export type Statistics = { 
/**
 * Matches in the scope, whatever their result.
 */
matches: number, in_progress: number, abandoned: number, 
/**
 * The seats' record: the subject's, or every seat's without one.
 */
record: Record, 
/**
 * The record of the seats that took the first turn, and of the others.
 */
on_play: Record, on_draw: Record, 
/**
 * Over decided matches.
 */
average_turns: number | null, 
/**
 * Over decided matches that have a length (their first entry and last apart): a match
 * whose entries all carry one time, as one written by hand may, has none to average.
 */
average_length_ms: number | null, 
/**
 * Each game's average length, the most matches first.
 */
games: Array<GameLength>, 
/**
 * Each player's record in the scope, the most decided matches first.
 */
players: Array<PlayerRecord>, 
/**
 * With a player as the subject: their record against each other player.
 */
opponents: Array<PlayerRecord>, decks: Array<DeckRecord>, matchups: Array<Matchup>, 
/**
 * With a subject: the win rate over time, oldest first.
 */
trend: Array<TrendPoint>, };

export type StatsQuery = { game: GameId | null, format: string | null, player: PlayerId | null, deck: DeckId | null, 
/**
 * With `deck`: only the seats that played this version of it.
 */
deck_version: number | null, opponent: PlayerId | null, from_ms: number | null, to_ms: number | null, };

export type TableInvite = { match_id: MatchId, game: GameId, seats: Array<SeatInvite>, 
/**
 * The seat this device holds, if any.
 */
you: number | null, 
/**
 * This device held a seat that the host has freed.
 */
seat_freed: boolean, 
/**
 * The seat to act now, if one is: a seat's phone says when it is its turn (each change's
 * notice says it from then on).
 */
to_act: number | null, };

export type TableNotice = { "kind": "changed", match: MatchId, log: number, update: MatchUpdate | null, 
/**
 * The seat to act after it, if one is: its phone says it is its turn.
 */
to_act: number | null, } | { "kind": "moved", match: MatchId, } | { "kind": "seats" } | { "kind": "behind" };

export type TimeAnswer = { time: number, 
/**
 * The host's clock, in milliseconds since the Unix epoch.
 */
host_ms: number, };

export type TimeAsk = { time: number, };

export type TrendPoint = { at_ms: number, 
/**
 * Decided matches so far.
 */
decided: number, win_rate: number, interval: Interval, };

export type TurnOdds = { 
/**
 * 0: the opening hand.
 */
turn: number, on_the_play: number, on_the_draw: number, };

export type TurnTiming = { turn: number, 
/**
 * The seat that began the turn, if the game names one.
 */
seat: number | null, ms: number, };

export type XinglingAction = { "type": "set_first_player", player: number, } | { "type": "next_phase" } | { "type": "reveal_event", name: string, contract: boolean, } | { "type": "damage", target: number, amount: number, source: number, } | { "type": "loss", target: number, amount: number, } | { "type": "heal", player: number, amount: number, } | { "type": "confirm_knock_out" } | { "type": "gentle", spirit: number, } | { "type": "award_vp", player: number, amount: number, } | { "type": "contract", player: number, name: string, cost: number, range: number, gentle: boolean, more?: boolean, } | { "type": "bury", player: number, standby: number, } | { "type": "summon", player: number, standby: number, payment: XinglingPayment, replace: number | null, } | { "type": "attack", player: number, spirit: number, target: number, } | { "type": "reset", player: number, spirit: number, } | { "type": "swap", player: number, } | { "type": "judge", player: number, } | { "type": "use_card", player: number, card: string, } | { "type": "play_out", player: number, card: string, } | { "type": "draw", player: number, count: number, } | { "type": "discard", player: number, count: number, } | { "type": "set_delayed", player: number, } | { "type": "resolve_delayed", player: number, } | { "type": "set_hand_limit", player: number, limit: number | null, } | { "type": "attach", player: number, spirit: number | null, } | { "type": "detach", player: number, spirit: number | null, };

export type XinglingPayment = "ling" | "discard";

export type XinglingPendingKnockOut = { player: number, 
/**
 * The damage's source; `None` for 灵力流失 (XL-KO-3).
 */
source: number | null, };

export type XinglingPhase = "setup" | "round_start" | "round_proceed" | "round_end";

export type XinglingPlayer = { name: string, 
/**
 * 灵力 (XL-LING-1).
 */
ling: number, 
/**
 * The key card's cap.
 */
cap: number, 
/**
 * 胜利点 (XL-VP-1).
 */
vp: number, hand: number, 
/**
 * The key card turned sideways: knocked out (XL-KO-1, XL-KO-2).
 */
knocked_out: boolean, 
/**
 * 场上 (XL-FIELD-1).
 */
field: Array<XinglingSpirit>, 
/**
 * 待机区, face down (XL-FIELD-1).
 */
standby: Array<XinglingSpirit>, 
/**
 * Cards in the judgement zone: delayed magic (XL-ZONE-1).
 */
judgement: number, 
/**
 * General cards lying on the player's key card (those on a 星灵 are the 星灵's own,
 * `Spirit::attached`); discarded by a knock-out (XL-KO-1).
 */
attached: number, 
/**
 * A hand limit an effect set; otherwise floor(灵力 / 2) (XL-HAND-1).
 */
hand_limit: number | null, };

export type XinglingRules = { 
/**
 * 灵力 at the start (unverified).
 */
starting_ling: number, 
/**
 * Each key card's 灵力 cap, by seat; a seat without one takes `ling_cap` (XL-LING-1).
 */
key_caps: Array<number>, 
/**
 * The cap of a key card the format does not list (unverified).
 */
ling_cap: number, 
/**
 * Victory points that win (XL-VP-1; unverified).
 */
vp_to_win: number, 
/**
 * Victory points for knocking a player out by damage (XL-KO-3; unverified).
 */
vp_per_knockout: number, 
/**
 * Cards in hand at the start (unverified).
 */
starting_hand: number, 
/**
 * 星灵 on a player's field at most (XL-FIELD-1).
 */
field_limit: number, 
/**
 * 星灵 in a player's standby area at most (XL-FIELD-1).
 */
standby_limit: number, 
/**
 * Cards in the general deck before the opening hands (XL-ZONE-1; unverified).
 */
general_deck: number, 
/**
 * Cards in the event deck (XL-ZONE-1; unverified).
 */
event_deck: number, };

export type XinglingSpirit = { 
/**
 * Shared between copies of the state, which are made for every action.
 */
name: string, 
/**
 * 召唤消耗 (XL-SUMMON-1).
 */
cost: number, 
/**
 * 攻击范围 (XL-ATK-1).
 */
range: number, 
/**
 * 温柔: may keep its player from being knocked out (XL-KO-1).
 */
gentle: boolean, 
/**
 * 横置 (turned sideways).
 */
sideways: boolean, 
/**
 * General cards lying on this 星灵; discarded when it leaves the field or its player is
 * knocked out (XL-KO-1).
 */
attached: number, };

export type XinglingState = { rules: XinglingRules, players: Array<XinglingPlayer>, zones: XinglingZones, phase: XinglingPhase, step: XinglingStep, active: number, first_player: number, 
/**
 * Rounds begun (XL-ROUND-1).
 */
round: number, 
/**
 * Turns begun.
 */
turn: number, 
/**
 * Turns taken this round.
 */
turns_this_round: number, 
/**
 * The last 判定 roll (XL-JUDGE-1).
 */
judgement_roll: number | null, 
/**
 * Cards the active player must discard before the discard phase ends (XL-HAND-1).
 */
discard_due: number, 
/**
 * A seat whose standby is over the limit after a contract: it must bury the excess
 * before anything else happens (XL-FIELD-1).
 */
overflow: number | null, 
/**
 * A seat whose 星灵契约 event is still giving it cards (`more` on its last contract): the
 * event's next card comes before anything else, and its last closes the event
 * (XL-FIELD-1).
 */
contracting: number | null, pending_knock_out: XinglingPendingKnockOut | null, 
/**
 * The distance between every two seats (XL-SEAT-1): `distances[from][to]`, `None` where
 * either is knocked out, so every seat's screen (a phone's own, or the active player's)
 * can show its ranges. Worked out again only when a key card turns sideways, the one
 * thing that changes a distance.
 */
distances: Array<Array<number | null>>, 
/**
 * How many of a seat's field 星灵 have another seat within their range (XL-ATK-1):
 * `reach[from][to]`, by distance and range alone (whether one may attack now, upright and
 * in its player's turn, is what the engine offers), so every seat's screen can show
 * whom it reaches and who reaches it.
 */
reach: Array<Array<number>>, 
/**
 * What the engine did on its own in the last action.
 */
events: Array<Label>, };

export type XinglingStep = "turn_start" | "judge" | "draw" | "play" | "discard" | "turn_end";

export type XinglingZones = { 
/**
 * 通用牌堆, face down.
 */
general_deck: number, 
/**
 * 弃牌堆: discarded general cards.
 */
discard_pile: number, 
/**
 * 事件区: the event deck, face down.
 */
event_deck: number, 
/**
 * 事件区: this round's event, face up.
 */
event: string | null, 
/**
 * 墓地: discarded 星灵 cards, face up. Shared between copies of the state: it only grows,
 * and copying it for every action would make a long match quadratic.
 */
graveyard: Array<string>, };

/** Every error code, in the list's order (`src-tauri/crates/codes`). */
export const ERROR_CODES: readonly ErrorCode[] = [
  "RULE_VIOLATION",
  "NO_SUCH_PLAYER",
  "WRONG_GAME",
  "MATCH_OVER",
  "NOTHING_TO_UNDO",
  "NOTHING_TO_REDO",
  "INVALID_ACTION",
  "CHAIN",
  "CLOCK",
  "SETUP_GAME_NOT_PLAYABLE",
  "SETUP_PLAYER_COUNT",
  "SETUP_EMPTY_PLAYER_NAME",
  "SETUP_FORMAT_RULES",
  "SETUP_HOUSE_RULE",
  "SETUP_FORMAT_GAME",
  "RULES_UNREADABLE",
  "RULES_REFUSED",
  "REPLAY_REFUSED",
  "REPLAY_RANDOM_MISMATCH",
  "REPLAY_OUT_OF_ORDER",
  "INPUT_NOT_UTF8",
  "INPUT_NOT_JSON",
  "INPUT_DOES_NOT_FIT",
  "INPUT_TRAILING_TEXT",
  "DECK_NO_GAME",
  "DECK_GAME_MISMATCH",
  "DECK_UNKNOWN_GAME",
  "DECK_NO_CHECK",
  "DECK_NO_FORMAT",
  "DECK_UNKNOWN_FORMAT",
  "DECK_FORMAT_RULES",
  "DECK_CARD_DATA",
  "DECK_AMBIGUOUS_CARD",
  "DECK_BAD_ZONE",
  "DECK_BAD_DATE",
  "DECK_LIST_EMPTY",
  "DECK_LIST_BAD_LINES",
  "DECK_LIST_BAD_COUNT",
  "DECK_LIST_NO_NAME",
  "DECK_LIST_UNKNOWN_CARD",
  "DECK_LIST_AMBIGUOUS_CARD",
  "DECK_LIST_NO_COUNT",
  "STORE_CORRUPT",
  "STORE_NOT_TABLESIDE",
  "STORE_TOO_NEW",
  "STORE_IO",
  "STORE_MIGRATION",
  "STORE_DISK_FULL",
  "STORE_BUSY",
  "STORE_SQLITE",
  "STORE_NOT_FOUND",
  "STORE_INVALID_CARD_DATA",
  "STORE_INVALID_MATCH_FILE",
  "STORE_MATCH_FILE_FORMAT",
  "STORE_MATCH_FILE_VERSION",
  "STORE_HISTORY_FILE_VERSION",
  "STORE_OUT_OF_SEQUENCE",
  "STORE_DECK_NO_NAME",
  "STORE_DECK_FORMAT_GAME",
  "STORE_DECK_OTHER_GAME",
  "STORE_UNKNOWN_CARD",
  "STORE_COLLECTION_TOO_MANY",
  "STORE_BAD_ROW",
  "STORE_PLAYER_NO_NAME",
  "STORE_PLAYER_NAME_TAKEN",
  "STORE_PLAYER_SELF_MERGE",
  "STORE_MATCH_ENDED",
  "STORE_IMPORT_UNDER_WAY",
  "STORE_IMPORT_UNFINISHED",
  "STORE_CLOSED",
  "STORE_NO_OPFS",
  "STORE_OPEN_ELSEWHERE",
  "WAL_OF_ANOTHER_PROGRAM",
  "WAL_OF_ANOTHER_DATABASE",
  "WAL_OLDER_THAN_ITS_FILE",
  "WAL_OTHER_PAGE_SIZE",
  "WAL_WITHOUT_ITS_FILE",
  "DATABASE_IS_SOUND",
  "DATABASE_NOT_DAMAGED",
  "CLOCK_UNUSABLE",
  "TABLE_CHANGED",
  "ACTION_KEY",
  "NO_RANDOM",
  "COMMAND_ARGS",
  "COMMAND_FAILED",
  "COMMAND_ANSWER",
  "COMMAND_NOT_OFFERED",
  "COMMAND_UNKNOWN",
  "SHARE_BAD_MESSAGE",
  "SHARE_FLOOD",
  "SHARE_TOO_BIG",
  "SHARE_HOST_FAILED",
  "SHARE_HOST_JOINS",
  "SHARE_LISTEN",
  "SHARE_NOT_YOUR_SEAT",
  "SHARE_NO_RANDOM",
  "SHARE_NO_SEAT",
  "SHARE_OFF",
  "SHARE_OTHER_MATCH",
  "SHARE_SEAT_FREED",
  "SHARE_SEAT_HELD",
  "SHARE_SEAT_TAKEN",
  "SHARE_SEAT_UNKNOWN",
  "SHARE_TOKEN",
  "SHARE_UNAVAILABLE",
  "SHARE_WATCHING",
  "JOIN_ADDRESS",
  "JOIN_UNAVAILABLE",
  "JOIN_WINDOW",
  "BACKEND_FAILED",
  "SHARE_DISCONNECTED",
  "SHARE_ENDED",
  "SHARE_REPLACED",
  "SHARE_SENT_AWAY",
  "UNKNOWN",
  "NOT_REFUSED",
  "REFUSED_OTHERWISE",
];

/** The host stopped sharing the table: the device stops trying it. */
export const CLOSE_ENDED = 4000;
/** A newer connection of the same seat took this one's place: this one stops. */
export const CLOSE_REPLACED = 4001;
/** The host sent the device away (it watched, or never sat down): it stops. */
export const CLOSE_SENT_AWAY = 4002;
/** The host's app is closing: the device reconnects when it is back. */
export const CLOSE_HOST_LEAVING = 1001;
/** The device sent more than a table needs (`SHARE_FLOOD`). */
export const CLOSE_FLOOD = 1008;
/** A message over the size limit (`SHARE_TOO_BIG`). */
export const CLOSE_TOO_BIG = 1009;

export type Commands = {
  database_status: { args: {}; answer: DatabaseStatus };
  start_fresh_database: { args: { salvage: boolean }; answer: DatabaseStatus };
  quit_app: { args: {}; answer: void };
  list_games: { args: {}; answer: Array<GameEntry> };
  list_matches: { args: {}; answer: Array<MatchSummary> };
  new_match: { args: { request: NewMatch }; answer: MatchSnapshot };
  open_match: { args: { id: MatchId }; answer: MatchSnapshot };
  act: { args: { id: MatchId; action: Action; seen: number | null; key: string | null }; answer: MatchChange };
  table_since: { args: { id: MatchId; seen: number; wait: boolean }; answer: MatchChange };
  export_match: { args: { id: MatchId }; answer: MatchFile };
  delete_match: { args: { id: MatchId }; answer: void };
  search_cards: { args: { game: GameId; query: string; limit: number }; answer: CardSearch };
  search_fields: { args: { game: GameId }; answer: Array<SearchField> };
  import_cards: { args: { game: GameId; json: string }; answer: ImportReport };
  check_deck: { args: { deck: DeckFile }; answer: DeckReport };
  sample_draw: { args: { pile: Array<PileCard>; seed: number; attempt: number; count: number }; answer: Array<string> };
  list_decks: { args: { game: GameId }; answer: Array<SavedDeck> };
  save_deck: { args: { deck: SaveDeck }; answer: SavedDeck };
  delete_deck: { args: { id: DeckId }; answer: void };
  restore_deck: { args: { id: DeckId }; answer: SavedDeck };
  read_deck_list: { args: { game: GameId; text: string }; answer: DeckListReading };
  write_deck_list: { args: { game: GameId; parts: Array<DeckListPart> }; answer: string };
  deck_versions: { args: { id: DeckId }; answer: Array<DeckVersion> };
  compare_deck_versions: { args: { id: DeckId; from: number; to: number }; answer: DeckChanges };
  restore_deck_version: { args: { id: DeckId; version: number }; answer: SavedDeck };
  collection: { args: { game: GameId }; answer: Array<SavedDeckCard> };
  set_owned: { args: { game: GameId; cardId: string; count: number }; answer: void };
  import_collection: { args: { game: GameId; text: string; how: CollectionImport }; answer: DeckListReading };
  missing_cards: { args: { game: GameId; cards: Array<DeckCard> }; answer: MissingCards };
  history: { args: { filter: HistoryFilter; after: HistoryCursor | null; limit: number }; answer: HistoryPage };
  match_detail: { args: { id: MatchId }; answer: MatchDetail };
  match_at: { args: { id: MatchId; entries: number }; answer: MatchView };
  abandon_match: { args: { id: MatchId }; answer: void };
  list_players: { args: {}; answer: Array<Player> };
  rename_player: { args: { id: PlayerId; name: string }; answer: Player };
  merge_players: { args: { from: PlayerId; into: PlayerId }; answer: Player };
  statistics: { args: { query: StatsQuery }; answer: Statistics };
  export_history: { args: {}; answer: string };
  export_history_csv: { args: { filter: HistoryFilter }; answer: string };
  import_matches: { args: { text: string }; answer: ImportSummary };
  rematch: { args: { id: MatchId }; answer: MatchSnapshot };
  share_table: { args: { id: MatchId }; answer: ShareStatus };
  sharing_status: { args: {}; answer: ShareStatus | null };
  sharing_since: { args: { seen: number }; answer: ShareStatus | null };
  free_seat: { args: { seat: number }; answer: ShareStatus };
  send_away_watchers: { args: {}; answer: ShareStatus };
  stop_sharing: { args: {}; answer: void };
  join_table: { args: {}; answer: TableInvite };
  take_seat: { args: { seat: number }; answer: SeatPass };
  join_table_at: { args: { address: string }; answer: JoinedTable };
};

export type CommandName = keyof Commands;

/** The commands a seat's own device may call; the rest are the host's. */
export const TABLE_COMMANDS: readonly CommandName[] = ["list_games", "open_match", "act", "table_since", "export_match", "join_table", "take_seat"];

/** Calls a command of the list through a transport; rejects with an `IpcError`. */
export type CallCommand = <C extends CommandName>(
  command: C,
  args: Commands[C]["args"],
  onProgress?: (progress: Progress) => void,
) => Promise<Commands[C]["answer"]>;

/** A function for every command of the list, each calling it through `call`. */
export function commandsOver(call: CallCommand) {
  return {
    /**
     * Which file the app works on and whether it opened; the UI asks first, before home.
     */
    databaseStatus: (onProgress?: (progress: Progress) => void) => call("database_status", {}, onProgress),
    /**
     * Keeps a file that would not open aside and starts a fresh database, carrying over what
     * still reads when `salvage` is set.
     */
    startFreshDatabase: (salvage: boolean, onProgress?: (progress: Progress) => void) => call("start_fresh_database", { salvage }, onProgress),
    /**
     * Quits the app, for a table that would rather not touch the file now.
     */
    quitApp: (onProgress?: (progress: Progress) => void) => call("quit_app", {}, onProgress),
    /**
     * Every game, with its formats; `info.playable` says which can be started.
     */
    listGames: (onProgress?: (progress: Progress) => void) => call("list_games", {}, onProgress),
    /**
     * The matches to resume, most recent first.
     */
    listMatches: (onProgress?: (progress: Progress) => void) => call("list_matches", {}, onProgress),
    newMatch: (request: NewMatch, onProgress?: (progress: Progress) => void) => call("new_match", { request }, onProgress),
    openMatch: (id: MatchId, onProgress?: (progress: Progress) => void) => call("open_match", { id }, onProgress),
    /**
     * Every change to a match, undo, redo, rulings and dice included; `seen` and `key` keep
     * a shared table's devices from moving it twice.
     */
    act: (id: MatchId, action: Action, seen: number | null = null, key: string | null = null, onProgress?: (progress: Progress) => void) => call("act", { id, action, seen, key }, onProgress),
    /**
     * What a table that showed `seen` entries lacks; with `wait`, once it has changed.
     */
    tableSince: (id: MatchId, seen: number, wait: boolean, onProgress?: (progress: Progress) => void) => call("table_since", { id, seen, wait }, onProgress),
    /**
     * The match as a file: for a device, the shared one (another app keeps it from this).
     */
    exportMatch: (id: MatchId, onProgress?: (progress: Progress) => void) => call("export_match", { id }, onProgress),
    deleteMatch: (id: MatchId, onProgress?: (progress: Progress) => void) => call("delete_match", { id }, onProgress),
    /**
     * Cards found by the search language, or why the query does not read.
     */
    searchCards: (game: GameId, query: string, limit: number, onProgress?: (progress: Progress) => void) => call("search_cards", { game, query, limit }, onProgress),
    /**
     * The search's help: each field of the game's cards, with the values they have.
     */
    searchFields: (game: GameId, onProgress?: (progress: Progress) => void) => call("search_fields", { game }, onProgress),
    /**
     * Imports a card list: all of it, or none with every rejected record. Reports progress.
     */
    importCards: (game: GameId, json: string, onProgress?: (progress: Progress) => void) => call("import_cards", { game, json }, onProgress),
    checkDeck: (deck: DeckFile, onProgress?: (progress: Progress) => void) => call("check_deck", { deck }, onProgress),
    /**
     * A sample hand from a deck's pile: the `attempt`th shuffle of `seed`, its first `count`.
     */
    sampleDraw: (pile: Array<PileCard>, seed: number, attempt: number, count: number, onProgress?: (progress: Progress) => void) => call("sample_draw", { pile, seed, attempt, count }, onProgress),
    listDecks: (game: GameId, onProgress?: (progress: Progress) => void) => call("list_decks", { game }, onProgress),
    saveDeck: (deck: SaveDeck, onProgress?: (progress: Progress) => void) => call("save_deck", { deck }, onProgress),
    deleteDeck: (id: DeckId, onProgress?: (progress: Progress) => void) => call("delete_deck", { id }, onProgress),
    restoreDeck: (id: DeckId, onProgress?: (progress: Progress) => void) => call("restore_deck", { id }, onProgress),
    readDeckList: (game: GameId, text: string, onProgress?: (progress: Progress) => void) => call("read_deck_list", { game, text }, onProgress),
    writeDeckList: (game: GameId, parts: Array<DeckListPart>, onProgress?: (progress: Progress) => void) => call("write_deck_list", { game, parts }, onProgress),
    /**
     * A deck's versions, newest first: each save that changed it.
     */
    deckVersions: (id: DeckId, onProgress?: (progress: Progress) => void) => call("deck_versions", { id }, onProgress),
    compareDeckVersions: (id: DeckId, from: number, to: number, onProgress?: (progress: Progress) => void) => call("compare_deck_versions", { id, from, to }, onProgress),
    /**
     * Saves the deck as it was at `version`: its next version.
     */
    restoreDeckVersion: (id: DeckId, version: number, onProgress?: (progress: Progress) => void) => call("restore_deck_version", { id, version }, onProgress),
    /**
     * The cards of a game the player owns.
     */
    collection: (game: GameId, onProgress?: (progress: Progress) => void) => call("collection", { game }, onProgress),
    /**
     * Sets how many copies of a card are owned; 0 takes it out.
     */
    setOwned: (game: GameId, cardId: string, count: number, onProgress?: (progress: Progress) => void) => call("set_owned", { game, cardId, count }, onProgress),
    /**
     * A list read as the collection (or added to it): all of it, or nothing and every bad line.
     */
    importCollection: (game: GameId, text: string, how: CollectionImport, onProgress?: (progress: Progress) => void) => call("import_collection", { game, text, how }, onProgress),
    /**
     * What a deck's cards need beyond those owned, and the same as a list.
     */
    missingCards: (game: GameId, cards: Array<DeckCard>, onProgress?: (progress: Progress) => void) => call("missing_cards", { game, cards }, onProgress),
    history: (filter: HistoryFilter, after: HistoryCursor | null, limit: number, onProgress?: (progress: Progress) => void) => call("history", { filter, after, limit }, onProgress),
    matchDetail: (id: MatchId, onProgress?: (progress: Progress) => void) => call("match_detail", { id }, onProgress),
    matchAt: (id: MatchId, entries: number, onProgress?: (progress: Progress) => void) => call("match_at", { id, entries }, onProgress),
    abandonMatch: (id: MatchId, onProgress?: (progress: Progress) => void) => call("abandon_match", { id }, onProgress),
    listPlayers: (onProgress?: (progress: Progress) => void) => call("list_players", {}, onProgress),
    renamePlayer: (id: PlayerId, name: string, onProgress?: (progress: Progress) => void) => call("rename_player", { id, name }, onProgress),
    mergePlayers: (from: PlayerId, into: PlayerId, onProgress?: (progress: Progress) => void) => call("merge_players", { from, into }, onProgress),
    statistics: (query: StatsQuery, onProgress?: (progress: Progress) => void) => call("statistics", { query }, onProgress),
    exportHistory: (onProgress?: (progress: Progress) => void) => call("export_history", {}, onProgress),
    exportHistoryCsv: (filter: HistoryFilter, onProgress?: (progress: Progress) => void) => call("export_history_csv", { filter }, onProgress),
    /**
     * A match file or a history file's text: all of it, or nothing. Reports progress.
     */
    importMatches: (text: string, onProgress?: (progress: Progress) => void) => call("import_matches", { text }, onProgress),
    rematch: (id: MatchId, onProgress?: (progress: Progress) => void) => call("rematch", { id }, onProgress),
    /**
     * Shares a match over the local network: its join address, QR code and seats.
     */
    shareTable: (id: MatchId, onProgress?: (progress: Progress) => void) => call("share_table", { id }, onProgress),
    sharingStatus: (onProgress?: (progress: Progress) => void) => call("sharing_status", {}, onProgress),
    /**
     * The sharing's status once a device came or went or a seat changed hands since the
     * status that counted `seen` changes (`ShareStatus.changes`); after a while, as it is.
     */
    sharingSince: (seen: number, onProgress?: (progress: Progress) => void) => call("sharing_since", { seen }, onProgress),
    freeSeat: (seat: number, onProgress?: (progress: Progress) => void) => call("free_seat", { seat }, onProgress),
    sendAwayWatchers: (onProgress?: (progress: Progress) => void) => call("send_away_watchers", {}, onProgress),
    stopSharing: (onProgress?: (progress: Progress) => void) => call("stop_sharing", {}, onProgress),
    /**
     * The shared table as a device joining it sees it: its seats, and the device's own.
     */
    joinTable: (onProgress?: (progress: Progress) => void) => call("join_table", {}, onProgress),
    takeSeat: (seat: number, onProgress?: (progress: Progress) => void) => call("take_seat", { seat }, onProgress),
    /**
     * Joins the table another app shares at `address`, as its host shows it: the table opens
     * in a window of its own, and its finished matches are kept in this app's history.
     */
    joinTableAt: (address: string, onProgress?: (progress: Progress) => void) => call("join_table_at", { address }, onProgress),
  };
}
