// The browser build's transport: the app's core, compiled to WebAssembly, runs in a dedicated
// Web Worker (`backend.worker.ts`) with its database on the origin private file system. The
// page posts each command to it and awaits the answer; the worker runs one command at a time,
// committing each action before it answers, as the desktop app does.

import type { IpcError, Progress } from "./bindings";
import type { Transport } from "./transport";

/** What the page sends the worker: a command, its arguments as JSON text. */
export interface WorkerRequest {
  id: number;
  command: string;
  args: string;
}

/**
 * What the worker sends the page: once, how the database opened (`kept`: on the device, or
 * for this visit only), then for each request its answer or error (JSON text) and any progress.
 */
export type WorkerMessage =
  | { opened: { kept: boolean } }
  | { id: number; answer: string }
  | { id: number; error: string }
  | { id: number; progress: string };

/** What the transport needs of a worker (the browser's, or a test's). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: { data: WorkerMessage }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const WORKER_FAILED: IpcError = {
  code: "BACKEND_FAILED",
  message: "the app's engine stopped in this page: reload it",
  rule: null,
  reason: null,
};

/** An error as the worker sent it, or the words it came as when it is not an `IpcError`. */
function readError(text: string): IpcError {
  try {
    const error = JSON.parse(text) as Partial<IpcError>;
    if (typeof error.code === "string" && typeof error.message === "string") {
      return { code: error.code, message: error.message, rule: error.rule ?? null, reason: error.reason ?? null };
    }
  } catch {
    // Not JSON: a failure of the worker's own, below.
  }
  return { ...WORKER_FAILED, message: text };
}

export class WorkerTransport implements Transport {
  readonly #worker: WorkerLike;
  #next = 1;
  readonly #pending = new Map<
    number,
    { resolve: (answer: unknown) => void; reject: (error: IpcError) => void; onProgress?: (progress: Progress) => void }
  >();
  #failed: IpcError | null = null;
  /** Whether the database is kept on this device (false: for this visit only), once it opened. */
  readonly kept: Promise<boolean>;

  constructor(worker: WorkerLike) {
    this.#worker = worker;
    let opened: (kept: boolean) => void = () => {};
    this.kept = new Promise((resolve) => (opened = resolve));
    worker.onmessage = ({ data }) => {
      if ("opened" in data) {
        opened(data.opened.kept);
        return;
      }
      const pending = this.#pending.get(data.id);
      if (pending === undefined) return;
      if ("progress" in data) {
        pending.onProgress?.(JSON.parse(data.progress) as Progress);
        return;
      }
      this.#pending.delete(data.id);
      if ("answer" in data) pending.resolve(JSON.parse(data.answer));
      else pending.reject(readError(data.error));
    };
    // The worker's script or its WebAssembly failed to load, or it panicked: every request
    // waiting, and every one after, is refused rather than left hanging.
    worker.onerror = () => {
      this.#failed = WORKER_FAILED;
      for (const pending of this.#pending.values()) pending.reject(WORKER_FAILED);
      this.#pending.clear();
    };
  }

  call(command: string, args: Record<string, unknown>, onProgress?: (progress: Progress) => void): Promise<unknown> {
    if (this.#failed !== null) return Promise.reject(this.#failed);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      this.#worker.postMessage({ id, command, args: JSON.stringify(args) });
    });
  }
}

/** The browser build's worker, started once by the page. */
export function backendWorker(): WorkerLike {
  // The browser's Worker types its events loosely (`MessageEvent<any>`); the messages are the
  // worker's own, as `WorkerMessage` says.
  return new Worker(new URL("./backend.worker.ts", import.meta.url), {
    type: "module",
    name: "tableside",
  }) as unknown as WorkerLike;
}
