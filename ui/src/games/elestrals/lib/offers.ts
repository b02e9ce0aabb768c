// What a tap on the field offers: the menu of actions for a card or an empty slot, each with
// whether the engine lists it as legal now. The UI never decides legality: an offer the engine
// does not list is dimmed, not hidden, so it can still be tried (and refused with its rule).

import type { Declined, ElestralsAction, ElestralsFieldCard, ElestralsState, GameAction } from "../../../lib/bindings";
import { onCard, total } from "./spirits";

export type OfferKind =
  | "cast"
  | "set_rune"
  | "ascend"
  | "enchant"
  | "nexus"
  | "position"
  | "attack_spirit_deck"
  | "attack_elestral"
  | "cast_set_rune"
  | "activate"
  | "destroy"
  | "return_card"
  | "take_control"
  | "stat"
  | "disenchant"
  | "empower";

export interface Offer {
  kind: OfferKind;
  /** Whether the engine lists an action of this kind for this card right now. */
  legal: boolean;
  /** For a dimmed offer, why the engine refuses its action now (its rule and reason), when
   * the engine offered it and said why (`MatchView.declined`). */
  why?: Declined;
}

type Elestral = Extract<GameAction, { game: "elestrals" }>;

function elestralsActions(legal: readonly GameAction[]): Elestral[] {
  return legal.filter((a): a is Elestral => a.game === "elestrals");
}

/** Whether the engine lists an action of `type` for which `match` holds. */
export function listed(
  legal: readonly GameAction[],
  type: ElestralsAction["type"],
  match: (action: Elestral) => boolean = () => true,
): boolean {
  return elestralsActions(legal).some((a) => a.type === type && match(a));
}

function mentions(action: Elestral, card: number): boolean {
  const a = action as Record<string, unknown>;
  return a.card === card || a.attacker === card || a.from === card || a.elestral === card;
}

/** Where a card sits: an Elestral, a Rune or the Stadium. */
export type Row = "elestral" | "rune" | "stadium";

/** The offers for a tap on an empty slot of `row`. */
export function slotOffers(row: Row, legal: readonly GameAction[]): Offer[] {
  // A Cast names a card the engine cannot know yet: never dimmed; nor is a Set.
  const offers: Offer[] = [{ kind: "cast", legal: true }];
  if (row === "rune") offers.push({ kind: "set_rune", legal: true });
  void legal;
  return offers;
}

/** Why the engine refuses an action of `type` for which `match` holds, when it said. */
function declinedAs(
  declined: readonly Declined[],
  type: ElestralsAction["type"],
  match: (action: Elestral) => boolean,
): Declined | undefined {
  return declined.find((d) => d.action.game === "elestrals" && d.action.type === type && match(d.action));
}

/** The offers for a tap on `card`, seen from `viewer`'s side; a dimmed one says why where the
 * engine did (`declined`). */
export function cardOffers(
  state: ElestralsState,
  card: ElestralsFieldCard,
  row: Row,
  legal: readonly GameAction[],
  declined: readonly Declined[] = [],
): Offer[] {
  const on = (type: ElestralsAction["type"]) => listed(legal, type, (a) => mentions(a, card.id));
  const offers: Offer[] = [];
  if (!card.face_up) {
    offers.push({ kind: "cast_set_rune", legal: on("cast_set_rune") });
  } else {
    offers.push({ kind: "enchant", legal: on("enchant") });
  }
  if (row === "elestral") {
    offers.push({ kind: "ascend", legal: on("ascend") });
    offers.push({ kind: "position", legal: on("change_position") });
    const attacks = elestralsActions(legal).filter((a) => a.type === "declare_attack" && a.attacker === card.id);
    const attacking = (target: "spirit_deck" | "elestral") => (a: Elestral) =>
      a.type === "declare_attack" && a.attacker === card.id && a.target.kind === target;
    offers.push({ kind: "attack_spirit_deck", legal: attacks.some(attacking("spirit_deck")) });
    const foes = state.players[1 - card.controller]?.elestrals.some((c) => c !== null) ?? false;
    if (foes) {
      offers.push({ kind: "attack_elestral", legal: attacks.some(attacking("elestral")) });
    }
    for (const offer of offers) {
      if (offer.legal) continue;
      const why =
        offer.kind === "position"
          ? declinedAs(declined, "change_position", (a) => mentions(a, card.id))
          : offer.kind === "attack_spirit_deck"
            ? declinedAs(declined, "declare_attack", attacking("spirit_deck"))
            : offer.kind === "attack_elestral"
              ? declinedAs(declined, "declare_attack", attacking("elestral"))
              : undefined;
      if (why !== undefined) offer.why = why;
    }
  }
  if (card.face_up) offers.push({ kind: "activate", legal: on("activate_effect") });
  offers.push({ kind: "nexus", legal: on("nexus") });
  // Ascend, an effect and a Nexus say why they are dimmed too, where the engine said.
  const typeOf: Partial<Record<Offer["kind"], ElestralsAction["type"]>> = {
    ascend: "ascend",
    activate: "activate_effect",
    nexus: "nexus",
  };
  for (const offer of offers) {
    const type = typeOf[offer.kind];
    if (offer.legal || offer.why !== undefined || type === undefined) continue;
    const why = declinedAs(declined, type, (a) => mentions(a, card.id));
    if (why !== undefined) offer.why = why;
  }
  // What cards' texts do: the engine cannot list them ahead, so they are never dimmed.
  if (total(onCard(card.spirits)) > 0) offers.push({ kind: "disenchant", legal: true });
  if (card.face_up && card.face.class === "rune_artifact") offers.push({ kind: "empower", legal: true });
  if (row === "elestral") offers.push({ kind: "stat", legal: true });
  offers.push({ kind: "destroy", legal: true }, { kind: "return_card", legal: true });
  if (row === "elestral") offers.push({ kind: "take_control", legal: true });
  return offers;
}
