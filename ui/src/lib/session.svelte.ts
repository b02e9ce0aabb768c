// A match at the table: the latest snapshot from the engine, and the one path by which the
// table changes it. Actions are sent one at a time, in the order they were tapped, so a burst
// of taps lands in the log in order.

import type { Action, GameAction, IpcError, MatchSnapshot } from "./bindings";
import type { Api } from "./api";
import { isRuleRefusal, toIpcError } from "./errors";
import { applyUpdate } from "./matchUpdate";

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

export class MatchSession {
  // Replaced whole on every answer, never edited in place: no deep proxy needed.
  snapshot = $state.raw<MatchSnapshot>() as MatchSnapshot;
  refused = $state<Refused | null>(null);
  /** Sequence number of the last log entry this table created with a random result. */
  lastRandomSeq = $state<number | null>(null);
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly api: Pick<Api, "act" | "rematch" | "openMatch">,
    snapshot: MatchSnapshot,
    /** Shown as a toast: refusals that no ruling can override, and failures. */
    private readonly onError: (error: IpcError) => void,
    /**
     * The match as history shows it at an earlier entry: the table draws it, nothing changes
     * it. Every action is declined without asking the engine, and the frame hides the controls.
     */
    readonly viewOnly = false,
  ) {
    this.snapshot = snapshot;
  }

  /** A table that only shows `snapshot`; the caller replaces `snapshot` to show another entry. */
  static viewing(snapshot: MatchSnapshot): MatchSession {
    const declined = () => Promise.reject(new Error("a match in history is not played"));
    return new MatchSession({ act: declined, rematch: declined, openMatch: declined }, snapshot, () => {}, true);
  }

  get id(): number {
    return this.snapshot.id;
  }

  get view() {
    return this.snapshot.view;
  }

  /** Sends `action`; resolves to whether the engine took it. */
  send(action: Action): Promise<boolean> {
    if (this.viewOnly) return Promise.resolve(false);
    const run = this.#queue.then(() => this.#send(action));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  play(play: GameAction): Promise<boolean> {
    return this.send({ kind: "play", play });
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
      error: { code: "ruling", message: "", rule, reason },
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

  async #send(action: Action): Promise<boolean> {
    try {
      mark("act-sent");
      const change = await this.api.act(this.snapshot.id, action);
      mark("act-answered");
      const view = applyUpdate(this.snapshot.view, change.update);
      mark("act-merged");
      // An answer that does not follow the view here (another window acted on the match):
      // the whole match again.
      const next = view === null ? await this.api.openMatch(change.id) : { id: change.id, view };
      this.snapshot = next;
      mark("act-assigned");
      const last = next.view.log[next.view.log.length - 1];
      if (last !== undefined && last.random.length > 0 && (action.kind === "roll" || action.kind === "play")) {
        this.lastRandomSeq = last.seq;
      }
      return true;
    } catch (raw) {
      const error = toIpcError(raw);
      if (isRuleRefusal(error) && (action.kind === "play" || action.kind === "ruling")) {
        const earlier = action.kind === "ruling" ? action.waive : [];
        this.refused = {
          error,
          play: action.play,
          waive: [...new Set([...earlier, error.rule])],
        };
      } else {
        this.onError(error);
      }
      return false;
    }
  }
}
