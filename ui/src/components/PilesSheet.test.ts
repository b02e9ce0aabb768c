import { createRawSnippet } from "svelte";
import { render } from "svelte/server";
import { describe, expect, it } from "vitest";
import PilesSheet, { type Pile } from "./PilesSheet.svelte";

// A made-up seat with a counted deck and two piles anyone may look through.
const deck = { key: "deck", label: "Deck", value: 31 };
const discard: Pile = { key: "discard", title: "Discard (3)", cards: ["Ember", " ", "Tide"], empty: "Nothing here." };
const lost: Pile = { key: "lost", title: "Lost (0)", cards: [], empty: "Nothing lost." };

function drawn(props: Partial<Parameters<typeof PilesSheet>[1]>): string {
  return render(PilesSheet, { props: { open: true, title: "Piles of Ana", onclose: () => {}, ...props } }).body;
}

/** The page's text, tags and markup comments left out, spaces run together. */
const text = (html: string) =>
  html
    .replace(/<!--[^>]*-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a seat's piles sheet", () => {
  it("shows the counts, then each pile's cards in order or what an empty pile says", () => {
    const html = drawn({ counts: [deck], piles: [discard, lost], unnamed: "An unnamed card" });
    expect(text(html)).toBe("Piles of Ana Deck 31 Discard (3) Ember An unnamed card Tide Lost (0) Nothing lost.");
    expect(html).toMatch(/<li class="[^"]*unnamed[^"]*">An unnamed card<\/li>/);
  });

  it("names each pile's section by its heading", () => {
    const html = drawn({ piles: [discard] });
    const label = /<section aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(label).toBeDefined();
    expect(html).toContain(`<h3 id="${label}"`);
  });

  it("leaves a blank card blank where the game has no word for it", () => {
    const html = drawn({ piles: [discard] });
    expect(html).not.toMatch(/class="[^"]*unnamed/);
    expect(text(html)).toBe("Piles of Ana Discard (3) Ember Tide");
  });

  it("puts what lies in a pile besides its cards under it, and the game's controls last", () => {
    const below = createRawSnippet((pile: () => Pile) => ({ render: () => `<p>Tokens in ${pile().key}</p>` }));
    const children = createRawSnippet(() => ({ render: () => `<button type="button">Shuffle</button>` }));
    const html = drawn({ counts: [deck], piles: [lost], below, children });
    expect(text(html)).toBe("Piles of Ana Deck 31 Lost (0) Nothing lost. Tokens in lost Shuffle");
  });

  it("lists no piles while the game's controls have the room", () => {
    const children = createRawSnippet(() => ({ render: () => `<p>Pick a card</p>` }));
    expect(text(drawn({ counts: [deck], children }))).toBe("Piles of Ana Deck 31 Pick a card");
  });
});
