// A match at the table: the latest snapshot from the engine, and the one path by which the
// table changes it. Actions are sent one at a time, in the order they were tapped, so a burst
// of taps lands in the log in order. At a shared table the match also changes elsewhere (a
// phone, the host): `follow` puts such a change in place, and every action says how much of
// the log the table showed (`seen`), so an action of the whole table made on a table that has
// moved on is refused rather than applied twice.

import type { Action, AdvanceTo, GameAction, IpcError, MatchChange, MatchSnapshot } from "./bindings";
import type { Api } from "./api";
import { isRuleRefusal, toIpcError } from "./errors";
import { followUpdate } from "./matchUpdate";

/** A rule refused a play: what the refusal sheet shows, and what a ruling would send. */
export interface Refused {
  error: IpcError & { rule: string };
  /** The refused play, sent again with the ruling; null when no play was refused. */
  play: GameAction | null;
  /** Every rule the ruling must waive: this one and any waived in the attempt that led here. */
  waive: string[];
  /** Nothing was refused: the table asked to log a ruling (e.g. a card's text it resolved). */
  asked?: boolean;
}

/**
 * A performance mark (`tableside:<name>`) in the page's timeline, only the latest of each name
 * kept: where a tap's time goes, for the bench that times taps in the real app.
 */
function mark(name: string): void {
  const full = `tableside:${name}`;
  performance.clearMarks(full);
  performance.mark(full);
}

/** What a seat's own device adds to its actions (`TableLink`). */
export interface ActionLink {
  /** A new name for an action from this device, sent with it. */
  nextActionKey(): string;
  /** Resolves once the channel to the host's table is open again. */
  whenConnected(): Promise<void>;
}

export interface SessionOptions {
  /**
   * The match as history shows it at an earlier entry: the table draws it, nothing changes
   * it. Every action is declined without asking the engine, and the frame hides the controls.
   */
  viewOnly?: boolean;
  /**
   * The seat this screen belongs to (a player's own phone at a shared table): its area sits
   * at the bottom, upright and large, the others compact. `null`: the whole table, each area
   * facing its own edge, as the host's device lying between the players shows it.
   */
  viewer?: number | null;
  /** A device at a shared table: its actions carry keys, and one lost with the connection is sent again. */
  link?: ActionLink;
}

/** The commands a table uses. */
export type SessionApi = Pick<Api, "act" | "rematch" | "openMatch" | "tableSince">;

export class MatchSession {
  // Replaced whole on every answer, never edited in place: no deep proxy needed.
  snapshot = $state.raw<MatchSnapshot>() as MatchSnapshot;
  refused = $state<Refused | null>(null);
  /** Sequence number of the last log entry this table created with a random result. */
  lastRandomSeq = $state<number | null>(null);
  #queue: Promise<unknown> = Promise.resolve();
  /** A catch-up under way, and whether another change was heard while it ran. */
  #refreshing: Promise<void> | null = null;
  #refreshAgain = false;
  readonly viewOnly: boolean;
  readonly viewer: number | null;
  readonly #link: ActionLink | undefined;

  constructor(
    private readonly api: SessionApi,
    snapshot: MatchSnapshot,
    /** Shown as a toast: refusals that no ruling can override, and failures. */
    private readonly onError: (error: IpcError) => void,
    options: SessionOptions = {},
  ) {
    this.snapshot = snapshot;
    this.viewOnly = options.viewOnly ?? false;
    this.viewer = options.viewer ?? null;
    this.#link = options.link;
  }

  /** A table that only shows `snapshot`; the caller replaces `snapshot` to show another entry. */
  static viewing(snapshot: MatchSnapshot): MatchSession {
    const declined = () => Promise.reject(new Error("a match in history is not played"));
    const api = { act: declined, rematch: declined, openMatch: declined, tableSince: declined };
    return new MatchSession(api, snapshot, () => {}, { viewOnly: true });
  }

  get id(): number {
    return this.snapshot.id;
  }

  get view() {
    return this.snapshot.view;
  }

  /** Sends `action`; resolves to whether the engine took it. `step`: for an advance, the one
   * phase step a ruling applies when a rule holds the advance back. */
  send(action: Action, step: GameAction | null = null): Promise<boolean> {
    if (this.viewOnly) return Promise.resolve(false);
    const run = this.#queue.then(() => this.#send(action, step));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  play(play: GameAction): Promise<boolean> {
    return this.send({ kind: "play", play });
  }

  /** The game's next phase again and again, as one entry, until `to` (the next turn). A rule
   * that holds it back (a discard due) is a refusal like a play's, with its rule and reason;
   * a ruling then applies `step`, the game's one "next phase", with that rule waived. */
  advance(to: AdvanceTo = { until: "next_turn" }, step: GameAction | null = null): Promise<boolean> {
    return this.send({ kind: "advance", to }, step);
  }

  /** Applies the refused play as a ruling with `note`, waiving the rules that refused it. */
  applyRuling(note: string): Promise<boolean> {
    const refused = this.refused;
    if (refused === null) return Promise.resolve(false);
    this.refused = null;
    return this.send({ kind: "ruling", note: note.trim(), waive: refused.waive, play: refused.play });
  }

  /**
   * Opens the ruling note without a refusal: the table resolved something the engine cannot
   * apply (`reason` says what, `rule` is the rule it falls under) and logs it as a ruling.
   */
  askRuling(rule: string, reason: IpcError["reason"]): void {
    this.refused = {
      error: { code: "RULE_VIOLATION", message: "", rule, reason },
      play: null,
      waive: [],
      asked: true,
    };
  }

  /**
   * A new match with the same game, format, players and decks, which this table then shows:
   * one tap from the end of a match to the next one.
   */
  rematch(): Promise<boolean> {
    if (this.viewOnly) return Promise.resolve(false);
    const run = this.#queue.then(async () => {
      try {
        this.snapshot = await this.api.rematch(this.snapshot.id);
        this.refused = null;
        this.lastRandomSeq = null;
        return true;
      } catch (raw) {
        this.onError(toIpcError(raw));
        return false;
      }
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }

  dismissRefusal(): void {
    this.refused = null;
  }

  /**
   * Puts in place a change made elsewhere (or an action's answer): what the table lacks is
   * added, an answer older than the table is left aside, and one that skips entries the table
   * lacks brings the whole match again.
   */
  async follow(change: MatchChange): Promise<void> {
    if (change.id !== this.snapshot.id) return;
    const view = followUpdate(this.snapshot.view, change.update);
    if (view === null) {
      this.#adopt(await this.api.openMatch(change.id));
    } else if (view !== this.snapshot.view) {
      this.snapshot = { id: change.id, view };
    }
  }

  /**
   * Asks for what the table lacks and puts it in place: after a notice that the match changed,
   * or once the connection is back. Notices heard while one runs make one more, not one each.
   */
  refresh(): Promise<void> {
    if (this.viewOnly) return Promise.resolve();
    if (this.#refreshing !== null) {
      this.#refreshAgain = true;
      return this.#refreshing;
    }
    const run = async () => {
      do {
        this.#refreshAgain = false;
        const id = this.snapshot.id;
        await this.follow(await this.api.tableSince(id, this.snapshot.view.log.length, false));
      } while (this.#refreshAgain);
    };
    this.#refreshing = run()
      .catch((raw) => {
        const error = toIpcError(raw);
        // A lost connection catches up by itself once it is back; a channel that is over says
        // so across the top of the page.
        const quiet = ["SHARE_DISCONNECTED", "SHARE_ENDED", "SHARE_REPLACED"];
        if (!quiet.includes(error.code)) this.onError(error);
      })
      .finally(() => (this.#refreshing = null));
    return this.#refreshing;
  }

  /** `snapshot` in place of the table, unless the table shows more of the same match already. */
  #adopt(snapshot: MatchSnapshot): void {
    const current = this.snapshot;
    if (snapshot.id === current.id && snapshot.view.log.length < current.view.log.length) return;
    this.snapshot = snapshot;
  }

  /**
   * Sends `action` as the table shows the match now. On a device, with a key of its own: an
   * action whose connection was lost before its answer came is sent once more, with the same
   * key, when the connection is back, and the host applies it at most once.
   */
  async #act(action: Action): Promise<MatchChange> {
    const id = this.snapshot.id;
    const seen = this.snapshot.view.log.length;
    const link = this.#link;
    const key = link?.nextActionKey() ?? null;
    try {
      return await this.api.act(id, action, seen, key);
    } catch (raw) {
      if (link === undefined || toIpcError(raw).code !== "SHARE_DISCONNECTED") throw raw;
      await link.whenConnected();
      return await this.api.act(id, action, seen, key);
    }
  }

  async #send(action: Action, step: GameAction | null): Promise<boolean> {
    try {
      mark("act-sent");
      const change = await this.#act(action);
      mark("act-answered");
      const view = followUpdate(this.snapshot.view, change.update);
      mark("act-merged");
      // An answer that does not follow the view here (another window acted on the match):
      // the whole match again.
      if (view === null) this.#adopt(await this.api.openMatch(change.id));
      else if (view !== this.snapshot.view) this.snapshot = { id: change.id, view };
      mark("act-assigned");
      // The action's own entry, whatever else the table showed meanwhile.
      const own = change.update.lines.find((line) => line.seq === change.update.log_len - 1);
      if (own !== undefined && own.random.length > 0 && (action.kind === "roll" || action.kind === "play")) {
        this.lastRandomSeq = own.seq;
      }
      return true;
    } catch (raw) {
      const error = toIpcError(raw);
      if (error.code === "TABLE_CHANGED") {
        // Someone else moved the table on first: say so, and show it as it is now.
        this.onError(error);
        void this.refresh();
        return false;
      }
      const refusedPlay = action.kind === "play" || action.kind === "ruling" ? action.play : action.kind === "advance" ? step : null;
      if (isRuleRefusal(error) && refusedPlay !== null) {
        const earlier = action.kind === "ruling" ? action.waive : [];
        this.refused = {
          error,
          play: refusedPlay,
          waive: [...new Set([...earlier, error.rule])],
        };
      } else {
        this.onError(error);
      }
      return false;
    }
  }
}
