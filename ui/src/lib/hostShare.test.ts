import { describe, expect, it } from "vitest";
import type { MatchChange, ShareStatus } from "./bindings";
import { connectedDevices, HostShare, type FollowedTable, type HostShareApi } from "./hostShare.svelte";

function status(matchId = 7): ShareStatus {
  return {
    match_id: matchId,
    address: "http://127.0.0.1:8455/?t=JOIN",
    short_address: "127.0.0.1:8455/?t=JOIN",
    qr_svg: "<svg/>",
    seats: [
      { seat: 0, name: "Ana", taken: true, connected: true },
      { seat: 1, name: "Ben", taken: true, connected: false },
      { seat: 2, name: "Cy", taken: false, connected: false },
    ],
    watching: 2,
    keeping: 0,
    changes: 0,
  };
}

function change(logLen: number): MatchChange {
  return {
    id: 7,
    update: { state: null as unknown as MatchChange["update"]["state"], lines: [], log_len: logLen, undo: null, redo: null, outcome: null, legal: [], declined: [], clock: null },
  };
}

/**
 * The host's commands, with `table_since` answered by hand: each call waits until the test
 * answers it, as the host waits until the match changes.
 */
function fakeHost(shared: ShareStatus | null = null) {
  const waiting: { seen: number; wait: boolean; answer: (change: MatchChange) => void }[] = [];
  const watching: { seen: number; answer: (status: ShareStatus | null) => void }[] = [];
  const host = { shared, stopped: 0, sentAway: 0, freed: [] as number[] };
  const api: HostShareApi = {
    shareTable: async (id) => (host.shared = status(id)),
    sharingStatus: async () => host.shared,
    sharingSince: (seen) => new Promise((answer) => watching.push({ seen, answer })),
    freeSeat: async (seat) => {
      host.freed.push(seat);
      return host.shared!;
    },
    sendAwayWatchers: async () => {
      host.sentAway += 1;
      return host.shared!;
    },
    stopSharing: async () => {
      host.stopped += 1;
      host.shared = null;
    },
    tableSince: (_id, seen, wait) => new Promise((answer) => waiting.push({ seen, wait, answer })),
  };
  return { host, api, waiting, watching };
}

/** The match on screen: its log as long as the changes it followed. */
function table(): FollowedTable & { followed: number[] } {
  const log: unknown[] = [];
  return {
    id: 7,
    view: { log },
    followed: [],
    async follow(change) {
      this.followed.push(change.update.log_len);
      log.length = Math.max(log.length, change.update.log_len);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("HostShare", () => {
  it("shares the match on screen and follows the phones' changes while it is shared", async () => {
    const { api, waiting } = fakeHost();
    const match = table();
    const share = new HostShare(api, match, () => {});
    await share.share();
    expect(share.shared).toBe(true);
    expect(share.following).toBe(true);
    await settle();
    expect(waiting.map((w) => [w.seen, w.wait])).toEqual([[0, true]]);
    waiting.shift()!.answer(change(3));
    await settle();
    expect(match.followed).toEqual([3]);
    expect(waiting.map((w) => [w.seen, w.wait])).toEqual([[3, true]]);
  });

  it("stops the loop when sharing stops, without applying what the last wait brings", async () => {
    const { host, api, waiting } = fakeHost();
    const match = table();
    const share = new HostShare(api, match, () => {});
    await share.share();
    await settle();
    await share.stop();
    expect(host.stopped).toBe(1);
    expect(share.shared).toBe(false);
    expect(share.following).toBe(false);
    waiting.shift()!.answer(change(1));
    await settle();
    expect(match.followed).toEqual([]);
    expect(waiting).toEqual([]);
  });

  it("stops the loop when the screen leaves the match", async () => {
    const { api, waiting } = fakeHost();
    const match = table();
    const share = new HostShare(api, match, () => {});
    await share.share();
    await settle();
    share.dispose();
    waiting.shift()!.answer(change(2));
    await settle();
    expect(match.followed).toEqual([]);
    expect(waiting).toEqual([]);
  });

  it("finds the match shared already when the screen opens, and not another match's sharing", async () => {
    const { host, api, waiting } = fakeHost(status(7));
    const share = new HostShare(api, table(), () => {});
    await share.refresh();
    expect(share.shared).toBe(true);
    await settle();
    expect(waiting).toHaveLength(1);

    // Shared from elsewhere now (another match): this screen's loop ends at its next answer.
    host.shared = status(9);
    await share.refresh();
    expect(share.shared).toBe(false);
    expect(share.status).toBeNull();
    waiting.shift()!.answer(change(0));
    await settle();
    expect(waiting).toEqual([]);
  });

  it("shows who is at the table as soon as the host says it changed, and stops with the sharing", async () => {
    const { host, api, watching } = fakeHost(status(7));
    const share = new HostShare(api, table(), () => {});
    await share.refresh();
    await settle();
    expect(watching.map((w) => w.seen)).toEqual([0]);
    // A phone joined: the host answers with the status that counted it.
    const joined = { ...status(7), watching: 3, changes: 1 };
    watching.shift()!.answer(joined);
    await settle();
    expect(connectedDevices(share.status!)).toBe(4);
    expect(watching.map((w) => w.seen)).toEqual([1]);
    // The host stopped sharing (from another window): the wait answers nothing shared.
    host.shared = null;
    watching.shift()!.answer(null);
    await settle();
    expect(share.shared).toBe(false);
    expect(share.following).toBe(false);
    expect(watching).toEqual([]);
  });

  it("frees a seat and counts the phones connected", async () => {
    const { host, api } = fakeHost(status(7));
    const share = new HostShare(api, table(), () => {});
    await share.free(1);
    expect(host.freed).toEqual([1]);
    expect(connectedDevices(share.status!)).toBe(3);
    share.dispose();
  });

  it("sends the watchers away through the host, and shows the status it answers", async () => {
    const { host, api } = fakeHost(status(7));
    const share = new HostShare(api, table(), () => {});
    await share.sendAwayWatchers();
    expect(host.sentAway).toBe(1);
    expect(share.status?.match_id).toBe(7);
    share.dispose();
  });
});
