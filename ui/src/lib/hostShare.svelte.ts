// The host's side of a shared table, for the match on its screen: whether that match is
// shared (and how: address, seats, devices), sharing it, freeing a seat, stopping; and, while
// it is shared, following the changes the phones make. The window hears of them by asking
// `table_since` with `wait`, which the host answers once the match has changed (or after
// a while, as it is), and puts each answer in place as it puts an action's answer. Who is at
// the table (a phone joining, sitting, leaving) it hears the same way, from `sharing_since`,
// so the chip and the sheet change within a moment rather than at the next poll.

import type { Api } from "./api";
import type { IpcError, MatchChange, ShareStatus } from "./bindings";
import { toIpcError } from "./errors";

export type HostShareApi = Pick<
  Api,
  "shareTable" | "sharingStatus" | "sharingSince" | "freeSeat" | "sendAwayWatchers" | "stopSharing" | "tableSince"
>;

/** What the host's loop needs of the match on screen (`MatchSession`). */
export interface FollowedTable {
  readonly id: number;
  readonly view: { log: readonly unknown[] };
  follow(change: MatchChange): Promise<void>;
}

/** How long the loop rests after a failure, or an answer that did not bring the table up to date. */
const RETRY_MS = 2000;

/** How many devices are at the table now: the seats' connected devices and the watchers. */
export function connectedDevices(status: ShareStatus): number {
  return status.seats.filter((seat) => seat.connected).length + status.watching;
}

export class HostShare {
  /** The sharing of the match on screen; null while it is not shared (another may be). */
  status = $state.raw<ShareStatus | null>(null);
  busy = $state(false);
  /** Counts the loops started, so a loop that outlived its sharing stops at its next step. */
  #loop = 0;
  #following = false;
  #disposed = false;

  constructor(
    private readonly api: HostShareApi,
    private readonly table: FollowedTable,
    private readonly onError: (error: IpcError) => void,
    private readonly rest: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  ) {}

  /** Whether the match on screen is the one shared now. */
  get shared(): boolean {
    return this.status !== null && this.status.match_id === this.table.id;
  }

  /** Whether the loop that follows the phones' changes runs now. */
  get following(): boolean {
    return this.#following;
  }

  /**
   * Asks whether the match on screen is shared (the app shares a table again when it starts),
   * and how: asked every few seconds, so a failure keeps what was known and says nothing.
   */
  async refresh(): Promise<void> {
    try {
      this.#set(await this.api.sharingStatus());
    } catch {
      // Asked again in a moment.
    }
  }

  /** Shares the match on screen, in place of any other table shared. */
  share(): Promise<void> {
    return this.#run(() => this.api.shareTable(this.table.id));
  }

  free(seat: number): Promise<void> {
    return this.#run(() => this.api.freeSeat(seat));
  }

  /** Closes the connection of every device that only watches: they stop trying the table. */
  sendAwayWatchers(): Promise<void> {
    return this.#run(() => this.api.sendAwayWatchers());
  }

  stop(): Promise<void> {
    return this.#run(async () => {
      await this.api.stopSharing();
      return null;
    });
  }

  /** The screen leaves the match: the loop stops, whatever the sharing does. */
  dispose(): void {
    this.#disposed = true;
    this.#loop += 1;
    this.#following = false;
  }

  async #run(work: () => Promise<ShareStatus | null>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      this.#set(await work());
    } catch (raw) {
      this.onError(toIpcError(raw));
    } finally {
      this.busy = false;
    }
  }

  #set(status: ShareStatus | null): void {
    this.status = status !== null && status.match_id === this.table.id ? status : null;
    if (this.shared && !this.#following && !this.#disposed) {
      const loop = ++this.#loop;
      void this.#follow(loop);
      void this.#watch(loop);
    } else if (!this.shared && this.#following) {
      this.#loop += 1;
      this.#following = false;
    }
  }

  /** Asks for the table's changes, one answer at a time, while the match is shared. */
  async #follow(loop: number): Promise<void> {
    this.#following = true;
    const current = () => loop === this.#loop && this.shared;
    while (current()) {
      const seen = this.table.view.log.length;
      try {
        const change = await this.api.tableSince(this.table.id, seen, true);
        if (!current()) break;
        await this.table.follow(change);
        // A table that could not be brought up to date rests before it asks again, rather
        // than asking as fast as the host answers.
        if (this.table.view.log.length < change.update.log_len) await this.rest(RETRY_MS);
      } catch {
        if (!current()) break;
        await this.rest(RETRY_MS);
      }
    }
    if (loop === this.#loop) this.#following = false;
  }

  /** Asks for the sharing's status each time who is at the table changes, while it is shared. */
  async #watch(loop: number): Promise<void> {
    const current = () => loop === this.#loop && this.shared;
    while (current() && this.status !== null) {
      try {
        const status = await this.api.sharingSince(this.status.changes);
        if (!current()) break;
        // Sharing ended, or moved to another match: `#set` ends both loops.
        this.#set(status);
      } catch {
        if (!current()) break;
        await this.rest(RETRY_MS);
      }
    }
  }
}
