import { describe, expect, it } from "vitest";
import { SiteStorage } from "./persistence.svelte";

describe("the browser build's storage", () => {
  it("asks once, and keeps the browser's answer", async () => {
    let asked = 0;
    const storage = new SiteStorage({
      persisted: async () => false,
      persist: async () => {
        asked += 1;
        return true;
      },
    });
    await storage.refresh();
    expect(storage.state).toBe("not_persisted");
    await storage.askOnce();
    await storage.askOnce();
    expect(asked).toBe(1);
    expect(storage.state).toBe("persisted");
  });

  it("says when the browser cannot be asked, and says nothing outside the browser build", async () => {
    const bare = new SiteStorage({});
    await bare.askOnce();
    expect(bare.state).toBe("unsupported");
    const desktop = new SiteStorage(null);
    await desktop.refresh();
    await desktop.askOnce();
    expect(desktop.state).toBeNull();
  });
});
