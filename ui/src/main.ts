import { mount } from "svelte";
import { markStart } from "./lib/firstFrame";
import "./styles/tokens.css";
import "./styles/base.css";
import App from "./App.svelte";
import { applyLang } from "./i18n/i18n.svelte";
import { applyTheme } from "./lib/theme.svelte";
import { applyPlayerColors } from "./lib/playerColors.svelte";
import { applyFonts } from "./lib/fonts";

markStart("script");
applyFonts();
applyTheme();
applyPlayerColors();
applyLang();

const target = document.getElementById("app");
if (target === null) throw new Error("index.html has no #app element");

let app: ReturnType<typeof mount>;
try {
  app = mount(App, { target });
} finally {
  // Shown from here, with whatever the script drew (or failed to: an error is not hidden).
  document.body.classList.remove("starting");
}
markStart("mounted");
export default app;
