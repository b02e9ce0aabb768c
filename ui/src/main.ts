import { mount } from "svelte";
import { markStart } from "./lib/firstFrame";
import "./styles/tokens.css";
import "./styles/base.css";
import App from "./App.svelte";
import { tableLink } from "./lib/api";
import { applyLang } from "./i18n/i18n.svelte";
import { applyTheme } from "./lib/theme.svelte";
import { applyPlayerColors } from "./lib/playerColors.svelte";
import { applyFonts } from "./lib/fonts";
import { updates } from "./lib/updates.svelte";

markStart("script");
applyFonts();
applyTheme();
applyPlayerColors();
applyLang();

const target = document.getElementById("app");
if (target === null) throw new Error("index.html has no #app element");

/** Shown from here, with whatever the script drew (or failed to: an error is not hidden). */
function reveal(): void {
  document.body.classList.remove("starting");
}

let app: ReturnType<typeof mount> | undefined;
if (tableLink === null) {
  try {
    app = mount(App, { target });
  } finally {
    reveal();
  }
  markStart("mounted");
  updates.start();
} else {
  // A phone that joined a shared table: its own screens, loaded only there.
  const link = tableLink;
  void import("./screens/DeviceApp.svelte").then(
    ({ default: DeviceApp }) => {
      try {
        app = mount(DeviceApp, { target, props: { link } });
      } finally {
        reveal();
      }
    },
    (error: unknown) => {
      reveal();
      throw error;
    },
  );
}
export default app;
