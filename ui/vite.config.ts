import { defineConfig } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";

// The app is served by Tauri from `dist/` (tauri.conf.json's `frontendDist`), so asset paths are
// relative and nothing is loaded from elsewhere: the CSP allows only 'self'. The browser build
// (`--mode web`, built by `cargo xtask web` into target/web) is the same page, with the app's
// core in a module Web Worker (`src/lib/backend.worker.ts`).
export default defineConfig({
  plugins: [svelte()],
  base: "./",
  clearScreen: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Every script is an external file: the CSP forbids inline scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  // A module worker: the backend's worker imports the core's generated module at run time.
  worker: { format: "es" },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
