import { describe, expect, it } from "vitest";
import type { Declined, GameAction } from "../../../lib/bindings";
import { card, player, state } from "./fixtures";
import { cardOffers, listed, slotOffers } from "./offers";
import { ofElement } from "./spirits";

describe("what a tap offers", () => {
  const s = state();
  const mine = card(1, "Teslaquin");
  const foe = card(5, "Ohmperial", { owner: 1, controller: 1 });
  s.players[0] = player("Ana", { elestrals: [mine, null, null, null] });
  s.players[1] = player("Bo", { elestrals: [foe, null, null, null] });
  const legal: GameAction[] = [
    { game: "elestrals", type: "change_position", card: 1, position: "defense", by_effect: false },
    { game: "elestrals", type: "declare_attack", attacker: 1, target: { kind: "spirit_deck" } },
    { game: "elestrals", type: "enchant", player: 0, card: 1, spirits: { earth: 0, fire: 1, water: 0, thunder: 0, wind: 0, frost: 0, solar: 0, lunar: 0 }, by_effect: false },
  ];

  it("says why a dimmed offer is refused, where the engine said, and nothing for a legal one", () => {
    const reason = { key: "refusal.elestrals.not_battle_phase", args: {} };
    const declined: Declined[] = [
      { action: { game: "elestrals", type: "declare_attack", attacker: 1, target: { kind: "elestral", card: 5 } }, rule: "ELE-BATTLE-1", reason },
      // Another card's refusal is not this card's.
      { action: { game: "elestrals", type: "change_position", card: 5, position: "defense", by_effect: false }, rule: "ELE-POS-1", reason },
    ];
    const offers = cardOffers(s, mine, "elestral", legal, declined);
    const why = Object.fromEntries(offers.map((o) => [o.kind, o.why?.rule ?? null]));
    expect(why.attack_elestral).toBe("ELE-BATTLE-1");
    expect(why.position).toBeNull();
    expect(why.attack_spirit_deck).toBeNull();
  });

  it("says why an effect or a Nexus is dimmed too, where the engine declined it for this card", () => {
    const reason = { key: "refusal.elestrals.effect_timing", args: {} };
    const none = { earth: 0, fire: 0, water: 0, thunder: 0, wind: 0, frost: 0, solar: 0, lunar: 0 };
    const declined: Declined[] = [
      { action: { game: "elestrals", type: "activate_effect", player: 0, card: 1, timing: "active", note: "" }, rule: "ELE-TURN-3", reason },
      // A Nexus from the foe's card is not this card's.
      { action: { game: "elestrals", type: "nexus", player: 1, from: 5, to: 9, spirits: none }, rule: "ELE-NEXUS-2", reason },
    ];
    const offers = cardOffers(s, mine, "elestral", legal, declined);
    const why = Object.fromEntries(offers.map((o) => [o.kind, o.why?.rule ?? null]));
    expect(why.activate).toBe("ELE-TURN-3");
    expect(why.nexus).toBeNull();
  });

  it("offers a Cast on any empty slot and a Set on the Rune Row", () => {
    expect(slotOffers("elestral", []).map((o) => o.kind)).toEqual(["cast"]);
    expect(slotOffers("rune", []).map((o) => o.kind)).toEqual(["cast", "set_rune"]);
  });

  it("marks what the engine lists for this card, and keeps the rest to try", () => {
    const offers = cardOffers(s, mine, "elestral", legal);
    const by = Object.fromEntries(offers.map((o) => [o.kind, o.legal]));
    expect(by.enchant).toBe(true);
    expect(by.position).toBe(true);
    expect(by.attack_spirit_deck).toBe(true);
    expect(by.attack_elestral).toBe(false);
    expect(by.ascend).toBe(false);
    expect(by.nexus).toBe(false);
    expect(by.destroy).toBe(true);
  });

  it("offers a Set Rune's Cast, not an Enchant", () => {
    const set = card(7, "Hidden", { face_up: false, position: null, face: { name: "Hidden", class: "rune_counter" } });
    const kinds = cardOffers(s, set, "rune", legal).map((o) => o.kind);
    expect(kinds).toContain("cast_set_rune");
    expect(kinds).not.toContain("enchant");
    expect(kinds).not.toContain("position");
  });

  it("matches listed actions by type and card", () => {
    expect(listed(legal, "declare_attack")).toBe(true);
    expect(listed(legal, "enchant", (a) => a.type === "enchant" && a.card === 9)).toBe(false);
  });

  it("offers Disenchant only for a card with Spirits, and Empower only for an Artifact", () => {
    const bare = card(2, "Bare", { spirits: [ofElement("fire", 0), ofElement("fire", 0)] });
    const enchanted = card(3, "Lit", { spirits: [ofElement("fire", 2), ofElement("water", 0)] });
    expect(cardOffers(s, bare, "elestral", legal).map((o) => o.kind)).not.toContain("disenchant");
    expect(cardOffers(s, enchanted, "elestral", legal).map((o) => o.kind)).toContain("disenchant");
    const artifact = card(4, "Lens", { position: null, face: { name: "Lens", class: "rune_artifact" } });
    expect(cardOffers(s, artifact, "rune", legal).map((o) => o.kind)).toContain("empower");
    expect(cardOffers(s, enchanted, "elestral", legal).map((o) => o.kind)).not.toContain("empower");
  });
});
