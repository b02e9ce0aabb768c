import { describe, expect, it } from "vitest";
import { PLAY_PHASE, tallySetup, tallyStart } from "../games/tally/fixtures";
import { TALLY } from "../games/tally/lib/game";
import type { IpcError, MatchChange, MatchSnapshot, TableInvite } from "./bindings";
import { DeviceTable, seatChoices, type DeviceApi, type DeviceLink } from "./deviceTable.svelte";
import type { TableNotice } from "./transport";

function invite(overrides: Partial<TableInvite> = {}): TableInvite {
  return {
    match_id: 7,
    game: TALLY,
    seats: [
      { seat: 0, name: "Ana", taken: false },
      { seat: 1, name: "Ben", taken: true },
      { seat: 2, name: "Cy", taken: false },
    ],
    you: null,
    seat_freed: false,
    to_act: null,
    ...overrides,
  };
}

function snapshot(logLength: number, id = 7): MatchSnapshot {
  return {
    id,
    view: {
      setup: tallySetup(["Ana", "Ben", "Cy"]),
      state: tallyStart(["Ana", "Ben", "Cy"]) as unknown as MatchSnapshot["view"]["state"],
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
        random: [],
      })),
      undo: null,
      redo: null,
      outcome: null,
      legal: [],
      declined: [],
      clock: null,
    },
  };
}

/** What a table that showed `seen` entries lacks, when the match has `length`. */
function since(seen: number, length: number): MatchChange {
  const { view } = snapshot(length);
  return {
    id: 7,
    update: { state: view.state, lines: view.log.slice(seen), log_len: length, undo: null, redo: null, outcome: null, legal: [], declined: [], clock: null },
  };
}

/** The host as the device sees it: seats, a match whose log the test grows, and what was asked. */
function fakeHost(first: TableInvite) {
  const host = {
    invite: first,
    log: 2,
    asked: [] as string[],
    sinceAsked: [] as [number, boolean][],
    takeError: null as IpcError | null,
  };
  const api: DeviceApi = {
    joinTable: async () => {
      host.asked.push("join_table");
      return host.invite;
    },
    takeSeat: async (seat) => {
      host.asked.push(`take_seat ${seat}`);
      if (host.takeError !== null) throw host.takeError;
      return { seat, token: `token-${seat}` };
    },
    openMatch: async (id) => {
      host.asked.push(`open_match ${id}`);
      return snapshot(host.log, id);
    },
    act: async () => since(host.log, ++host.log),
    rematch: async () => snapshot(0),
    tableSince: async (_id, seen, wait) => {
      host.sinceAsked.push([seen, wait]);
      return since(seen, host.log);
    },
    exportMatch: async (id) => {
      host.asked.push(`export_match ${id}`);
      const { view } = snapshot(host.log, id);
      return { format: "tableside-match", version: 2, setup: view.setup, log: [] };
    },
  };
  return { host, api };
}

function fakeLink(seatKey: string | null = null) {
  const noticeListeners = new Set<(notice: TableNotice) => void>();
  const reconnectListeners = new Set<() => void>();
  const link: DeviceLink & { keys: (string | null)[]; tell(notice: TableNotice): void; back(): void } = {
    seatKey,
    keys: [],
    setSeatKey(key) {
      this.keys.push(key);
      (this as { seatKey: string | null }).seatKey = key;
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    whenConnected: async () => {},
    nextActionKey: () => "key",
    tell(notice) {
      for (const listener of noticeListeners) listener(notice);
    },
    back() {
      for (const listener of reconnectListeners) listener();
    },
  };
  return link;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the join page's seats", () => {
  it("offers the free seats to a device without one, and dims the taken ones", () => {
    expect(seatChoices(invite()).map((c) => [c.name, c.state, c.offered])).toEqual([
      ["Ana", "free", true],
      ["Ben", "taken", false],
      ["Cy", "free", true],
    ]);
  });

  it("offers a device with a seat its own seat only", () => {
    const seated = invite({ you: 0, seats: invite().seats.map((s) => (s.seat === 0 ? { ...s, taken: true } : s)) });
    expect(seatChoices(seated).map((c) => [c.name, c.state, c.offered])).toEqual([
      ["Ana", "yours", true],
      ["Ben", "taken", false],
      ["Cy", "free", false],
    ]);
  });
});

describe("DeviceTable", () => {
  it("starts at the join page, and never asks the host's own commands", async () => {
    const { host, api } = fakeHost(invite());
    const device = new DeviceTable(api, fakeLink(), () => {});
    await device.start();
    expect(device.stage).toBe("join");
    expect(host.asked).toEqual(["join_table"]);
  });

  it("takes a seat: keeps its key, connects with it, and shows the table facing that seat", async () => {
    const { host, api } = fakeHost(invite());
    const link = fakeLink();
    const device = new DeviceTable(api, link, () => {});
    await device.start();
    await device.takeSeat(2);
    expect(link.keys).toEqual(["token-2"]);
    // And a copy of the match, to keep should the host be gone.
    expect(host.asked).toEqual(["join_table", "take_seat 2", "open_match 7", "export_match 7"]);
    expect(device.stage).toBe("table");
    expect(device.session?.viewer).toBe(2);
  });

  it("goes straight back to its seat when the page is loaded again", async () => {
    const { api } = fakeHost(invite({ you: 1 }));
    const device = new DeviceTable(api, fakeLink("token-1"), () => {});
    await device.start();
    expect(device.stage).toBe("table");
    expect(device.session?.viewer).toBe(1);
  });

  it("goes on at the next match in its own seat when the host starts a rematch", async () => {
    const { host, api } = fakeHost(invite({ you: 1 }));
    const link = fakeLink("token-1");
    const device = new DeviceTable(api, link, () => {});
    await device.start();
    host.invite = invite({ you: 1, match_id: 8 });
    link.tell({ kind: "moved", match: 8 });
    await settle();
    await settle();
    expect(device.stage).toBe("table");
    expect(device.session?.id).toBe(8);
    expect(device.session?.viewer).toBe(1);
  });

  it("watches the whole table, as the host shows it", async () => {
    const { api } = fakeHost(invite());
    const link = fakeLink();
    const device = new DeviceTable(api, link, () => {});
    await device.start();
    await device.watch();
    expect(device.stage).toBe("table");
    expect(device.session?.viewer).toBeNull();
    expect(link.keys).toEqual([]);
  });

  it("says a seat was taken first and shows the seats as they are now", async () => {
    const { host, api } = fakeHost(invite());
    const errors: IpcError[] = [];
    const device = new DeviceTable(api, fakeLink(), (e) => errors.push(e));
    await device.start();
    host.takeError = { code: "SHARE_SEAT_TAKEN", message: "taken", rule: null, reason: null };
    host.invite = invite({ seats: invite().seats.map((s) => ({ ...s, taken: true })) });
    await device.takeSeat(0);
    expect(errors.map((e) => e.code)).toEqual(["SHARE_SEAT_TAKEN"]);
    expect(device.stage).toBe("join");
    expect(device.choices.every((c) => !c.offered)).toBe(true);
  });

  it("says a seat key the table never gave is none of its seats, not that the host freed it", async () => {
    const { api } = fakeHost(invite());
    const link = fakeLink("made-up");
    const device = new DeviceTable(api, link, () => {});
    await device.start();
    expect(device.seatUnknown).toBe(true);
    expect(device.freed).toBe(false);
    expect(device.stage).toBe("join");
    expect(link.keys).toEqual([null]);
    await device.watch();
    expect(device.seatUnknown).toBe(false);
  });

  it("goes back to the join page, as a device without a seat, when the host frees its seat", async () => {
    const { host, api } = fakeHost(invite({ you: 0 }));
    const link = fakeLink("token-0");
    const device = new DeviceTable(api, link, () => {});
    await device.start();
    expect(device.stage).toBe("table");

    host.invite = invite({ seat_freed: true });
    link.tell({ kind: "seats" });
    await settle();
    expect(device.freed).toBe(true);
    expect(device.stage).toBe("join");
    expect(device.session).toBeNull();
    expect(link.keys).toEqual([null]);

    // Sitting down again clears the message.
    host.invite = invite();
    await device.takeSeat(2);
    expect(device.freed).toBe(false);
  });

  it("catches up when the host says the match changed, and after the connection is back", async () => {
    const { host, api } = fakeHost(invite({ you: 0 }));
    const link = fakeLink("token-0");
    const device = new DeviceTable(api, link, () => {});
    await device.start();
    expect(device.session?.view.log).toHaveLength(2);

    host.log = 4;
    link.tell({ kind: "changed", match: 7, log: 4, update: null, to_act: null });
    await settle();
    expect(host.sinceAsked).toEqual([[2, false]]);
    expect(device.session?.view.log).toHaveLength(4);

    // Its own action, already in place: nothing to ask.
    link.tell({ kind: "changed", match: 7, log: 4, update: since(3, 4).update, to_act: null });
    await settle();
    expect(host.sinceAsked).toHaveLength(1);

    host.log = 5;
    link.back();
    await settle();
    expect(host.sinceAsked.at(-1)).toEqual([4, false]);
    expect(device.session?.view.log).toHaveLength(5);

    host.log = 6;
    link.tell({ kind: "behind" });
    await settle();
    expect(device.session?.view.log).toHaveLength(6);
  });

  it("puts a change the notice carries in place without asking, and asks only after a gap", async () => {
    const { host, api } = fakeHost(invite({ you: 0 }));
    const link = fakeLink("token-0");
    const device = new DeviceTable(api, link, () => {});
    await device.start();
    expect(device.session?.view.log).toHaveLength(2);

    // The next entry, with the change: in place at once, nothing asked.
    host.log = 3;
    link.tell({ kind: "changed", match: 7, log: 3, update: since(2, 3).update, to_act: 0 });
    await settle();
    expect(device.session?.view.log).toHaveLength(3);
    expect(host.sinceAsked).toEqual([]);
    // And whose turn it is after it.
    expect(device.toAct).toBe(0);
    expect(host.asked.filter((asked) => asked.startsWith("open_match"))).toHaveLength(1);

    // A notice missed: the next one does not follow the table, so what it lacks is asked for.
    host.log = 5;
    link.tell({ kind: "changed", match: 7, log: 5, update: since(4, 5).update, to_act: 1 });
    await settle();
    expect(host.sinceAsked).toEqual([[3, false]]);
    expect(device.session?.view.log).toHaveLength(5);
    expect(device.toAct).toBe(1);
  });

  it("stops hearing the host once stopped", async () => {
    const { host, api } = fakeHost(invite());
    const link = fakeLink();
    const device = new DeviceTable(api, link, () => {});
    await device.start();
    device.stop();
    link.tell({ kind: "seats" });
    await settle();
    expect(host.asked).toEqual(["join_table"]);
  });
});
