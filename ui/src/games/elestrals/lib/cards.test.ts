import { describe, expect, it } from "vitest";
import type { CardInfo, JsonValue } from "../../../lib/bindings";
import { TALLY } from "../../tally/lib/game";
import { faceOf } from "./cards";

function info(attributes: { [key: string]: JsonValue }, over: Partial<CardInfo> = {}): CardInfo {
  return {
    id: "elestrals-cindermaw",
    game: "elestrals",
    name: "Cindermaw",
    kind: String(attributes.class ?? ""),
    text: "",
    sample: true,
    attributes,
    zone: null,
    ...over,
  };
}

describe("a card picked from the database", () => {
  it("fills the face the engine checks: class, cost, elements and stats", () => {
    const face = faceOf(
      info({ class: "elestral", elements: ["fire"], cost: ["fire", "omni"], attack: 3, defense: 2 }),
    );
    expect(face).toEqual({
      card_id: "elestrals-cindermaw",
      name: "Cindermaw",
      class: "elestral",
      elements: ["fire"],
      cost: ["fire", "omni"],
      attack: 3,
      defense: 2,
    });
  });

  it("gives a Rune no stats and leaves out symbols it does not know", () => {
    const face = faceOf(info({ class: "rune_invoke", cost: ["thunder", "plasma"], attack: 9 }));
    expect(face?.cost).toEqual(["thunder"]);
    expect(face?.attack).toBeNull();
  });

  it("offers no Spirit and no card of another game", () => {
    expect(faceOf(info({ class: "spirit", elements: ["fire"] }))).toBeNull();
    expect(faceOf(info({ class: "elestral" }, { game: TALLY }))).toBeNull();
  });
});
