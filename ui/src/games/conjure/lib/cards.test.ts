import { describe, expect, it } from "vitest";
import type { CardInfo, JsonValue } from "../../../lib/bindings";
import { creatureOf, keywordFields } from "./cards";

function info(kind: string, attributes: { [key: string]: JsonValue }): CardInfo {
  return { id: "conjure-ember-imp", game: "conjure", name: "Ember Imp", kind, text: "", sample: true, attributes, zone: null };
}

describe("a creature picked from the card data", () => {
  it("keeps what the form does not show: abilities, upkeep and its ID", () => {
    const card = creatureOf(
      info("creature", {
        colors: ["red", "black"],
        cost: 3,
        power: 2,
        defense: 2,
        keywords: ["twist", { corrupt: 1 }],
        upkeep: 1,
        abilities: [{ name: "Stoke", cost: 1 }],
      }),
    );
    expect(card).toMatchObject({
      card: "conjure-ember-imp",
      name: "Ember Imp",
      colors: ["red", "black"],
      cost: 3,
      upkeep: 1,
      abilities: [{ name: "Stoke", cost: 1 }],
    });
    expect(card && keywordFields(card)).toEqual({ flags: ["twist"], corrupt: 1, peek: 0 });
  });

  it("is no creature for a tower, a quest or a Chaos card", () => {
    expect(creatureOf(info("chaos", { cost: 1 }))).toBeNull();
    expect(creatureOf(info("tower", {}))).toBeNull();
  });
});
