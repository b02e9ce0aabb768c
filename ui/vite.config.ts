import { defineConfig } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";

// The app is served by Tauri from `dist/` (tauri.conf.json's `frontendDist`), so asset paths are
// relative and nothing is loaded from elsewhere: the CSP allows only 'self'.
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
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
