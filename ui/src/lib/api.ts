// The one place that talks to the backend. Every command goes through `call`, typed by the
// generated `Commands` (from the Rust list, `src-tauri/crates/core/src/commands/list.rs`), and
// `api` is a function per command generated from the same list (`commandsOver`): a command that
// is renamed, dropped or given other arguments there fails the type check where it is called. The backend
// runs each on a worker thread; a rejected command rejects with an `IpcError` (`errors.ts`).
// Inside the app a command goes through its IPC; in a browser that a shared table's host
// served, through the table's WebSocket (`transport.ts`); in the browser build, to the app's
// core in a Web Worker (`workerTransport.ts`). The same commands and answers every way.

import { Channel, invoke } from "@tauri-apps/api/core";
import type { CommandName, Commands, IpcError, Progress } from "./bindings";
import { commandsOver, TABLE_COMMANDS } from "./bindings";
import { toIpcError } from "./errors";
import { FirstAnswers } from "./firstAnswers";
import { SeatKeys, TableLink } from "./tableLink.svelte";
import { browserSocket, joinTokenOf, socketAddress, SocketTransport, type Transport } from "./transport";
import { backendWorker, WorkerTransport } from "./workerTransport";

const firstAnswers = FirstAnswers.ofThisPage();

/** The app's own IPC: one Tauri command, `call`, with a channel for a long command's progress. */
const ipc: Transport = {
  call(command, args, onProgress) {
    let progress: Channel<Progress> | undefined;
    if (onProgress !== undefined) {
      progress = new Channel<Progress>();
      progress.onmessage = onProgress;
    }
    return invoke("call", { command, args, progress });
  },
};

/**
 * A browser opened at a shared table's join address: its channel, which connects with the seat
 * key the device holds (read again at every connection), and the link the screens watch.
 */
function deviceChannel(): { transport: SocketTransport; link: TableLink } | null {
  // The join token in the page's address says it: the app's own window never has one, and a
  // window of the app that joined another's table shows the host's page, with it.
  if (typeof window === "undefined") return null;
  const location = window.location;
  const joinToken = joinTokenOf(location);
  if (joinToken === null) return null;
  const seats = new SeatKeys(joinToken);
  const transport = new SocketTransport(() => browserSocket(socketAddress(location, seats.current) ?? ""));
  return { transport, link: new TableLink(transport, seats) };
}

const device = deviceChannel();

/** The browser build (`vite build --mode web`): the app's core in a worker of this page. */
const inBrowser = import.meta.env.MODE === "web" && device === null;
const worker = inBrowser ? new WorkerTransport(backendWorker()) : null;

const transport: Transport = device?.transport ?? worker ?? ipc;

/**
 * In the browser build, whether the database is kept on this device (`false`: the browser
 * keeps no files for the page, and the table lasts this visit only); `null` elsewhere.
 */
export const keptOnDevice: Promise<boolean> | null = worker?.kept ?? null;

/**
 * This page's link to a table the host shares, when it is a device at that table (a phone's
 * browser); `null` in the app's own window, which is the host. A device calls the table's
 * commands only (`TABLE_COMMANDS`).
 */
export const tableLink: TableLink | null = device?.link ?? null;

/**
 * Which way this page's commands go: the app's IPC (the host's window), a shared table's
 * channel, or the browser build's worker.
 */
export const transportKind: "ipc" | "socket" | "worker" = device !== null ? "socket" : worker !== null ? "worker" : "ipc";

type Args<C extends CommandName> = Commands[C]["args"];
type Answer<C extends CommandName> = Commands[C]["answer"];

/** Runs `command`; `onProgress` hears how far a long one has come. */
export async function call<C extends CommandName>(
  command: C,
  args: Args<C>,
  onProgress?: (progress: Progress) => void,
): Promise<Answer<C>> {
  // The first screen's commands take no arguments; their first answers came with the page.
  const given = Object.keys(args).length === 0 ? firstAnswers.once(command) : undefined;
  if (given !== undefined) return given.answer as Answer<C>;
  // The host refuses a device its own commands; a device does not ask them at all.
  if (device !== null && !TABLE_COMMANDS.includes(command)) {
    const refused: IpcError = { code: "COMMAND_NOT_OFFERED", message: `\`${command}\` is the host's`, rule: null, reason: null };
    throw refused;
  }
  try {
    return (await transport.call(command, args, onProgress)) as Answer<C>;
  } catch (error) {
    throw toIpcError(error);
  }
}

/**
 * The desktop window's report of its start-up, once its first screen is drawn: not a command of
 * the list but the window's own message to the app (`src-tauri/src/call.rs`), which only a
 * measurement of the start-up reads. The browser build and a shared table's phones send none.
 */
export async function reportStartUp(marks: Record<string, number>): Promise<void> {
  if (transportKind === "ipc") await ipc.call("first_frame", { marks });
}

/** Every command of the list as a function (generated from the list, `bindings.ts`). */
export const api = commandsOver(call);

export type Api = typeof api;
