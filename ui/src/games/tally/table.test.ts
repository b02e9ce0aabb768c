import { render } from "svelte/server";
import { describe, expect, it } from "vitest";
import { gameOf } from "../index";
import type { MatchSnapshot } from "../../lib/bindings";
import { MatchSession, type SessionApi } from "../../lib/session.svelte";
import { add, pass, tallyView } from "./fixtures";
import { TALLY } from "./lib/game";

/** The tally table as the app opens it, through the games' list, drawn on the server. */
async function drawn(snapshot: MatchSnapshot): Promise<string> {
  const refuse = async (): Promise<never> => {
    throw new Error("no host here");
  };
  const api: SessionApi = { rematch: refuse, openMatch: refuse, act: refuse, tableSince: refuse };
  const session = new MatchSession(api, snapshot, () => {});
  const Table = await gameOf(TALLY)?.table?.();
  if (Table === undefined) throw new Error("the tally game has no table");
  return render(Table, { props: { session, onhome: () => {}, onsettings: () => {} } }).body;
}

/** The texts of the elements `pattern` finds, markup comments left out. */
const texts = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((m) => m.slice(1).map((part) => (part ?? "").replace(/<!--[^>]*-->/g, "").trim()));

describe("the tally table", () => {
  // Ana added 3 and passed: Ben's turn.
  const snapshot = { id: 1, view: tallyView([add(0, 3), pass]) };

  it("shows each seat's tally, the seat whose turn it is marked", async () => {
    const html = await drawn(snapshot);
    expect(texts(html, /<li data-seat="\d" class="[^"]*?(active)?"><span>([^<]*)<\/span> <strong[^>]*>(\d+)</g)).toEqual([
      ["", "Ana", "3"],
      ["active", "Ben", "0"],
    ]);
    expect(html).toContain("First to 10 wins");
  });

  it("offers the engine's actions in its words, the declined one dimmed", async () => {
    const html = await drawn(snapshot);
    expect(texts(html, /<button type="button" class="btn( dimmed)?">([^<]*)<\/button>/g)).toEqual([
      ["", "Player Ben adds 1"],
      ["", "The turn passes on"],
      ["dimmed", "Player Ana adds 1"],
    ]);
  });

  it("is framed as every table is: the log under the game's turn and phase, Undo naming the last entry", async () => {
    const html = await drawn(snapshot);
    expect(html).toContain("Turn 1");
    expect(html).toContain('<section class="phase" aria-label="Play">');
    expect(texts(html, /<span>(Player Ana adds 3|The turn passes on)<\/span>/g).flat()).toEqual([
      "The turn passes on",
      "Player Ana adds 3",
    ]);
    expect(html).toContain('title="Undo: The turn passes on"');
  });

  it("offers nothing once the target is reached", async () => {
    const html = await drawn({ id: 1, view: tallyView([add(0, 10)]) });
    expect(texts(html, /<button type="button" class="btn( dimmed)?">([^<]*)<\/button>/g)).toEqual([]);
  });
});
