import { describe, expect, it } from "vitest";
import { WorkerTransport, type WorkerLike, type WorkerMessage, type WorkerRequest } from "./workerTransport";

/** A worker the test answers by hand. */
class FakeWorker implements WorkerLike {
  sent: WorkerRequest[] = [];
  onmessage: ((event: { data: WorkerMessage }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  postMessage(message: WorkerRequest): void {
    this.sent.push(message);
  }
  reply(data: WorkerMessage): void {
    this.onmessage?.({ data });
  }
}

describe("the browser build's worker transport", () => {
  it("sends a command with its arguments as JSON and resolves with the parsed answer", async () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    const answer = transport.call("open_match", { id: 7 });
    const [sent] = worker.sent;
    expect(sent?.command).toBe("open_match");
    expect(JSON.parse(sent?.args ?? "")).toEqual({ id: 7 });
    worker.reply({ id: sent?.id ?? -1, answer: JSON.stringify({ id: 7, view: {} }) });
    await expect(answer).resolves.toEqual({ id: 7, view: {} });
  });

  it("rejects with the IpcError the core gave, rule and reason kept", async () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    const answer = transport.call("act", {});
    const error = { code: "RULE_VIOLATION", message: "no", rule: "TALLY-TURN-1", reason: { key: "k", args: {} } };
    worker.reply({ id: worker.sent[0]?.id ?? -1, error: JSON.stringify(error) });
    await expect(answer).rejects.toEqual(error);
  });

  it("matches answers to requests by ID, in whatever order they come", async () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    const first = transport.call("list_games", {});
    const second = transport.call("list_matches", {});
    const [a, b] = worker.sent;
    worker.reply({ id: b?.id ?? -1, answer: "2" });
    worker.reply({ id: a?.id ?? -1, answer: "1" });
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
  });

  it("passes a long command's progress on, and says where the database is kept", async () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    const heard: unknown[] = [];
    const answer = transport.call("import_matches", { text: "" }, (progress) => heard.push(progress));
    const id = worker.sent[0]?.id ?? -1;
    worker.reply({ id, progress: JSON.stringify({ stage: "reading", done: 1, total: 2 }) });
    worker.reply({ id, answer: "null" });
    await answer;
    expect(heard).toEqual([{ stage: "reading", done: 1, total: 2 }]);
    worker.reply({ opened: { kept: false } });
    await expect(transport.kept).resolves.toBe(false);
  });

  it("refuses what is waiting and what comes after, once the worker fails", async () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    const waiting = transport.call("list_games", {});
    worker.onerror?.(new Event("error"));
    await expect(waiting).rejects.toMatchObject({ code: "BACKEND_FAILED" });
    await expect(transport.call("list_games", {})).rejects.toMatchObject({ code: "BACKEND_FAILED" });
  });
});
