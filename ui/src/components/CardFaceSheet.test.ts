import { createRawSnippet } from "svelte";
import { render } from "svelte/server";
import { describe, expect, it } from "vitest";
import CardFaceSheet from "./CardFaceSheet.svelte";

// A made-up card on the table: what is true of it, and one thing the table can do with it.
const facts = createRawSnippet(() => ({ render: () => `<span>Face up</span>` }));
const children = createRawSnippet(() => ({ render: () => `<button type="button">Turn face down</button>` }));

function drawn(props: Partial<Parameters<typeof CardFaceSheet>[1]>): string {
  return render(CardFaceSheet, { props: { open: true, title: "Ember", children, onclose: () => {}, ...props } }).body;
}

/** The page's text, tags and markup comments left out, spaces run together. */
const text = (html: string) =>
  html
    .replace(/<!--[^>]*-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a card's sheet", () => {
  it("is titled by the card, its facts on one line over its controls", () => {
    const html = drawn({ facts });
    expect(text(html)).toBe("Ember Face up Turn face down");
    expect(html).toMatch(/<div class="facts[^"]*"><span>Face up<\/span>/);
  });

  it("has no facts line where the game gives none", () => {
    const html = drawn({});
    expect(html).not.toContain('class="facts');
    expect(text(html)).toBe("Ember Turn face down");
  });

  it("shows nothing of a card that has left the table", () => {
    expect(text(drawn({ open: false, facts }))).toBe("");
  });

  it("faces the seat it is for", () => {
    expect(drawn({ forSeat: 1, rotate: 180 })).toMatch(/<dialog [^>]*class="sheet turn-180[^"]*"[^>]*data-for-seat="1"/);
  });
});
