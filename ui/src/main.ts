import { mount } from "svelte";
import "./styles/tokens.css";
import "./styles/base.css";
import App from "./App.svelte";
import { applyLang } from "./i18n/i18n.svelte";
import { applyTheme } from "./lib/theme.svelte";

applyTheme();
applyLang();

const target = document.getElementById("app");
if (target === null) throw new Error("index.html has no #app element");

export default mount(App, { target });
