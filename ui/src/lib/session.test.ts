import { describe, expect, it } from "vitest";
import { add, notYourTurn, PLAY_PHASE, tallyView } from "../games/tally/fixtures";
import type { Action, GameAction, IpcError, Label, MatchChange, MatchSnapshot } from "./bindings";
import { MatchSession, type SessionApi } from "./session.svelte";

/** A tally match of two whose log holds `logLength` rolls of a die. */
function snapshot(logLength: number): MatchSnapshot {
  return {
    id: 7,
    view: {
      ...tallyView(),
      log: Array.from({ length: logLength }, (_, seq) => ({
        seq,
        at_ms: 0,
        kind: "roll" as const,
        label: { key: "action.roll", args: {} },
        undone: false,
        note: null,
        waived: [],
        turn: 1,
        phase: PLAY_PHASE,
        random: [4],
      })),
    },
  };
}

/** The answer to the action that made the log `logLength` long: its line and the rest. */
function change(logLength: number): MatchChange {
  const { view } = snapshot(logLength);
  return {
    id: 7,
    update: {
      state: view.state,
      lines: view.log.slice(-1),
      log_len: logLength,
      undo: view.undo,
      redo: view.redo,
      outcome: view.outcome,
      legal: view.legal,
      declined: view.declined,
      clock: view.clock,
    },
  };
}

/** A table's commands, each overridable; by default nothing changes. */
function fakeApi(overrides: Partial<SessionApi>): SessionApi {
  return {
    rematch: async () => snapshot(0),
    openMatch: async () => snapshot(0),
    act: async () => change(1),
    tableSince: async (_id, seen) => ({ id: 7, update: { ...change(seen).update, lines: [] } }),
    ...overrides,
  };
}

const REASONS: Record<string, Label> = {
  "TALLY-TURN-1": notYourTurn(1),
  "TALLY-WIN-1": { key: "tally.refusal.over", args: {} },
};

/** The engine's refusal by `rule`, with the tally game's reason for it (another game's for another rule). */
const refusal = (rule: string): IpcError => ({
  code: "RULE_VIOLATION",
  message: "no",
  rule,
  reason: REASONS[rule] ?? { key: "refusal.later.hand_limit", args: {} },
});

/** A session whose engine refuses its next actions by `rules`, one each, then takes them. */
function refusing(rules: string[]) {
  const sent: Action[] = [];
  const refuse = [...rules];
  const api = {
    rematch: async () => snapshot(0),
    openMatch: async () => snapshot(0),
    act: async (_id: number, action: Action) => {
      sent.push(action);
      const rule = refuse.shift();
      if (rule !== undefined) throw refusal(rule);
      return change(1);
    },
  };
  const errors: IpcError[] = [];
  const session = new MatchSession(fakeApi(api), snapshot(0), (e) => errors.push(e));
  return { sent, errors, session, refuse };
}

describe("MatchSession", () => {
  it("sends actions one at a time, in order", async () => {
    const sent: Action[] = [];
    let pending = 0;
    let maxPending = 0;
    const api = {
      rematch: async () => snapshot(0),
      openMatch: async () => snapshot(0),
      act: async (_id: number, action: Action) => {
        pending++;
        maxPending = Math.max(maxPending, pending);
        await new Promise((r) => setTimeout(r, 5));
        sent.push(action);
        pending--;
        return change(sent.length);
      },
    };
    const session = new MatchSession(fakeApi(api), snapshot(0), () => {});
    const a: Action = { kind: "roll", die: "d6", player: null };
    const b: Action = { kind: "undo" };
    await Promise.all([session.send(a), session.send(b)]);
    expect(sent).toEqual([a, b]);
    expect(maxPending).toBe(1);
    expect(session.view.log).toHaveLength(2);
    expect(session.lastRandomSeq).toBe(0);
  });

  it("turns a rule refusal into a ruling that waives it", async () => {
    // Ben adds to his tally after the game is over, out of his turn: the engine refuses it
    // first for the game's end, then, with that waived, for the turn.
    const { sent, errors, session } = refusing(["TALLY-WIN-1", "TALLY-TURN-1"]);
    const play = add(1);
    expect(await session.play(play)).toBe(false);
    expect(session.refused?.error.rule).toBe("TALLY-WIN-1");
    expect(session.refused?.waive).toEqual(["TALLY-WIN-1"]);

    // The ruling is refused by a second rule: the next ruling waives both.
    expect(await session.applyRuling("  card text  ")).toBe(false);
    expect(sent[1]).toEqual({ kind: "ruling", note: "card text", waive: ["TALLY-WIN-1"], play });
    expect(session.refused?.waive).toEqual(["TALLY-WIN-1", "TALLY-TURN-1"]);

    expect(await session.applyRuling("card text")).toBe(true);
    expect(sent[2]).toEqual({ kind: "ruling", note: "card text", waive: ["TALLY-WIN-1", "TALLY-TURN-1"], play });
    expect(session.refused).toBeNull();
    expect(errors).toEqual([]);
  });

  it("shows an advance a rule holds back as a refusal, whose ruling applies one phase step", async () => {
    // The tally game has no phases to advance through: a game with them holds a hand limit.
    const { sent, errors, session, refuse } = refusing(["LATER-HAND-1"]);
    const step = { game: "later", type: "next_phase" } as unknown as GameAction;
    expect(await session.advance({ until: "next_turn" }, step)).toBe(false);
    expect(session.refused?.error.rule).toBe("LATER-HAND-1");
    expect(session.refused?.play).toEqual(step);
    expect(await session.applyRuling("the card lets it wait")).toBe(true);
    expect(sent[1]).toEqual({ kind: "ruling", note: "the card lets it wait", waive: ["LATER-HAND-1"], play: step });
    // Without a step to apply, the refusal is said as an error, as before.
    refuse.push("LATER-HAND-1");
    expect(await session.advance()).toBe(false);
    expect(errors.map((e) => e.rule)).toEqual(["LATER-HAND-1"]);
  });

  it("reports other refusals as errors", async () => {
    const error: IpcError = { code: "NOTHING_TO_UNDO", message: "nothing", rule: null, reason: null };
    const api = {
      rematch: async () => snapshot(0),
      openMatch: async () => snapshot(0),
      act: async () => {
        throw error;
      },
    };
    const errors: IpcError[] = [];
    const session = new MatchSession(fakeApi(api), snapshot(0), (e) => errors.push(e));
    expect(await session.send({ kind: "undo" })).toBe(false);
    expect(session.refused).toBeNull();
    expect(errors).toEqual([error]);
  });

  it("asks for the whole match when an answer does not follow the table's log", async () => {
    const opened: number[] = [];
    const api = {
      rematch: async () => snapshot(0),
      // Another window appended two entries meanwhile: this answer is the third.
      act: async () => change(3),
      openMatch: async (id: number) => {
        opened.push(id);
        return snapshot(3);
      },
    };
    const session = new MatchSession(fakeApi(api), snapshot(0), () => {});
    expect(await session.send({ kind: "roll", die: "d6", player: null })).toBe(true);
    expect(opened).toEqual([7]);
    expect(session.view.log).toHaveLength(3);
  });

  it("starts a rematch of this match (its seats and decks) and shows it", async () => {
    const asked: number[] = [];
    const api = {
      rematch: async (id: number) => {
        asked.push(id);
        return { ...snapshot(0), id: 8 };
      },
      openMatch: async () => snapshot(0),
      act: async () => change(3),
    };
    const session = new MatchSession(fakeApi(api), snapshot(5), () => {});

    expect(await session.rematch()).toBe(true);

    expect(asked).toEqual([7]);
    expect(session.id).toBe(8);
    expect(session.view.log).toHaveLength(0);
  });

  it("declines every action when it only shows a match", async () => {
    const session = MatchSession.viewing(snapshot(2));
    expect(await session.send({ kind: "undo" })).toBe(false);
    expect(await session.rematch()).toBe(false);
    expect(session.viewOnly).toBe(true);
    session.snapshot = snapshot(1);
    expect(session.view.log).toHaveLength(1);
  });
});

const disconnected: IpcError = { code: "SHARE_DISCONNECTED", message: "lost", rule: null, reason: null };

/** A device's link whose connection comes back when the test says so. */
function fakeLink() {
  let count = 0;
  let back: (() => void) | null = null;
  return {
    nextActionKey: () => `dev-${++count}`,
    whenConnected: () => new Promise<void>((resolve) => (back = resolve)),
    reconnect: () => back?.(),
  };
}

describe("MatchSession at a shared table", () => {
  it("sends with each action the entries the table showed, and a key of the device's own", async () => {
    const sent: [number, number | null, string | null][] = [];
    const api = fakeApi({
      act: async (id, _action, seen, key) => {
        sent.push([id, seen ?? null, key ?? null]);
        return change((seen ?? 0) + 1);
      },
    });
    const session = new MatchSession(api, snapshot(2), () => {}, { viewer: 1, link: fakeLink() });
    await session.send({ kind: "undo" });
    await session.send({ kind: "redo" });
    expect(sent).toEqual([
      [7, 2, "dev-1"],
      [7, 3, "dev-2"],
    ]);
    expect(session.viewer).toBe(1);
  });

  it("on the host, sends what the table showed and no key", async () => {
    const sent: [number | null, string | null][] = [];
    const api = fakeApi({
      act: async (_id, _action, seen, key) => {
        sent.push([seen ?? null, key ?? null]);
        return change(1);
      },
    });
    await new MatchSession(api, snapshot(0), () => {}).send({ kind: "undo" });
    expect(sent).toEqual([[0, null]]);
  });

  it("sends an action lost with the connection once more, with the same key, once it is back", async () => {
    const sent: [number | null, string | null][] = [];
    const api = fakeApi({
      act: async (_id, _action, seen, key) => {
        sent.push([seen ?? null, key ?? null]);
        if (sent.length === 1) throw disconnected;
        return change(1);
      },
    });
    const link = fakeLink();
    const errors: IpcError[] = [];
    const session = new MatchSession(api, snapshot(0), (e) => errors.push(e), { viewer: 0, link });
    const done = session.send({ kind: "roll", die: "d6", player: 0 });
    await new Promise((r) => setTimeout(r, 0));
    // Not sent again while the connection is down.
    expect(sent).toHaveLength(1);
    link.reconnect();
    expect(await done).toBe(true);
    expect(sent).toEqual([
      [0, "dev-1"],
      [0, "dev-1"],
    ]);
    expect(session.view.log).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("sends it again once only, and then reports the loss", async () => {
    let sent = 0;
    const api = fakeApi({
      act: async () => {
        sent += 1;
        throw disconnected;
      },
    });
    const link = fakeLink();
    const errors: IpcError[] = [];
    const session = new MatchSession(api, snapshot(0), (e) => errors.push(e), { link });
    const done = session.send({ kind: "undo" });
    await new Promise((r) => setTimeout(r, 0));
    link.reconnect();
    expect(await done).toBe(false);
    expect(sent).toBe(2);
    expect(errors.map((e) => e.code)).toEqual(["SHARE_DISCONNECTED"]);
  });

  it("says the table changed when another device moved it first, and catches up", async () => {
    const asked: [number, boolean][] = [];
    const api = fakeApi({
      act: async () => {
        throw { code: "TABLE_CHANGED", message: "changed", rule: null, reason: null };
      },
      tableSince: async (_id, seen, wait) => {
        asked.push([seen, wait]);
        const { view } = snapshot(3);
        return { id: 7, update: { ...change(3).update, lines: view.log.slice(seen) } };
      },
    });
    const errors: IpcError[] = [];
    const session = new MatchSession(api, snapshot(1), (e) => errors.push(e), { viewer: 0, link: fakeLink() });
    expect(await session.send({ kind: "undo" })).toBe(false);
    await session.refresh();
    expect(errors.map((e) => e.code)).toEqual(["TABLE_CHANGED"]);
    expect(asked[0]).toEqual([1, false]);
    expect(session.view.log).toHaveLength(3);
  });

  it("puts in place several entries made elsewhere, and leaves an older answer aside", async () => {
    const session = new MatchSession(fakeApi({}), snapshot(1), () => {});
    const { view } = snapshot(4);
    await session.follow({ id: 7, update: { ...change(4).update, lines: view.log.slice(1) } });
    expect(session.view.log).toHaveLength(4);
    const shown = session.view;
    await session.follow(change(2));
    await session.follow(change(4));
    expect(session.view).toBe(shown);
    // Another match's change is not this table's.
    await session.follow({ ...change(6), id: 8 });
    expect(session.view).toBe(shown);
  });

  it("asks once more, not once each, for changes heard while it catches up", async () => {
    let asked = 0;
    let release: (() => void) | null = null;
    const api = fakeApi({
      tableSince: async (_id, seen) => {
        asked += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return { id: 7, update: { ...change(seen).update, lines: [] } };
      },
    });
    const session = new MatchSession(api, snapshot(0), () => {});
    const first = session.refresh();
    void session.refresh();
    void session.refresh();
    await new Promise((r) => setTimeout(r, 0));
    release!();
    await new Promise((r) => setTimeout(r, 0));
    release!();
    await first;
    expect(asked).toBe(2);
  });
});

