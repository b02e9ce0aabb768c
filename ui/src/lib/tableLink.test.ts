import { describe, expect, it } from "vitest";
import { SeatKeys, TableLink, type LinkChannel, type SeatKeyStore } from "./tableLink.svelte";
import type { ChannelEnd, TableNotice } from "./transport";

class MapStore implements SeatKeyStore {
  readonly kept = new Map<string, string>();
  read(name: string): string | null {
    return this.kept.get(name) ?? null;
  }
  write(name: string, value: string): void {
    this.kept.set(name, value);
  }
  forget(name: string): void {
    this.kept.delete(name);
  }
}

class FakeChannel implements LinkChannel {
  connected = false;
  reconnects = 0;
  onstate: ((connected: boolean) => void) | null = null;
  onnotice: ((notice: TableNotice) => void) | null = null;
  onended: ((why: ChannelEnd) => void) | null = null;
  reconnect(): void {
    this.reconnects += 1;
  }
  set(connected: boolean): void {
    this.connected = connected;
    this.onstate?.(connected);
  }
}

describe("a device's seat key", () => {
  it("is kept per join token, so another table starts afresh", () => {
    const store = new MapStore();
    const here = new SeatKeys("JOIN1", store);
    here.set("SEAT");
    expect(here.current).toBe("SEAT");
    expect(new SeatKeys("JOIN1", store).current).toBe("SEAT");
    expect(new SeatKeys("JOIN2", store).current).toBeNull();
    here.set(null);
    expect(here.current).toBeNull();
    expect(store.kept.size).toBe(0);
  });

  it("is kept and then connected with", () => {
    const channel = new FakeChannel();
    const keys = new SeatKeys("JOIN", new MapStore());
    const link = new TableLink(channel, keys, "run");
    link.setSeatKey("SEAT");
    expect(keys.current).toBe("SEAT");
    expect(link.seatKey).toBe("SEAT");
    expect(channel.reconnects).toBe(1);
  });
});

describe("TableLink", () => {
  it("says whether it is connected, and hears of reconnections only after the first connection", async () => {
    const channel = new FakeChannel();
    const link = new TableLink(channel, new SeatKeys("JOIN", new MapStore()), "run");
    let reconnected = 0;
    link.onReconnect(() => (reconnected += 1));
    let waited = false;
    const wait = link.whenConnected().then(() => (waited = true));
    expect(link.connected).toBe(false);
    channel.set(true);
    await wait;
    expect(waited).toBe(true);
    expect(link.hasConnected).toBe(true);
    expect(reconnected).toBe(0);
    channel.set(false);
    expect(link.connected).toBe(false);
    channel.set(true);
    expect(reconnected).toBe(1);
    await expect(link.whenConnected()).resolves.toBeUndefined();
  });

  it("says the table ended, and whoever waited for a connection is told so rather than left waiting", async () => {
    const channel = new FakeChannel();
    const link = new TableLink(channel, new SeatKeys("JOIN", new MapStore()), "run");
    channel.set(true);
    channel.set(false);
    const waiting = link.whenConnected();
    expect(link.ended).toBeNull();
    channel.onended?.("ended");
    expect(link.ended).toBe("ended");
    await expect(waiting).rejects.toMatchObject({ code: "SHARE_ENDED" });
    await expect(link.whenConnected()).rejects.toMatchObject({ code: "SHARE_ENDED" });
  });

  it("passes the host's notices to each listener until it stops listening", () => {
    const channel = new FakeChannel();
    const link = new TableLink(channel, new SeatKeys("JOIN", new MapStore()), "run");
    const heard: TableNotice[] = [];
    const stop = link.onNotice((notice) => heard.push(notice));
    channel.onnotice?.({ kind: "seats" });
    stop();
    channel.onnotice?.({ kind: "behind" });
    expect(heard).toEqual([{ kind: "seats" }]);
  });

  it("names each action anew, within the host's 64 bytes, and apart from an earlier page's", () => {
    const keys = new SeatKeys("JOIN", new MapStore());
    const first = new TableLink(new FakeChannel(), keys);
    const names = [first.nextActionKey(), first.nextActionKey()];
    const reloaded = new TableLink(new FakeChannel(), keys);
    names.push(reloaded.nextActionKey());
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(64);
  });
});
