// Small Elestrals states for the tests of this folder.

import type { ElestralsFieldCard, ElestralsPlayer, ElestralsState } from "../../../lib/bindings";
import { noSpirits } from "./spirits";

export function card(id: number, name: string, over: Partial<ElestralsFieldCard> = {}): ElestralsFieldCard {
  return {
    id,
    face: { name, class: "elestral", cost: ["fire"], attack: 3, defense: 2 },
    owner: 0,
    controller: 0,
    face_up: true,
    position: "attack",
    spirits: [{ ...noSpirits(), fire: 1 }, noSpirits()],
    empowering: null,
    status: "in_play",
    cast_this_turn: false,
    set_on_turn: null,
    misenchanted: false,
    under_enchanted: false,
    received_spirits: 1,
    modifiers: [],
    attack: 3,
    defense: 2,
    position_changed_this_turn: false,
    attacks_this_turn: 0,
    ...over,
  };
}

export function player(name: string, over: Partial<ElestralsPlayer> = {}): ElestralsPlayer {
  return {
    name,
    spirit_deck: { ...noSpirits(), fire: 20 },
    main_deck: 35,
    hand: 5,
    underworld: [],
    underworld_spirits: noSpirits(),
    elestrals: [null, null, null, null],
    runes: [null, null, null, null],
    shuffles: 0,
    lost: null,
    ...over,
  };
}

export function state(over: Partial<ElestralsState> = {}): ElestralsState {
  return {
    rules: {
      spirit_deck: 20,
      main_deck: 40,
      copy_limit: 3,
      elestral_slots: 4,
      rune_slots: 4,
      starting_hand: 5,
      first_turn_draw: false,
      spirit_deck_damage: "attack",
      spirit_decks: [],
    },
    players: [player("Ana"), player("Bo")],
    stadium: null,
    first_player: 0,
    active: 0,
    turn: 1,
    phase: "main",
    drew: true,
    normal_cast_used: false,
    active_effects_used: [],
    chain: null,
    pending_expend: null,
    next_card_id: 10,
    next_modifier: 0,
    ...over,
  };
}
