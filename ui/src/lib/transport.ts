// How a command reaches the host's engine and store: through the app's IPC inside the app
// (`call`, `src-tauri/src/commands/window.rs`), or through the shared table's WebSocket in a
// player's browser (`tableside-share`). Both carry the same commands and answers; `api.ts`
// types them and knows no transport.

import type { IpcError, Progress } from "./bindings";

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
  onclose: (() => void) | null;
}

/** One reply of the shared table's channel. */
interface Reply {
  id: number | null;
  answer?: unknown;
  error?: IpcError;
}

const DISCONNECTED: IpcError = {
  code: "SHARE_DISCONNECTED",
  message: "the connection to the host's table was lost",
  rule: null,
  reason: null,
};

/** How long to wait before connecting again after the connection closed, growing to a cap. */
export function retryDelay(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 5000);
}

/**
 * The shared table's WebSocket: requests numbered and matched to their replies, sent as soon
 * as the socket is open (queued until then), and the socket opened again when it closes. A
 * request that was sent and not answered when the socket closed is rejected: the device asks
 * again once it has caught up with the table.
 */
export class SocketTransport implements Transport {
  readonly #open: () => SocketLike;
  readonly #wait: (ms: number, then: () => void) => void;
  #socket: SocketLike | null = null;
  #ready = false;
  #attempt = 0;
  #next = 1;
  /** Requests asked while the socket was not open, by ID, in the order asked. */
  #queued = new Map<number, string>();
  readonly #pending = new Map<number, { resolve: (answer: unknown) => void; reject: (error: IpcError) => void }>();
  /** Told whenever the channel opens or closes, for a banner saying the device is offline. */
  onstate: ((connected: boolean) => void) | null = null;

  constructor(open: () => SocketLike, wait: (ms: number, then: () => void) => void = (ms, then) => setTimeout(then, ms)) {
    this.#open = open;
    this.#wait = wait;
    this.#connect();
  }

  call(command: string, args: Record<string, unknown>): Promise<unknown> {
    const id = this.#next++;
    const text = JSON.stringify({ id, command, args });
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#ready && this.#socket !== null) this.#socket.send(text);
      else this.#queued.set(id, text);
    });
  }

  #connect(): void {
    const socket = this.#open();
    this.#socket = socket;
    socket.onopen = () => {
      this.#ready = true;
      this.#attempt = 0;
      this.onstate?.(true);
      for (const text of this.#queued.values()) socket.send(text);
      this.#queued.clear();
    };
    socket.onmessage = (event) => this.#receive(event.data);
    socket.onclose = () => {
      const wasReady = this.#ready;
      this.#ready = false;
      this.#socket = null;
      // What was sent went with the socket; what was queued is sent when it opens again.
      for (const [id, request] of this.#pending) {
        if (!this.#queued.has(id)) {
          request.reject(DISCONNECTED);
          this.#pending.delete(id);
        }
      }
      if (wasReady) this.onstate?.(false);
      this.#wait(retryDelay(this.#attempt++), () => this.#connect());
    };
  }

  #receive(data: unknown): void {
    if (typeof data !== "string") return;
    let reply: Reply;
    try {
      reply = JSON.parse(data) as Reply;
    } catch {
      return;
    }
    if (reply.id === null) return;
    const request = this.#pending.get(reply.id);
    if (request === undefined) return;
    this.#pending.delete(reply.id);
    if (reply.error !== undefined) request.reject(reply.error);
    else request.resolve(reply.answer ?? null);
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
  socket.onclose = () => like.onclose?.();
  return like;
}

/** The channel's address for a page served by a shared table: its own host, with the token. */
export function socketAddress(location: { protocol: string; host: string; search: string }): string | null {
  const token = new URLSearchParams(location.search).get("t");
  if (token === null || token === "") return null;
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws?t=${encodeURIComponent(token)}`;
}
