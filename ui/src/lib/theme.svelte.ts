// The color theme: dark by default (dim rooms, OLED), light on request; kept across launches.

import { storedChoice } from "./storedChoice.svelte";

export type Theme = "dark" | "light";

export const theme = storedChoice<Theme>("tableside.theme", ["dark", "light"]);

export function setTheme(value: Theme): void {
  theme.set(value);
  applyTheme();
}

export function applyTheme(): void {
  document.documentElement.dataset.theme = theme.current;
}
