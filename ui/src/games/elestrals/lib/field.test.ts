import { describe, expect, it } from "vitest";
import { artifactsOn, breakdown, fieldCards, linkLabel, negatable, padRow, rowsOf, withPending } from "./field";
import { card, player, state } from "./fixtures";
import type { Chain, ElestralsLink } from "../../../lib/bindings";

describe("field layout", () => {
  it("pads each row to its slot count", () => {
    const s = state();
    s.players[0] = player("Ana", { elestrals: [card(1, "Teslaquin")], runes: [] });
    const rows = rowsOf(s.players[0], { ...s.rules, elestral_slots: 4, rune_slots: 3 });
    expect(rows.elestrals).toHaveLength(4);
    expect(rows.elestrals[0]?.face.name).toBe("Teslaquin");
    expect(rows.runes).toEqual([null, null, null]);
    expect(padRow([card(2, "X"), card(3, "Y")], 1)).toHaveLength(2);
  });

  it("finds every card and the Artifacts on an Elestral", () => {
    const s = state();
    const target = card(1, "Teslaquin");
    const artifact = card(2, "Crown", { face: { name: "Crown", class: "rune_artifact" }, empowering: 1, position: null });
    s.players[0] = player("Ana", { elestrals: [target, null, null, null], runes: [artifact, null, null, null] });
    expect(fieldCards(s).map((c) => c.id)).toEqual([1, 2]);
    expect(artifactsOn(s, target)).toEqual(["Crown"]);
  });

  it("tells which links can be negated and what each link is", () => {
    const s = state();
    s.players[0] = player("Ana", { elestrals: [card(1, "Teslaquin"), null, null, null] });
    const chain: Chain<ElestralsLink> = {
      links: [
        { id: 0, controller: 0, payload: { kind: "battle", attacker: 1, target: { kind: "spirit_deck" } }, status: "pending", spent: false },
        { id: 1, controller: 1, payload: { kind: "effect", timing: "conditional", note: "Stop" }, status: "negated", spent: false },
      ],
      priority_order: [0, 1],
      priority_index: 1,
      phase: "open",
      queued_triggers: [],
    };
    expect(negatable(chain.links[0]!)).toBe(true);
    expect(negatable(chain.links[1]!)).toBe(false);
    expect(linkLabel(s, chain.links[0]!)).toEqual({
      key: "elestrals.link.battle",
      args: { attacker: "Teslaquin", target: "spirit_deck" },
    });
    expect(linkLabel(s, chain.links[1]!).args).toEqual({ timing: "conditional", note: "Stop" });
  });

  it("breaks a stat down in the engine's order", () => {
    const c = card(1, "Teslaquin", {
      modifiers: [
        { order: 0, change: { kind: "add", stat: "attack", delta: 2 }, source: "Crown", duration: "while_on_field", attack_after: 5, defense_after: 2 },
        { order: 1, change: { kind: "swap" }, source: "Mirror", duration: "until_end_phase", attack_after: 2, defense_after: 5 },
      ],
    });
    const b = breakdown(c);
    expect(b.base).toEqual({ attack: 3, defense: 2 });
    expect(b.steps.map((s) => [s.kind, s.attack, s.defense])).toEqual([
      ["add", 5, 2],
      ["swap", 2, 5],
    ]);
    expect(b.steps[0]?.text).toEqual({ stat: "attack", value: 2 });
  });
});

describe("cards on the chain", () => {
  it("sit in the slot they keep until they resolve", () => {
    const s = state();
    const casting = card(3, "Teslaquin", { status: "being_cast" });
    s.chain = {
      links: [{ id: 0, controller: 0, payload: { kind: "cast", card: casting, slot: 1, special: false }, status: "pending", spent: false }],
      priority_order: [0, 1],
      priority_index: 0,
      phase: "open",
      queued_triggers: [],
    };
    expect(withPending(s, 0, "elestral", [null, null, null, null])[1]?.face.name).toBe("Teslaquin");
    expect(withPending(s, 0, "rune", [null, null])).toEqual([null, null]);
    expect(withPending(s, 1, "elestral", [null, null])).toEqual([null, null]);
  });
});
