// The answers to the first screen's commands, which the backend puts in the window before the
// page starts (`src-tauri/crates/core/src/commands/startup.rs`), so that home is drawn in the script's
// first task instead of after three round trips. Each answer is taken once, by the first page
// of the window: a page loaded again asks, since what the answers said may have changed since
// the window opened.

/** Where the backend's script leaves the answers, by command name. */
const GLOBAL = "__TABLESIDE_FIRST_ANSWERS__";
/** Marks, for the window's session, that a page has taken them. */
const TAKEN = "tableside.first-answers-taken";

/** What the page may keep in its session; `sessionStorage` in the app. */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export class FirstAnswers {
  readonly #answers: Map<string, unknown>;

  constructor(answers: Record<string, unknown> = {}) {
    this.#answers = new Map(Object.entries(answers));
  }

  /** The answers the backend gave this page, if it is the window's first. */
  static ofThisPage(): FirstAnswers {
    if (typeof window === "undefined") return new FirstAnswers();
    const scope = window as unknown as Record<string, unknown>;
    return FirstAnswers.take(scope, () => window.sessionStorage);
  }

  /** The answers in `scope`, unless a page of this session has taken them already. */
  static take(scope: Record<string, unknown>, session: () => SessionStore | null): FirstAnswers {
    const given = scope[GLOBAL];
    if (typeof given !== "object" || given === null) return new FirstAnswers();
    try {
      const store = session();
      if (store === null || store.getItem(TAKEN) !== null) return new FirstAnswers();
      store.setItem(TAKEN, "1");
    } catch {
      // No session storage: a reload could not tell, so nothing is taken.
      return new FirstAnswers();
    }
    return new FirstAnswers(given as Record<string, unknown>);
  }

  /** The answer to `command`, once; `undefined` when there is none (left). */
  once(command: string): { answer: unknown } | undefined {
    if (!this.#answers.has(command)) return undefined;
    const answer = this.#answers.get(command);
    this.#answers.delete(command);
    return { answer };
  }
}
