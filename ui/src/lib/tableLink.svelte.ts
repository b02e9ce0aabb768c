// A device at a table the host shares over the local network (a phone that opened the join
// address): whether its channel is open, the host's notices, the seat key it connects with,
// and the names it gives its actions, so that one sent again after a lost connection is applied
// once. The host's own window has none of this (`api.ts` makes one only on a device).

import type { IpcError } from "./bindings";
import { endError, type ChannelEnd, type TableNotice } from "./transport";
import { forgetStored, readStored, writeStored } from "./stored";

/** What the link needs of the channel (`SocketTransport`, or a test's). */
export interface LinkChannel {
  readonly connected: boolean;
  onstate: ((connected: boolean) => void) | null;
  onnotice: ((notice: TableNotice) => void) | null;
  /** Told once, when the channel is over, and why. */
  onended: ((why: ChannelEnd) => void) | null;
  /** Opens the channel again at once, with the seat key as it is now. */
  reconnect(): void;
}

/** Where a device keeps the seat key of a table (the browser's storage, or a test's map). */
export interface SeatKeyStore {
  read(name: string): string | null;
  write(name: string, value: string): void;
  forget(name: string): void;
}

export const browserStore: SeatKeyStore = { read: readStored, write: writeStored, forget: forgetStored };

/**
 * The seat key a device holds at the table of `joinToken`: kept per join token, so a phone
 * that reloads the page sits down again, and one that joins another table starts afresh.
 */
export class SeatKeys {
  readonly #name: string;

  constructor(
    joinToken: string,
    private readonly store: SeatKeyStore = browserStore,
  ) {
    this.#name = `tableside.seat.${joinToken}`;
  }

  get current(): string | null {
    const key = this.store.read(this.#name);
    return key === null || key === "" ? null : key;
  }

  set(key: string | null): void {
    if (key === null) this.store.forget(this.#name);
    else this.store.write(this.#name, key);
  }
}

/** A name for this page's run, so that action keys differ from those of an earlier load. */
function runName(): string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (word) => word.toString(36)).join("");
}

export class TableLink {
  /** Whether the channel to the host's table is open now. */
  connected = $state(false);
  /** Whether it has been open once: before that the device is connecting, after it reconnecting. */
  hasConnected = $state(false);
  /** Why the channel is over, once it is (the host stopped sharing the table, or another page
   * took this seat's place): the page says so. */
  ended = $state<ChannelEnd | null>(null);
  readonly #noticeListeners = new Set<(notice: TableNotice) => void>();
  readonly #reconnectListeners = new Set<() => void>();
  #waiting: { resolve: () => void; reject: (error: IpcError) => void }[] = [];
  #count = 0;
  readonly #run: string;

  constructor(
    private readonly channel: LinkChannel,
    private readonly seats: SeatKeys,
    run: string = runName(),
  ) {
    this.#run = run;
    this.connected = channel.connected;
    channel.onstate = (connected) => this.#changed(connected);
    channel.onnotice = (notice) => {
      for (const listener of this.#noticeListeners) listener(notice);
    };
    channel.onended = (why) => {
      this.ended = why;
      // Nothing waits for a connection that will not come: an action sent again once
      // connected is refused with the reason instead.
      const waiting = this.#waiting;
      this.#waiting = [];
      for (const { reject } of waiting) reject(endError(why));
    };
  }

  /** The seat key this device connects with, if it took a seat. */
  get seatKey(): string | null {
    return this.seats.current;
  }

  /** Keeps `key` (or forgets the one kept) and connects again with it. */
  setSeatKey(key: string | null): void {
    this.seats.set(key);
    this.channel.reconnect();
  }

  /** Hears every notice the host sends; the returned function stops it. */
  onNotice(listener: (notice: TableNotice) => void): () => void {
    this.#noticeListeners.add(listener);
    return () => this.#noticeListeners.delete(listener);
  }

  /** Hears each time the channel opens again after it had been open: a time to catch up. */
  onReconnect(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => this.#reconnectListeners.delete(listener);
  }

  /** Resolves once the channel is open: now, if it is; rejects with why once it is over. */
  whenConnected(): Promise<void> {
    if (this.connected) return Promise.resolve();
    if (this.ended !== null) return Promise.reject(endError(this.ended));
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  /** A new name for an action from this device: unique, and at most 64 bytes. */
  nextActionKey(): string {
    this.#count += 1;
    return `${this.#run}-${this.#count}`;
  }

  #changed(connected: boolean): void {
    this.connected = connected;
    if (!connected) return;
    const again = this.hasConnected;
    this.hasConnected = true;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const { resolve } of waiting) resolve();
    if (again) for (const listener of this.#reconnectListeners) listener();
  }
}
