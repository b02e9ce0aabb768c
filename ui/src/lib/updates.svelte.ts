// The browser build's updates: its service worker precaches the whole build, and a newer build
// published to the same address waits (registerType "prompt") until the player loads it from
// home, so a page is never reloaded under a running match. The desktop window registers no
// service worker: outside the browser build the plugin's module does nothing.

import { registerSW } from "virtual:pwa-register";

class Updates {
  /** A newer build is ready to load. */
  ready = $state(false);
  #load: ((reload?: boolean) => Promise<void>) | null = null;

  start(): void {
    if (import.meta.env.MODE !== "web" || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    this.#load = registerSW({
      onNeedRefresh: () => {
        this.ready = true;
      },
    });
  }

  /** Loads the newer build: the page reloads. Asked from home only. */
  async load(): Promise<void> {
    await this.#load?.(true);
  }
}

export const updates = new Updates();
