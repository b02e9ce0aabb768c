import { describe, expect, it } from "vitest";
import { hostOffset, setHostOffset } from "./clockOffset";
import { CLOSE_ENDED, CLOSE_REPLACED, CLOSE_SENT_AWAY } from "./bindings";
import {
  joinTokenOf,
  readNotice,
  retryDelay,
  socketAddress,
  SocketTransport,
  TIME_ASKS,
  type SocketLike,
  type TableNotice,
} from "./transport";

/** A socket the test opens, answers and closes by hand; the asks of the host's time are kept
 * apart from the requests (`timeAsks`, each ask's number). */
class FakeSocket implements SocketLike {
  sent: string[] = [];
  timeAsks: number[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  send(text: string): void {
    const message = JSON.parse(text) as { time?: number };
    if (typeof message.time === "number") this.timeAsks.push(message.time);
    else this.sent.push(text);
  }
  /** Closed as a lost connection is (no close frame: 1006), or with the host's `code`. */
  close(code = 1006): void {
    this.onclose?.({ code });
  }
  reply(value: unknown): void {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  lastId(): number {
    return (JSON.parse(this.sent.at(-1)!) as { id: number }).id;
  }
}

/** A channel over fake sockets; `seat.key` is the seat key each new socket is opened with. */
function transport(now: () => number = () => 0) {
  const sockets: FakeSocket[] = [];
  const opened: (string | null)[] = [];
  const waits: (() => void)[] = [];
  const seat = { key: null as string | null };
  const channel = new SocketTransport(
    () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      opened.push(seat.key);
      return socket;
    },
    (_ms, then) => waits.push(then),
    now,
  );
  channel.onoffset = null;
  return { channel, sockets, waits, seat, opened };
}

describe("the shared table's channel", () => {
  it("queues requests until the socket opens, then matches replies by id", async () => {
    const { channel, sockets } = transport();
    const first = channel.call("list_games", {});
    const second = channel.call("open_match", { id: 3 });
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.onopen!();
    expect(sockets[0]!.sent.map((text) => JSON.parse(text))).toEqual([
      { id: 1, command: "list_games", args: {} },
      { id: 2, command: "open_match", args: { id: 3 } },
    ]);
    sockets[0]!.reply({ id: 2, answer: { id: 3 } });
    sockets[0]!.reply({ id: 1, answer: [] });
    await expect(second).resolves.toEqual({ id: 3 });
    await expect(first).resolves.toEqual([]);
  });

  it("rejects with the host's error, rule and all", async () => {
    const { channel, sockets } = transport();
    sockets[0]!.onopen!();
    const refused = channel.call("act", { id: 1, action: {} });
    const error = { code: "RULE_VIOLATION", message: "no", rule: "AB-1", reason: null };
    sockets[0]!.reply({ id: sockets[0]!.lastId(), error });
    await expect(refused).rejects.toEqual(error);
  });

  it("rejects what was sent when the socket closes, and connects again", async () => {
    const { channel, sockets, waits } = transport();
    const states: boolean[] = [];
    channel.onstate = (connected) => states.push(connected);
    sockets[0]!.onopen!();
    const lost = channel.call("act", { id: 1 });
    sockets[0]!.close();
    await expect(lost).rejects.toMatchObject({ code: "SHARE_DISCONNECTED" });
    expect(states).toEqual([true, false]);
    // Asked while away: sent once the new socket opens.
    const later = channel.call("open_match", { id: 1 });
    expect(sockets).toHaveLength(1);
    waits.shift()!();
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen!();
    expect(states).toEqual([true, false, true]);
    sockets[1]!.reply({ id: sockets[1]!.lastId(), answer: "ok" });
    await expect(later).resolves.toBe("ok");
  });

  it("retries a host that is leaving (1001): its app shares the table again when it starts", () => {
    const { sockets, waits } = transport();
    sockets[0]!.onopen!();
    sockets[0]!.close(1001);
    expect(waits).toHaveLength(1);
  });

  it("stops for good when the host ends the table, and says so to whatever waits", async () => {
    const { channel, sockets, waits } = transport();
    const states: boolean[] = [];
    const ended: string[] = [];
    channel.onstate = (connected) => states.push(connected);
    channel.onended = (why) => ended.push(why);
    sockets[0]!.onopen!();
    const sent = channel.call("act", { id: 1 });
    sockets[0]!.close(CLOSE_ENDED);
    await expect(sent).rejects.toMatchObject({ code: "SHARE_ENDED" });
    expect(ended).toEqual(["ended"]);
    expect(states).toEqual([true, false]);
    expect(channel.ended).toBe("ended");
    // Nothing retried, not even by a seat taken since: the address is gone.
    expect(waits).toEqual([]);
    channel.reconnect();
    expect(sockets).toHaveLength(1);
    await expect(channel.call("join_table", {})).rejects.toMatchObject({ code: "SHARE_ENDED" });
  });

  it("stops when another page of the same seat took its place, rather than taking it back", async () => {
    const { channel, sockets, waits } = transport();
    const ended: string[] = [];
    channel.onended = (why) => ended.push(why);
    sockets[0]!.onopen!();
    sockets[0]!.close(CLOSE_REPLACED);
    expect(ended).toEqual(["replaced"]);
    expect(waits).toEqual([]);
    await expect(channel.call("join_table", {})).rejects.toMatchObject({ code: "SHARE_REPLACED" });
  });

  it("stops when the host sent this page away, and says so", async () => {
    const { channel, sockets, waits } = transport();
    const ended: string[] = [];
    channel.onended = (why) => ended.push(why);
    sockets[0]!.onopen!();
    sockets[0]!.close(CLOSE_SENT_AWAY);
    expect(ended).toEqual(["sent_away"]);
    expect(waits).toEqual([]);
    await expect(channel.call("join_table", {})).rejects.toMatchObject({ code: "SHARE_SENT_AWAY" });
  });

  it("ends while away too: what was queued for the next socket is told the table ended", async () => {
    const { channel, sockets, waits } = transport();
    sockets[0]!.onopen!();
    sockets[0]!.close();
    const queued = channel.call("join_table", {});
    waits.shift()!();
    // The host ended sharing between two tries: the socket closes before it opens.
    sockets[1]!.close(CLOSE_ENDED);
    await expect(queued).rejects.toMatchObject({ code: "SHARE_ENDED" });
    expect(waits).toEqual([]);
  });

  it("ignores what is not a reply to a request it made", () => {
    const { channel, sockets } = transport();
    sockets[0]!.onopen!();
    void channel.call("list_games", {});
    expect(() => {
      sockets[0]!.onmessage!({ data: "not json" });
      sockets[0]!.reply({ id: null, error: { code: "SHARE_BAD_MESSAGE" } });
      sockets[0]!.reply({ id: 99, answer: 1 });
    }).not.toThrow();
  });

  it("waits longer after each failed connection, up to five seconds", () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([250, 500, 1000, 2000, 5000]);
  });

  it("finds the channel's address and token in the page's own address", () => {
    expect(socketAddress({ protocol: "http:", host: "127.0.0.1:8455", search: "?t=ab12" })).toBe(
      "ws://127.0.0.1:8455/ws?t=ab12",
    );
    expect(socketAddress({ protocol: "https:", host: "table.local", search: "?t=x" })).toBe("wss://table.local/ws?t=x");
    expect(socketAddress({ protocol: "http:", host: "h", search: "" })).toBeNull();
  });

  it("finds the seat key's place in the channel's address once the device holds a seat", () => {
    const page = { protocol: "http:", host: "127.0.0.1:8455", search: "?t=JOIN" };
    expect(socketAddress(page, "SEAT KEY")).toBe("ws://127.0.0.1:8455/ws?t=JOIN&s=SEAT%20KEY");
    expect(socketAddress(page, null)).toBe("ws://127.0.0.1:8455/ws?t=JOIN");
    expect(joinTokenOf({ search: "?t=JOIN&x=1" })).toBe("JOIN");
    expect(joinTokenOf({ search: "?t=" })).toBeNull();
  });
});

describe("the host's notices", () => {
  it("are told to onnotice, apart from the replies", async () => {
    const { channel, sockets } = transport();
    const heard: TableNotice[] = [];
    channel.onnotice = (notice) => heard.push(notice);
    sockets[0]!.onopen!();
    const asked = channel.call("join_table", {});
    sockets[0]!.reply({ notice: { kind: "changed", match: 4, log: 12, to_act: 1 } });
    sockets[0]!.reply({ notice: { kind: "seats" } });
    sockets[0]!.reply({ notice: { kind: "behind" } });
    sockets[0]!.reply({ id: sockets[0]!.lastId(), answer: "invite" });
    await expect(asked).resolves.toBe("invite");
    expect(heard).toEqual([
      { kind: "changed", match: 4, log: 12, update: null, to_act: 1 },
      { kind: "seats" },
      { kind: "behind" },
    ]);
  });

  it("leave out what this version does not know", () => {
    expect(readNotice({ kind: "sharing_over" })).toBeNull();
    expect(readNotice({ kind: "moved", match: 8 })).toEqual({ kind: "moved", match: 8 });
    expect(readNotice({ kind: "moved" })).toBeNull();
    expect(readNotice({ kind: "changed", match: "4" })).toBeNull();
    // The change a notice carries, when it is one and says the same length; else none.
    const update = { state: {}, lines: [], log_len: 3, undo: null, redo: null, outcome: null, legal: [], declined: [] };
    expect(readNotice({ kind: "changed", match: 4, log: 3, update })).toEqual({ kind: "changed", match: 4, log: 3, update, to_act: null });
    expect(readNotice({ kind: "changed", match: 4, log: 5, update })).toEqual({
      kind: "changed",
      match: 4,
      log: 5,
      update: null,
      to_act: null,
    });
    expect(readNotice({ kind: "changed", match: 4, log: 3, update: { log_len: 3 } })).toEqual({
      kind: "changed",
      match: 4,
      log: 3,
      update: null,
      to_act: null,
    });
    expect(readNotice(null)).toBeNull();
    const { channel, sockets } = transport();
    const heard: TableNotice[] = [];
    channel.onnotice = (notice) => heard.push(notice);
    sockets[0]!.onopen!();
    sockets[0]!.reply({ notice: { kind: "later" } });
    expect(heard).toEqual([]);
  });
});

describe("taking a seat", () => {
  it("connects again with the seat key as it is now, and sends what was asked meanwhile", async () => {
    const { channel, sockets, seat, opened, waits } = transport();
    const states: boolean[] = [];
    channel.onstate = (connected) => states.push(connected);
    sockets[0]!.onopen!();
    const inFlight = channel.call("open_match", { id: 1 });

    seat.key = "SEAT";
    channel.reconnect();
    expect(opened).toEqual([null, "SEAT"]);
    // Sent on the old socket and not answered: lost with it, as on any lost connection.
    await expect(inFlight).rejects.toMatchObject({ code: "SHARE_DISCONNECTED" });
    const asked = channel.call("join_table", {});
    expect(sockets[1]!.sent).toEqual([]);
    sockets[1]!.onopen!();
    expect(JSON.parse(sockets[1]!.sent[0]!)).toMatchObject({ command: "join_table" });
    sockets[1]!.reply({ id: sockets[1]!.lastId(), answer: { you: 0 } });
    await expect(asked).resolves.toEqual({ you: 0 });

    // The old socket closing late is not a lost connection: no banner, no third socket.
    sockets[0]!.close();
    expect(waits).toEqual([]);
    expect(sockets).toHaveLength(2);
    expect(states).toEqual([true, true]);
    expect(channel.connected).toBe(true);
  });

  it("replaces a retry that was waiting, rather than opening two sockets", () => {
    const { channel, sockets, waits, seat, opened } = transport();
    sockets[0]!.onopen!();
    sockets[0]!.close();
    expect(waits).toHaveLength(1);
    seat.key = "SEAT";
    channel.reconnect();
    waits.shift()!();
    expect(sockets).toHaveLength(2);
    expect(opened).toEqual([null, "SEAT"]);
  });
});


describe("the host's time", () => {
  it("is asked a few times at each connection, each ask after the last answer, and the shortest round trip counts", () => {
    // The phone's clock reads `clock`; the host's is 7 minutes ahead of it.
    let clock = 1_000_000;
    const { channel, sockets, waits } = transport(() => clock);
    const offsets: number[] = [];
    channel.onoffset = (offset) => offsets.push(offset);
    const trips = [300, 40, 10, 90, 200];
    sockets[0]!.onopen!();
    for (const trip of trips) {
      expect(sockets[0]!.timeAsks).toHaveLength(offsets.length + 1);
      const ask = sockets[0]!.timeAsks.at(-1)!;
      // The way back is the slow one, as a busy network makes it.
      const host = clock + 7 * 60_000 + 5;
      clock += trip;
      sockets[0]!.reply({ time: ask, host_ms: host });
    }
    expect(sockets[0]!.timeAsks).toHaveLength(TIME_ASKS);
    expect(offsets).toHaveLength(TIME_ASKS);
    // Each answer is off by half its trip less 5 ms; the 10 ms trip is off by 0.
    expect(offsets.at(-1)).toBe(7 * 60_000);
    expect(offsets[0]).toBe(7 * 60_000 - 145);

    // Connected again: asked again, and an answer to the old connection's ask counts for nothing.
    sockets[0]!.close();
    waits.shift()!();
    sockets[1]!.onopen!();
    expect(sockets[1]!.timeAsks).toHaveLength(1);
    sockets[1]!.reply({ time: sockets[0]!.timeAsks[0], host_ms: 0 });
    expect(offsets).toHaveLength(TIME_ASKS);
    sockets[1]!.reply({ time: sockets[1]!.timeAsks[0], host_ms: clock - 60_000 });
    expect(offsets.at(-1)).toBe(-60_000);
  });

  it("sets the offset the table's clocks count with, unless told otherwise", () => {
    const socket = new FakeSocket();
    new SocketTransport(
      () => socket,
      () => {},
      () => 5_000,
    );
    socket.onopen!();
    socket.reply({ time: socket.timeAsks[0], host_ms: 65_000 });
    expect(hostOffset()).toBe(60_000);
    setHostOffset(0);
  });
});
