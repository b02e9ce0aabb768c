// The color theme: dark by default (dim rooms, OLED), light on request; kept across launches.

import { readStored, writeStored } from "./stored";

export type Theme = "dark" | "light";

const STORAGE_KEY = "tableside.theme";

function saved(): Theme {
  return readStored(STORAGE_KEY) === "light" ? "light" : "dark";
}

const state = $state<{ theme: Theme }>({ theme: saved() });

export const theme = {
  get current(): Theme {
    return state.theme;
  },
};

export function setTheme(value: Theme): void {
  state.theme = value;
  writeStored(STORAGE_KEY, value);
  applyTheme();
}

export function applyTheme(): void {
  document.documentElement.dataset.theme = state.theme;
}
