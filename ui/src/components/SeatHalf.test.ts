import { createRawSnippet } from "svelte";
import { render } from "svelte/server";
import { describe, expect, it } from "vitest";
import SeatHalf from "./SeatHalf.svelte";

// A made-up seat: its deck and hand on one button, its discard on another, a board of one line.
const board = createRawSnippet(() => ({ render: () => `<div class="board">the board</div>` }));
const big = createRawSnippet(() => ({ render: () => `<button type="button" class="big">12</button>` }));
const clock = createRawSnippet(() => ({ render: () => `<span class="clock">4:59</span>` }));
const counts = [
  {
    label: "Hand and deck of Ana",
    counts: [
      { caption: "Deck", value: 31 },
      { caption: "Hand", value: 5 },
    ],
    onopen: () => {},
  },
  { label: "Discard of Ana", counts: [{ caption: "Discard", value: 2 }], onopen: () => {} },
];

function drawn(props: Partial<Parameters<typeof SeatHalf>[1]>): string {
  return render(SeatHalf, {
    props: { seat: 1, name: "Ana", label: "Side of Ana", active: false, turn: "Ana's turn", children: board, ...props },
  }).body.replace(/<!--[^>]*-->/g, "");
}

/** The page's text, tags left out, spaces run together. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a seat's half of a two-player table", () => {
  it("is named and coloured for its seat, which the layout audit finds it by", () => {
    const html = drawn({});
    const section = /^<section [^>]*>/.exec(html)?.[0] ?? "";
    expect(section).toContain('data-seat="1"');
    expect(section).toContain('aria-label="Side of Ana"');
    expect(section).toContain("--pc: var(--player-1);");
    expect(html).not.toMatch(/class="seat-half[^"]* active/);
  });

  it("shows the name, then the counts as buttons named for what they open, then the board", () => {
    const html = drawn({ counts });
    expect(text(html)).toBe("Ana Deck 31 Hand 5 Discard 2 the board");
    expect([...html.matchAll(/<button type="button" class="[^"]*counts[^"]*" aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "Hand and deck of Ana",
      "Discard of Ana",
    ]);
  });

  it("is ringed and badged on its seat's turn", () => {
    const html = drawn({ active: true });
    expect(html).toMatch(/class="seat-half[^"]* active/);
    expect(text(html)).toBe("Ana Ana's turn the board");
  });

  it("badges a seat that is out in place of its turn", () => {
    expect(text(drawn({ active: true, out: "Conceded" }))).toBe("Ana Conceded the board");
    expect(drawn({ active: true, out: "Conceded" })).toMatch(/<span class="badge out[^"]*">Conceded<\/span>/);
  });

  it("puts a big number beside the name and the counts where there is room, on their line where tight", () => {
    const roomy = drawn({ counts: counts.slice(0, 1), headline: big, end: clock });
    expect(roomy).toMatch(/<header class="[^"]*beside[^"]*ended/);
    expect(text(roomy)).toBe("Ana 12 Deck 31 Hand 5 4:59 the board");
    const tight = drawn({ counts: counts.slice(0, 1), headline: big, tight: true });
    expect(tight).not.toMatch(/<header class="[^"]*beside/);
    expect(tight).toMatch(/class="seat-half[^"]* tight/);
    expect(text(tight)).toBe("Ana 12 Deck 31 Hand 5 the board");
  });
});
