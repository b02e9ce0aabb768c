import { defineConfig } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { VitePWA } from "vite-plugin-pwa";

// The app is served by Tauri from `dist/` (tauri.conf.json's `frontendDist`), so asset paths are
// relative and nothing is loaded from elsewhere: the CSP allows only 'self'. The browser build
// (`--mode web`, built by `cargo xtask web` into target/web) is the same page, with the app's
// core in a module Web Worker (`src/lib/backend.worker.ts`), installable and offline: a web app
// manifest and a service worker that precaches the whole build. The desktop window registers no
// service worker (the plugin is off outside the browser build).
export default defineConfig(({ mode }) => {
  const web = mode === "web";
  return {
    plugins: [
      svelte(),
      VitePWA({
        disable: !web,
        // A newer build waits until the player chooses to load it (lib/updates.svelte.ts): a
        // page is never reloaded under a running match.
        registerType: "prompt",
        injectRegister: false,
        manifest: {
          name: "Tableside",
          short_name: "Tableside",
          description: "Life, crystals, turns and rulings for the card table.",
          display: "standalone",
          start_url: "./",
          scope: "./",
          background_color: "#0e1116",
          theme_color: "#0e1116",
          icons: [
            { src: "icons/icon-256.png", sizes: "256x256", type: "image/png" },
            { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          ],
        },
        workbox: {
          // Everything the page and its worker load, the core's WebAssembly (6–7 MB) included:
          // once installed, the app starts with no network at all.
          globPatterns: ["**/*.{js,css,html,wasm,png,svg,woff2}"],
          maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
          navigateFallback: "index.html",
        },
      }),
    ],
    base: "./",
    clearScreen: false,
    // The browser build's files from outside the UI (the core's WebAssembly and its JavaScript,
    // the icons), which `cargo xtask web` gathers first, so that the service worker precaches them.
    publicDir: web ? (process.env["TABLESIDE_WEB_FILES"] ?? "public") : "public",
    build: {
      outDir: "dist",
      emptyOutDir: true,
      target: "es2022",
      // Every script is an external file: the CSP forbids inline scripts.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 0,
    },
    // A module worker: the backend's worker imports the core's generated module at run time.
    worker: { format: "es" as const },
    test: {
      include: ["src/**/*.test.ts"],
      environment: "node",
      // The tests' game (src/games/tally/), which no build ships, joins the shipped games
      // before each test file: the shared tests run on it too.
      setupFiles: ["src/games/tally/register.ts"],
    },
  };
});
