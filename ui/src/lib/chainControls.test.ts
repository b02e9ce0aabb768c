import { createRawSnippet } from "svelte";
import { render } from "svelte/server";
import { describe, expect, it } from "vitest";
import ChainStack from "../components/ChainStack.svelte";
import { add, notYourTurn, pass, tallyOffered, tallyStart } from "../games/tally/fixtures";
import type { Chain, Declined, GameAction, Link } from "./bindings";
import { chainControls, type ChainActions } from "./chainControls";

// The tally game has no chain, so its actions stand in for a chain's: at Ana's turn the engine
// accepts her add and the pass and declines Ben's add (TALLY-TURN-1).
const { legal, declined } = tallyOffered(tallyStart());

/** A chain of one link waiting to resolve, priority with `holder`. */
function chain(holder: number, over: Partial<Chain<string>> = {}): Chain<string> {
  return {
    links: [{ id: 0, controller: 0, payload: "a note", status: "pending", spent: false }],
    priority_order: [0, 1],
    priority_index: holder,
    phase: "open",
    queued_triggers: [],
    ...over,
  };
}

/**
 * A game's chain actions whose pass is a fresh object at each call, every one kept: a pass built
 * twice would show as a second call, and an object sent that was not the one checked as a
 * stranger to `built`. A seat's pass is its add (Ana's accepted, Ben's declined).
 */
function counted(): { actions: ChainActions; built: GameAction[] } {
  const built: GameAction[] = [];
  const actions: ChainActions = {
    pass: (seat) => {
      const action = { ...add(seat) };
      built.push(action);
      return action;
    },
    close: pass,
    next: add(1, 2),
  };
  return { actions, built };
}

describe("the chain's controls", () => {
  it("build the holder's pass once, and send the very object they were dimmed by", () => {
    const { actions, built } = counted();
    const controls = chainControls(chain(1), legal, declined, actions);
    expect(built).toHaveLength(1);
    expect(controls.pass?.action).toBe(built[0]);
    expect(controls.pass?.dimmed).toBe(true);
    expect(controls.pass?.why).toEqual<Declined>({ action: add(1), rule: "TALLY-TURN-1", reason: notYourTurn(1) });
    // Ana's pass the engine accepts: not dimmed, no reason.
    const anas = chainControls(chain(0), legal, declined, counted().actions).pass;
    expect(anas).toMatchObject({ action: add(0), dimmed: false, why: null });
  });

  it("say the first dimmed control's reason: the pass before the next link's", () => {
    const { actions } = counted();
    const controls = chainControls(chain(1), legal, declined, actions);
    expect(controls.firstWhy).toBe(controls.pass);
    // Resolving (Ben's +2) is dimmed too, but the engine gives no reason for an action it never
    // offered.
    expect(controls.next).toMatchObject({ action: add(1, 2), dimmed: true, why: null });
    expect(chainControls(chain(0), legal, declined, actions).firstWhy).toBeNull();
  });

  it("offer no pass once the chain is closed, and nothing to resolve once it is done", () => {
    const { actions, built } = counted();
    const closed = chainControls(chain(0, { phase: "closed" }), legal, declined, { ...actions, all: pass });
    expect(built).toEqual([]);
    expect([closed.pass, closed.close]).toEqual([null, null]);
    expect(closed.next?.action).toBe(actions.next);
    expect(closed.all).toMatchObject({ action: pass, dimmed: false });
    const done = chainControls(chain(0, { phase: "done" }), legal, declined, actions);
    expect([done.next, done.all]).toEqual([null, null]);
  });
});

describe("the chain drawn", () => {
  const body = createRawSnippet((link: () => Link<string>) => ({ render: () => `<span class="text">${link().payload}</span>` }));

  /** The chain drawn for `holder`, with the pass's builds it made. */
  function drawn(holder: number): { html: string; built: GameAction[] } {
    const { actions, built } = counted();
    const props = { chain: chain(holder), players: ["Ana", "Ben"], legal, declined, words: "chain", actions, body };
    const html = render(ChainStack<string>, { props: { ...props, onplay: () => {}, onrespond: () => {} } }).body;
    return { html, built };
  }

  it("builds the holder's pass once a drawing, and dims its button by it", () => {
    const ben = drawn(1);
    expect(ben.built).toEqual([add(1)]);
    expect(ben.html).toMatch(/<button type="button" class="btn [\w-]+ dimmed" aria-label="chain\.pass"/);
    // The reason under the buttons is the pass's, the rule of the one object built.
    expect(ben.html).toContain("TALLY-TURN-1");
    const ana = drawn(0);
    expect(ana.built).toEqual([add(0)]);
    expect(ana.html).toMatch(/<button type="button" class="btn [\w-]+" aria-label="chain\.pass"/);
  });
});
