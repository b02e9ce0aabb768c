import { describe, expect, it } from "vitest";
import { BackStack, type HistoryLike } from "./backStack";

/** A page's history: entries, where it is, and a back that is heard later, as in a browser. */
class FakeHistory implements HistoryLike {
  entries: unknown[] = [null];
  at = 0;
  queued = 0;
  constructor(private readonly stack: () => BackStack) {}
  get state(): unknown {
    return this.entries[this.at];
  }
  pushState(data: unknown): void {
    this.entries = this.entries.slice(0, this.at + 1);
    this.entries.push(data);
    this.at++;
  }
  back(): void {
    this.queued++;
  }
  /** The browser gets round to the moves asked (and the person's own presses). */
  settle(): void {
    while (this.queued > 0) {
      this.queued--;
      this.press();
    }
  }
  /** The person presses back. */
  press(): void {
    if (this.at === 0) return;
    this.at--;
    this.stack().popped(this.state);
  }
}

function setUp(): { stack: BackStack; history: FakeHistory; closed: string[] } {
  let stack: BackStack | null = null;
  const history = new FakeHistory(() => stack as BackStack);
  stack = new BackStack(history);
  return { stack, history, closed: [] };
}

describe("BackStack", () => {
  it("closes the sheet on top first, then the screen under it", () => {
    const { stack, history, closed } = setUp();
    stack.open(() => closed.push("history screen"));
    stack.open(() => closed.push("filters sheet"));
    history.press();
    expect(closed).toEqual(["filters sheet"]);
    history.press();
    expect(closed).toEqual(["filters sheet", "history screen"]);
    expect(stack.depth).toBe(0);
  });

  it("gives a layer's entry back when a tap closes it, so the next back closes what is under it", () => {
    const { stack, history, closed } = setUp();
    stack.open(() => closed.push("screen"));
    const closeSheet = stack.open(() => closed.push("sheet"));
    closeSheet();
    history.settle();
    expect(closed).toEqual([]);
    history.press();
    expect(closed).toEqual(["screen"]);
    expect(history.at).toBe(0);
  });

  it("never takes a sheet opened at once after another closed for the one that closed", () => {
    const { stack, history, closed } = setUp();
    const closeFirst = stack.open(() => closed.push("first"));
    closeFirst();
    stack.open(() => closed.push("second"));
    history.settle();
    expect(closed).toEqual([]);
    expect(stack.depth).toBe(1);
    history.press();
    expect(closed).toEqual(["second"]);
  });

  it("passes over the entry of a layer a tap closed under another", () => {
    const { stack, history, closed } = setUp();
    const closeScreen = stack.open(() => closed.push("screen"));
    const closeSheet = stack.open(() => closed.push("sheet"));
    // The sheet's button leaves the screen: the screen closes first, then the sheet.
    closeScreen();
    closeSheet();
    history.settle();
    expect(history.at).toBe(0);
    expect(closed).toEqual([]);
  });

  it("a tap after back closed the layer changes nothing", () => {
    const { stack, history, closed } = setUp();
    const closeSheet = stack.open(() => closed.push("sheet"));
    history.press();
    closeSheet();
    history.settle();
    expect(closed).toEqual(["sheet"]);
    expect(history.at).toBe(0);
  });
});
