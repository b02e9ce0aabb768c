// How a command reaches the host's engine and store: through the app's IPC inside the app
// (`call`, `src-tauri/src/call.rs`), or through the shared table's WebSocket in a
// player's browser (`tableside-share`). Both carry the same commands and answers; `api.ts`
// types them and knows no transport.

import {
  CLOSE_ENDED,
  CLOSE_REPLACED,
  CLOSE_SENT_AWAY,
  type Commands,
  type IpcError,
  type MatchUpdate,
  type Notice,
  type Progress,
  type Reply,
  type Request,
  type TableNotice,
  type TimeAnswer,
  type TimeAsk,
} from "./bindings";
import { bestOffset, setHostOffset, type TimeSample } from "./clockOffset";

export interface Transport {
  /** Runs `command` with `args`; rejects with the error as the host gives it. */
  call(command: string, args: Record<string, unknown>, onProgress?: (progress: Progress) => void): Promise<unknown>;
}

/** What the transport needs of a WebSocket (the browser's, or a test's). */
export interface SocketLike {
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  /** `code`: the close frame's code, as the host sent it (1006 when there was none). */
  onclose: ((event: { code: number }) => void) | null;
}

/** Why a channel is over: the host stopped sharing, another page took the seat's place, or
 * the host sent this page away. */
export type ChannelEnd = "ended" | "replaced" | "sent_away";

/**
 * A message of the shared table's channel, any of those the host sends (their types are
 * generated from the Rust side's): a reply to a request, a notice, or the host's time
 * answering an ask of it. Read field by field, since it comes over the network.
 */
type Message = Partial<Reply & Notice & TimeAnswer>;

/**
 * How many times a device asks the host's time at each connection, one ask after the answer
 * to the last: the table's clocks count from the answer with the shortest round trip.
 */
export const TIME_ASKS = 5;

const DISCONNECTED: IpcError = {
  code: "SHARE_DISCONNECTED",
  message: "the connection to the host's table was lost",
  rule: null,
  reason: null,
};

/** What a request is refused with once the channel is over. */
export function endError(why: ChannelEnd): IpcError {
  switch (why) {
    case "ended":
      return { code: "SHARE_ENDED", message: "the host stopped sharing this table", rule: null, reason: null };
    case "replaced":
      return { code: "SHARE_REPLACED", message: "this seat is played from another page now", rule: null, reason: null };
    case "sent_away":
      return { code: "SHARE_SENT_AWAY", message: "the host closed this page's connection", rule: null, reason: null };
  }
}

/** How long to wait before connecting again after the connection closed, growing to a cap. */
export function retryDelay(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 5000);
}

export type { TableNotice };

/**
 * A notice as the host sent it, or null for one this version does not know. A `changed`
 * notice whose update does not have the shape of one (or says another length) is read
 * without it: the device asks for what it lacks.
 */
export function readNotice(value: unknown): TableNotice | null {
  if (typeof value !== "object" || value === null) return null;
  const notice = value as Record<string, unknown>;
  switch (notice["kind"]) {
    case "changed":
      return typeof notice["match"] === "number" && typeof notice["log"] === "number"
        ? {
            kind: "changed",
            match: notice["match"],
            log: notice["log"],
            update: updateOf(notice["update"], notice["log"]),
            to_act: typeof notice["to_act"] === "number" ? notice["to_act"] : null,
          }
        : null;
    case "seats":
      return { kind: "seats" };
    case "behind":
      return { kind: "behind" };
    case "moved":
      return typeof notice["match"] === "number" ? { kind: "moved", match: notice["match"] } : null;
    default:
      return null;
  }
}

/** The change a `changed` notice carries, if it has the shape of one and says the same length. */
function updateOf(value: unknown, log: number): MatchUpdate | null {
  if (typeof value !== "object" || value === null) return null;
  const update = value as Partial<MatchUpdate>;
  return update.log_len === log && Array.isArray(update.lines) && Array.isArray(update.legal) && "state" in update
    ? (update as MatchUpdate)
    : null;
}

/**
 * The shared table's WebSocket: requests numbered and matched to their replies, sent as soon
 * as the socket is open (queued until then), and the socket opened again when it closes. A
 * request that was sent and not answered when the socket closed is rejected: the device asks
 * again once it has caught up with the table. Notices go to `onnotice`.
 *
 * `open` is asked for a new socket at every connection, so a device that took a seat (and
 * connects with its seat key from then on) calls `reconnect` and is that seat's device.
 *
 * A socket the host closes with `CLOSE_ENDED` or `CLOSE_REPLACED` ends the channel: nothing
 * is retried, every request waiting is rejected with `SHARE_ENDED` (or `SHARE_REPLACED`), and
 * so is every one asked later.
 */
export class SocketTransport implements Transport {
  readonly #open: () => SocketLike;
  readonly #wait: (ms: number, then: () => void) => void;
  readonly #now: () => number;
  /** This connection's asks of the host's time waiting for their answer: when each was sent. */
  #timeAsks = new Map<number, number>();
  #timeSamples: TimeSample[] = [];
  #nextTimeAsk = 1;
  #socket: SocketLike | null = null;
  #ready = false;
  #attempt = 0;
  #next = 1;
  /** Counts connections, so a socket replaced on purpose, or a retry it scheduled, goes quiet. */
  #generation = 0;
  #ended: ChannelEnd | null = null;
  /** Requests asked while the socket was not open, by ID, in the order asked. */
  #queued = new Map<number, string>();
  readonly #pending = new Map<number, { resolve: (answer: unknown) => void; reject: (error: IpcError) => void }>();
  /** Told whenever the channel opens or closes, for a banner saying the device is offline. */
  onstate: ((connected: boolean) => void) | null = null;
  /**
   * Told how far the host's clock is ahead of this device's, as each answer to an ask of the
   * host's time comes in at a connection (the best so far): the table's clocks count from
   * it (`clockOffset.ts`).
   */
  onoffset: ((offsetMs: number) => void) | null = setHostOffset;
  /** Told of every notice the host sends. */
  onnotice: ((notice: TableNotice) => void) | null = null;
  /** Told once, when the channel is over, and why. */
  onended: ((why: ChannelEnd) => void) | null = null;

  constructor(
    open: () => SocketLike,
    wait: (ms: number, then: () => void) => void = (ms, then) => setTimeout(then, ms),
    now: () => number = () => Date.now(),
  ) {
    this.#open = open;
    this.#wait = wait;
    this.#now = now;
    this.#connect();
  }

  /** Whether the socket is open now. */
  get connected(): boolean {
    return this.#ready;
  }

  /** Why the channel is over, once it is: it never opens again. */
  get ended(): ChannelEnd | null {
    return this.#ended;
  }

  call(command: string, args: Record<string, unknown>): Promise<unknown> {
    if (this.#ended !== null) return Promise.reject(endError(this.#ended));
    const id = this.#next++;
    const request: Request = { id, command: command as keyof Commands, args: args as Request["args"] };
    const text = JSON.stringify(request);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#ready && this.#socket !== null) this.#socket.send(text);
      else this.#queued.set(id, text);
    });
  }

  /**
   * Closes the socket and opens a new one at once, with whatever `open` gives now (a new seat
   * key). Requests in flight on the old socket are rejected as on any lost connection; the
   * channel is not reported closed, since it is back in a moment.
   */
  reconnect(): void {
    if (this.#ended !== null) return;
    const old = this.#socket;
    this.#socket = null;
    this.#ready = false;
    this.#attempt = 0;
    this.#rejectSent();
    this.#connect();
    old?.close();
  }

  #connect(): void {
    const generation = ++this.#generation;
    const socket = this.#open();
    this.#socket = socket;
    const current = () => generation === this.#generation;
    socket.onopen = () => {
      if (!current()) return;
      this.#ready = true;
      this.#attempt = 0;
      this.onstate?.(true);
      for (const text of this.#queued.values()) socket.send(text);
      this.#queued.clear();
      // The host's time is measured again at every connection: the phone may have slept, or
      // its clock been set, since the last.
      this.#timeAsks.clear();
      this.#timeSamples = [];
      this.#askTime(socket);
    };
    socket.onmessage = (event) => {
      if (current()) this.#receive(event.data);
    };
    socket.onclose = (event) => {
      if (!current()) return;
      const wasReady = this.#ready;
      this.#ready = false;
      this.#socket = null;
      const why: ChannelEnd | null =
        event.code === CLOSE_ENDED
          ? "ended"
          : event.code === CLOSE_REPLACED
            ? "replaced"
            : event.code === CLOSE_SENT_AWAY
              ? "sent_away"
              : null;
      if (why !== null) {
        this.#end(why);
        if (wasReady) this.onstate?.(false);
        this.onended?.(why);
        return;
      }
      this.#rejectSent();
      if (wasReady) this.onstate?.(false);
      this.#wait(retryDelay(this.#attempt++), () => {
        if (current()) this.#connect();
      });
    };
  }

  /** The channel is over: whatever waits for an answer is told why, queued or sent. */
  #end(why: ChannelEnd): void {
    this.#ended = why;
    this.#generation += 1;
    this.#queued.clear();
    for (const request of this.#pending.values()) request.reject(endError(why));
    this.#pending.clear();
  }

  /** What was sent went with the socket; what was queued is sent when one opens again. */
  #rejectSent(): void {
    for (const [id, request] of this.#pending) {
      if (!this.#queued.has(id)) {
        request.reject(DISCONNECTED);
        this.#pending.delete(id);
      }
    }
  }

  /** Asks the host's time once more, unless this connection has asked enough. */
  #askTime(socket: SocketLike): void {
    if (this.#timeSamples.length + this.#timeAsks.size >= TIME_ASKS) return;
    const ask = this.#nextTimeAsk++;
    this.#timeAsks.set(ask, this.#now());
    const asked: TimeAsk = { time: ask };
    socket.send(JSON.stringify(asked));
  }

  /** An answer to an ask of the host's time: one more sample, and the next ask. */
  #timeAnswered(ask: number, host: number): void {
    const sent = this.#timeAsks.get(ask);
    if (sent === undefined) return;
    this.#timeAsks.delete(ask);
    this.#timeSamples.push({ sent, received: this.#now(), host });
    const offset = bestOffset(this.#timeSamples);
    if (offset !== null) this.onoffset?.(offset);
    if (this.#ready && this.#socket !== null) this.#askTime(this.#socket);
  }

  #receive(data: unknown): void {
    if (typeof data !== "string") return;
    let message: Message;
    try {
      message = JSON.parse(data) as Message;
    } catch {
      return;
    }
    if (typeof message !== "object" || message === null) return;
    if (typeof message.host_ms === "number" && typeof message.time === "number") {
      this.#timeAnswered(message.time, message.host_ms);
      return;
    }
    if ("notice" in message) {
      const notice = readNotice(message.notice);
      if (notice !== null) this.onnotice?.(notice);
      return;
    }
    if (typeof message.id !== "number") return;
    const request = this.#pending.get(message.id);
    if (request === undefined) return;
    this.#pending.delete(message.id);
    if (message.error !== undefined) request.reject(message.error);
    else request.resolve(message.answer ?? null);
  }
}

/** The browser's WebSocket to `address`, as the transport sees a socket. */
export function browserSocket(address: string): SocketLike {
  const socket = new WebSocket(address);
  const like: SocketLike = {
    send: (text) => socket.send(text),
    close: () => socket.close(),
    onopen: null,
    onmessage: null,
    onclose: null,
  };
  socket.onopen = () => like.onopen?.();
  socket.onmessage = (event) => like.onmessage?.({ data: event.data });
  socket.onclose = (event) => like.onclose?.({ code: event.code });
  return like;
}

/** The join token in the address of a page a shared table served (`?t=`), if any. */
export function joinTokenOf(location: { search: string }): string | null {
  const token = new URLSearchParams(location.search).get("t");
  return token === null || token === "" ? null : token;
}

/**
 * The channel's address for a page served by a shared table: its own host, with the join
 * token, and the seat key once the device holds a seat.
 */
export function socketAddress(
  location: { protocol: string; host: string; search: string },
  seatKey: string | null = null,
): string | null {
  const token = joinTokenOf(location);
  if (token === null) return null;
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const seat = seatKey === null || seatKey === "" ? "" : `&s=${encodeURIComponent(seatKey)}`;
  return `${scheme}//${location.host}/ws?t=${encodeURIComponent(token)}${seat}`;
}
