// The browser build's storage: a browser may clear a site's data when the device runs short of
// space, unless the site's storage is persistent. Tableside asks for it once a match has been
// started (the first thing worth keeping), and Settings shows the answer. Outside the browser
// build the question does not arise: the desktop app's file is the operating system's.

/** What the browser says of the site's storage. */
export type Persistence = "persisted" | "not_persisted" | "unsupported";

/** The part of `navigator.storage` asked (the browser's, or a test's). */
export interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

function storageOf(): StorageManagerLike | null {
  if (import.meta.env.MODE !== "web" || typeof navigator === "undefined") return null;
  return navigator.storage ?? null;
}

export class SiteStorage {
  /** The last answer; `null` until asked or outside the browser build. */
  state = $state<Persistence | null>(null);
  #asked = false;
  readonly #storage: StorageManagerLike | null;

  constructor(storage: StorageManagerLike | null = storageOf()) {
    this.#storage = storage;
  }

  /** Reads the answer without asking for anything (for Settings). */
  async refresh(): Promise<void> {
    if (this.#storage === null) return;
    if (this.#storage.persisted === undefined) {
      this.state = "unsupported";
      return;
    }
    this.state = (await this.#storage.persisted()) ? "persisted" : "not_persisted";
  }

  /** Asks the browser to keep the site's storage, once a page's life: after a match starts. */
  async askOnce(): Promise<void> {
    if (this.#storage === null || this.#asked) return;
    this.#asked = true;
    if (this.#storage.persist === undefined) {
      this.state = "unsupported";
      return;
    }
    try {
      this.state = (await this.#storage.persist()) ? "persisted" : "not_persisted";
    } catch {
      this.state = "not_persisted";
    }
  }
}

export const siteStorage = new SiteStorage();
