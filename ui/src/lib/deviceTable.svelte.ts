// A phone at a table the host shares: the join page (the seats, and watching), the seat it
// took, and the match it then shows, kept up to date with the host's notices. It never asks
// the host's own commands; everything here is one of the table's (`TABLE_COMMANDS`).

import type { Api } from "./api";
import type { IpcError, TableInvite } from "./bindings";
import { toIpcError } from "./errors";
import { DeviceTableCopy } from "./deviceTableCopy.svelte";
import { followUpdate } from "./matchUpdate";
import { MatchSession } from "./session.svelte";
import type { TableNotice } from "./transport";

/** What the device asks of the host. */
export type DeviceApi = Pick<Api, "joinTable" | "takeSeat" | "openMatch" | "act" | "rematch" | "tableSince" | "exportMatch">;

/** What the device needs of its channel (`TableLink`). */
export interface DeviceLink {
  readonly seatKey: string | null;
  setSeatKey(key: string | null): void;
  onNotice(listener: (notice: TableNotice) => void): () => void;
  onReconnect(listener: () => void): () => void;
  whenConnected(): Promise<void>;
  nextActionKey(): string;
}

/** A seat as the join page offers it: free to take, taken by another device, or this one's. */
export interface SeatChoice {
  seat: number;
  name: string;
  state: "free" | "taken" | "yours";
  /** Whether tapping it does something: take a free seat, or go back to one's own. */
  offered: boolean;
}

/**
 * The seats of `invite` as the join page shows them. A device without a seat may take any
 * free one; a device with a seat goes back to it, and takes no other.
 */
export function seatChoices(invite: TableInvite): SeatChoice[] {
  return invite.seats.map(({ seat, name, taken }) => {
    if (invite.you === seat) return { seat, name, state: "yours", offered: true };
    const state = taken ? "taken" : "free";
    return { seat, name, state, offered: !taken && invite.you === null };
  });
}

/** Where the device is: waiting for the host's first answer, at the join page, or at the table. */
export type DeviceStage = "connecting" | "join" | "table";

export class DeviceTable {
  stage = $state<DeviceStage>("connecting");
  invite = $state.raw<TableInvite | null>(null);
  /** The match on screen; replaced whole, never edited. */
  session = $state.raw<MatchSession | null>(null);
  /** The host freed this device's seat: the join page says so until it sits or watches. */
  freed = $state(false);
  /** The seat key this page kept is none the table gave (an old or mistyped address): the
   * join page says so, in place of a freed seat, until it sits or watches. */
  seatUnknown = $state(false);
  /** The seat to act now, if one is, as the host last said: a seat's phone says when it is its turn. */
  toAct = $state<number | null>(null);
  /** The host refused to join (no table shared now, …): the waiting page says why. */
  problem = $state<IpcError | null>(null);
  /** A seat being taken, or the table being opened: the buttons wait. */
  busy = $state(false);
  /** The phone's own copy of the match, to keep once the host can no longer be asked. */
  readonly copy: DeviceTableCopy;
  #unsubscribe: (() => void)[] = [];

  constructor(
    private readonly api: DeviceApi,
    private readonly link: DeviceLink,
    /** Shown as a toast. */
    private readonly onError: (error: IpcError) => void,
    copy?: DeviceTableCopy,
  ) {
    this.copy = copy ?? new DeviceTableCopy((id) => this.api.exportMatch(id));
  }

  get choices(): SeatChoice[] {
    return this.invite === null ? [] : seatChoices(this.invite);
  }

  /** Joins: back to the seat this device holds (a page loaded again), else the join page. */
  start(): Promise<void> {
    this.#unsubscribe.push(
      this.link.onNotice((notice) => this.#heard(notice)),
      this.link.onReconnect(() => {
        void this.session?.refresh();
        void this.#ask();
      }),
    );
    return this.#ask();
  }

  stop(): void {
    this.copy.stop();
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#unsubscribe = [];
  }

  /** Takes `seat`, connects as its device from now on, and sits down at the table. */
  async takeSeat(seat: number): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const pass = await this.api.takeSeat(seat);
      this.link.setSeatKey(pass.token);
      this.freed = false;
      this.seatUnknown = false;
      await this.#enter(pass.seat);
    } catch (raw) {
      const error = toIpcError(raw);
      this.onError(error);
      // Another device was quicker: the page shows who holds what now.
      if (error.code === "SHARE_SEAT_TAKEN") await this.#ask();
    } finally {
      this.busy = false;
    }
  }

  /** Back to the seat this device holds. */
  async backToSeat(): Promise<void> {
    const seat = this.invite?.you ?? null;
    if (seat === null || this.busy) return;
    this.busy = true;
    try {
      await this.#enter(seat);
    } catch (raw) {
      this.onError(toIpcError(raw));
    } finally {
      this.busy = false;
    }
  }

  /** Shows the whole table without a seat, as the host's screen does. */
  async watch(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      this.freed = false;
      this.seatUnknown = false;
      await this.#enter(null);
    } catch (raw) {
      this.onError(toIpcError(raw));
    } finally {
      this.busy = false;
    }
  }

  /** From the table to the join page (a watcher who wants a seat); the seat stays this device's. */
  toSeats(): void {
    this.session = null;
    this.stage = "join";
    void this.#ask();
  }

  async #enter(seat: number | null): Promise<void> {
    const invite = this.invite;
    if (invite === null) return;
    const snapshot = await this.api.openMatch(invite.match_id);
    this.session = new MatchSession(this.api, snapshot, this.onError, { viewer: seat, link: this.link });
    this.stage = "table";
    void this.copy.now(invite.match_id);
  }

  #heard(notice: TableNotice): void {
    const session = this.session;
    switch (notice.kind) {
      case "changed": {
        // Every change, this device's own included, is told to every device.
        this.copy.changed(notice.match);
        if (session !== null && notice.match === session.id) this.toAct = notice.to_act;
        // The device's own action is put in place by its answer. Another's change comes in the
        // notice: put in place as it is when the table had every entry before it, and asked
        // for only after a gap (notices missed while the connection was away).
        if (session === null || notice.match !== session.id || notice.log <= session.view.log.length) break;
        const follows = notice.update !== null && followUpdate(session.view, notice.update) !== null;
        if (follows && notice.update !== null) void session.follow({ id: notice.match, update: notice.update });
        else void session.refresh();
        break;
      }
      case "behind":
        void session?.refresh();
        void this.#ask();
        break;
      case "seats":
        void this.#ask();
        break;
      case "moved":
        void this.#moved();
        break;
    }
  }

  /** The host started the next match at this table (a rematch): a device at the table goes on
   * at it, in the seat it holds, or watching as it was. */
  async #moved(): Promise<void> {
    const watching = this.session !== null && this.session.viewer === null;
    await this.#ask();
    const invite = this.invite;
    if (invite === null || this.stage !== "table") return;
    try {
      await this.#enter(watching ? null : invite.you);
    } catch (raw) {
      this.onError(toIpcError(raw));
    }
  }

  /** Asks the host for the seats and this device's place among them, and acts on the answer. */
  async #ask(): Promise<void> {
    let invite: TableInvite;
    try {
      invite = await this.api.joinTable();
    } catch (raw) {
      const error = toIpcError(raw);
      // A lost connection asks again once it is back (`onReconnect`).
      if (error.code !== "SHARE_DISCONNECTED") this.problem = error;
      return;
    }
    this.problem = null;
    this.invite = invite;
    this.toAct = invite.to_act;
    if (invite.seat_freed) {
      await this.#seatLost("freed");
      return;
    }
    // A key kept that holds no seat and was never freed: not one this table gave.
    if (invite.you === null && this.link.seatKey !== null) {
      await this.#seatLost("unknown");
      return;
    }
    if (this.stage === "connecting") {
      if (invite.you !== null) {
        try {
          await this.#enter(invite.you);
        } catch (raw) {
          this.onError(toIpcError(raw));
          this.stage = "join";
        }
      } else {
        this.stage = "join";
      }
    }
  }

  /** The host freed this device's seat, or the key it kept is none the table gave: back to
   * the join page, as a device without one. */
  async #seatLost(why: "freed" | "unknown"): Promise<void> {
    this.freed = why === "freed";
    this.seatUnknown = why === "unknown";
    this.session = null;
    this.stage = "join";
    this.link.setSeatKey(null);
    try {
      this.invite = await this.api.joinTable();
    } catch {
      // Asked again when the connection is back.
    }
  }
}
