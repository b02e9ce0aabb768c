import { createRawSnippet } from "svelte";
import { render } from "svelte/server";
import { describe, expect, it } from "vitest";
import { gameOf } from "../games/index";
import { add, notYourTurn, pass, tallyOffered, tallyStart, tallyView } from "../games/tally/fixtures";
import { TALLY } from "../games/tally/lib/game";
import type { Declined, MatchSnapshot } from "../lib/bindings";
import { control } from "../lib/legal";
import { MatchSession, type SessionApi } from "../lib/session.svelte";
import PhaseHeader, { type StepList } from "./PhaseHeader.svelte";

/** The markup without Svelte's comment anchors, its scoping classes and the space between tags. */
const plain = (html: string) =>
  html
    .replace(/<!--[^>]*-->/g, "")
    .replace(/ ?svelte-[\w]+/g, "")
    .replace(/class=" /g, 'class="')
    .replace(/ class=""/g, "")
    .replace(/>\s+</g, "><");

/** The tally table as the app opens it, through the games' list, drawn on the server. */
async function table(snapshot: MatchSnapshot): Promise<string> {
  const refuse = async (): Promise<never> => {
    throw new Error("no host here");
  };
  const api: SessionApi = { rematch: refuse, openMatch: refuse, act: refuse, tableSince: refuse };
  const session = new MatchSession(api, snapshot, () => {});
  const Table = await gameOf(TALLY)?.table?.();
  if (Table === undefined) throw new Error("the tally game has no table");
  return plain(render(Table, { props: { session, onhome: () => {}, onsettings: () => {} } }).body);
}

describe("the turn bar on the tests' game", () => {
  it("says whose turn it is, the turn, the phase it is at and its duty, and offers passing the turn", async () => {
    const html = await table({ id: 1, view: tallyView([add(0, 3), pass]) });
    expect(html).toContain('<strong class="name">Ben\'s turn</strong>');
    expect(html).toContain('<span class="count num muted">Turn 1</span>');
    expect(html).toContain(
      '<ol class="steps line" aria-label="Phases of a turn" style="--steps: 1;"><li aria-current="step" class="current"><span class="step-name">Play</span></li></ol>',
    );
    expect(html).toContain('<p class="hint" aria-live="polite">Add to your tally, then pass the turn on.</p>');
    expect(html).toMatch(/<button type="button" class="btn primary next">Pass the turn/);
  });

  it("dims passing once the engine no longer offers it", async () => {
    const html = await table({ id: 1, view: tallyView([add(0, 10)]) });
    expect(html).toMatch(/<button type="button" class="btn primary next dimmed">Pass the turn/);
  });
});

describe("the turn bar", () => {
  const { legal } = tallyOffered(tallyStart());
  const players = ["Ana", "Ben"];
  const steps: StepList[] = [
    { label: "Round", steps: [{ id: "early", name: "Early" }, { id: "late", name: "Late" }], current: "late" },
    { label: "Turn", steps: [{ id: "act", name: "Act" }], current: null, idle: true },
  ];
  // Passing declined, as a game whose turn cannot end yet would send it.
  const declined: Declined[] = [{ action: pass, rule: "TALLY-TURN-1", reason: notYourTurn(0) }];
  const base = { seat: 1, who: "Ben's turn", count: "Turn 2", steps, phase: "Late", hint: "Do the late things.", players, onplay: () => {} };

  function drawn(props: Partial<Parameters<typeof PhaseHeader>[1]> & { next: ReturnType<typeof control> }): string {
    return plain(render(PhaseHeader, { props: { ...base, nextLabel: "Next phase", ...props } }).body);
  }

  it("wears the colour of the seat whose turn it is, and marks each list's current step, a waiting list dashed", () => {
    const html = drawn({ next: control(legal, pass), look: "pills" });
    expect(html).toContain('style="--pc: var(--player-1);"');
    expect(html).toContain('<ol class="steps pills" aria-label="Round"');
    expect(html).toContain('<li aria-current="step" class="current"><span class="step-name">Late</span></li>');
    expect(html).toContain('<ol class="steps pills idle" aria-label="Turn" style="--steps: 1;"><li><span class="step-name">Act</span></li></ol>');
  });

  it("says why Next phase is dimmed in place of the duty, and the whole reason in the duty's title", () => {
    const html = drawn({ next: control([], pass, { declined }), declined });
    expect(html).toContain('<div class="duty" title="TALLY-TURN-1 It is not player Ana\'s turn.">');
    expect(html).toContain("It is not player Ana's turn.");
    expect(html).not.toContain("Do the late things.");
    expect(html).toMatch(/<button type="button" class="btn primary next dimmed">Next phase/);
  });

  it("shows what the engine just did over the duty, and only the phase's name when quiet", () => {
    expect(drawn({ next: control(legal, pass), notice: "Drawn for you" })).toContain('<p class="hint notice" role="status">Drawn for you</p>');
    const quiet = drawn({ next: control(legal, pass), quiet: true });
    expect(quiet).toContain('<div class="duty quiet" title="Late"><p class="hint phase-only">Late</p></div>');
  });

  it("leaves the duty out where there is no room for it", () => {
    expect(drawn({ next: control(legal, pass), hint: null })).not.toContain('class="duty');
  });

  it("offers the walk to the next turn by its name, and shows the short forms beside the long ones", () => {
    const html = drawn({ next: control(legal, pass), advance: { label: "To the next turn" }, onadvance: () => {}, whoShort: "Ben", countShort: "T2" });
    expect(html).toContain('<button type="button" class="btn turn-on" aria-label="To the next turn" title="To the next turn">');
    expect(html).toContain('<strong class="name long" title="Ben\'s turn">Ben\'s turn</strong><strong class="name short" aria-hidden="true">Ben</strong>');
    expect(html).toContain('<span class="count num muted long">Turn 2</span><span class="count num muted short" aria-hidden="true">T2</span>');
    // Not offered without a handler.
    expect(drawn({ next: control(legal, pass), advance: { label: "To the next turn" } })).not.toContain("turn-on");
  });

  it("holds whose turn, the steps and the duty in one box where grouped, the game's buttons on either side of Next phase", () => {
    const before = createRawSnippet(() => ({ render: () => `<button type="button" class="btn">Draw</button>` }));
    const beyond = createRawSnippet(() => ({ render: () => `<button type="button" class="btn ghost">More</button>` }));
    const html = drawn({ next: control(legal, pass), grouped: true, nextIcon: false, extra: before, beyond });
    expect(html).toMatch(/^<div class="bar ?"[^>]*><div class="where"><div class="who">.*<\/ol><div class="duty"[^>]*><p[^>]*>Do the late things\.<\/p><\/div><\/div><div class="buttons">/);
    expect(html).toMatch(
      /<div class="buttons"><button type="button" class="btn">Draw<\/button><button type="button" class="btn primary next">Next phase ?<\/button><button type="button" class="btn ghost">More<\/button><\/div>/,
    );
    expect(drawn({ next: control(legal, pass) })).not.toContain('class="where"');
  });

  it("puts what is due in place of the buttons, and the game's setup in place of the turn", () => {
    const due = createRawSnippet(() => ({ render: () => `<p class="due">Discard two first</p>` }));
    const withDue = drawn({ next: control(legal, pass), due });
    expect(withDue).toContain("Discard two first");
    expect(withDue).not.toContain("Next phase");
    const setup = createRawSnippet(() => ({ render: () => `<p>Who goes first?</p>` }));
    const before = drawn({ next: control(legal, pass), instead: setup });
    expect(before).toContain("Who goes first?");
    expect(before).not.toContain("Ben's turn");
    expect(before).not.toContain("Next phase");
  });
});
