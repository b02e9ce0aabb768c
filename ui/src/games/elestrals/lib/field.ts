// The field as the table lays it out: each row padded to its slot count, the chain's links as
// Elestrals reads them (the stack itself is every chain's, `lib/chain.ts`), and a stat's
// breakdown in ELE-STAT-1 order.

import type {
  ElestralsFieldCard,
  ElestralsLink,
  ElestralsPlayer,
  ElestralsRules,
  ElestralsState,
  ElestralsStatModifier,
  Label,
  Link,
} from "../../../lib/bindings";

/** A row's slots, exactly `count` long: missing slots are empty. */
export function padRow(cards: readonly (ElestralsFieldCard | null)[], count: number): (ElestralsFieldCard | null)[] {
  const n = Math.max(count, cards.length);
  return Array.from({ length: n }, (_, i) => cards[i] ?? null);
}

export interface Rows {
  elestrals: (ElestralsFieldCard | null)[];
  runes: (ElestralsFieldCard | null)[];
}

export function rowsOf(player: ElestralsPlayer, rules: ElestralsRules): Rows {
  return {
    elestrals: padRow(player.elestrals, rules.elestral_slots),
    runes: padRow(player.runes, rules.rune_slots),
  };
}

/** Every card on the field with its id, for pickers (Nexus targets, attack targets). */
export function fieldCards(state: ElestralsState): ElestralsFieldCard[] {
  const cards: ElestralsFieldCard[] = [];
  for (const player of state.players) {
    for (const card of [...player.elestrals, ...player.runes]) if (card !== null) cards.push(card);
  }
  if (state.stadium !== null) cards.push(state.stadium);
  return cards;
}

export function findCard(state: ElestralsState, id: number): ElestralsFieldCard | null {
  return fieldCards(state).find((c) => c.id === id) ?? null;
}

/** Links that can still be negated: pending and not yet reached. */
export function negatable(link: Link<ElestralsLink>): boolean {
  return link.status === "pending" && !link.spent;
}

export interface BreakdownStep {
  order: number;
  kind: "set" | "add" | "swap";
  source: string;
  text: { stat?: "attack" | "defense"; value?: number };
  attack: number | null;
  defense: number | null;
}

/** The printed stats, then each change with the values after it (ELE-STAT-1 order). */
export function breakdown(card: ElestralsFieldCard): { base: { attack: number | null; defense: number | null }; steps: BreakdownStep[] } {
  const steps = card.modifiers.map((m: ElestralsStatModifier) => {
    const c = m.change;
    return {
      order: m.order,
      kind: c.kind,
      source: m.source,
      text: c.kind === "set" ? { stat: c.stat, value: c.value } : c.kind === "add" ? { stat: c.stat, value: c.delta } : {},
      attack: m.attack_after,
      defense: m.defense_after,
    };
  });
  return { base: { attack: card.face.attack ?? null, defense: card.face.defense ?? null }, steps };
}

/** A card's name by id, as the log names it. */
export function nameOf(state: ElestralsState, id: number): string {
  return findCard(state, id)?.face.name ?? `#${id}`;
}

/**
 * What a link is, as a label (`elestrals.link.<kind>`), the same words the engine's log uses.
 * A Set card is face down: only its controller is named.
 */
export function linkLabel(state: ElestralsState, link: { payload: ElestralsLink }): Label {
  const p = link.payload;
  const args: Label["args"] = {};
  switch (p.kind) {
    case "cast":
    case "ascend":
      args.card = p.card.face.name;
      break;
    case "set":
      args.player = p.card.controller;
      break;
    case "cast_set_rune":
      args.card = nameOf(state, p.card);
      break;
    case "battle":
      args.attacker = nameOf(state, p.attacker);
      args.target = p.target.kind === "spirit_deck" ? "spirit_deck" : nameOf(state, p.target.card);
      break;
    case "effect":
      args.timing = p.timing;
      args.note = p.note;
      if (p.card !== undefined && p.card !== null) args.card = nameOf(state, p.card);
      break;
    case "search":
      args.card = p.card ?? "";
      break;
  }
  return { key: `elestrals.link.${p.kind}`, args };
}

/** The names of the Artifacts Empowering `card`. */
export function artifactsOn(state: ElestralsState, card: ElestralsFieldCard): string[] {
  return fieldCards(state)
    .filter((c) => c.empowering === card.id)
    .map((c) => c.face.name);
}

/**
 * A row with the cards still on the chain shown in the slots they keep: a Cast or a Set not yet
 * resolved sits in its slot as "on the chain".
 */
export function withPending(
  state: ElestralsState,
  seat: number,
  row: "elestral" | "rune",
  cards: (ElestralsFieldCard | null)[],
): (ElestralsFieldCard | null)[] {
  const out = [...cards];
  for (const link of state.chain?.links ?? []) {
    if (link.spent || link.status !== "pending" || link.controller !== seat) continue;
    const p = link.payload;
    if ((p.kind !== "cast" && p.kind !== "set") || p.slot === null) continue;
    const linkRow = p.kind === "set" || p.card.face.class !== "elestral" ? "rune" : "elestral";
    if (p.card.face.class === "rune_stadium" || linkRow !== row) continue;
    if (p.slot < out.length && out[p.slot] === null) out[p.slot] = p.card;
  }
  return out;
}
