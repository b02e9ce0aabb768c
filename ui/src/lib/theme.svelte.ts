// The color theme: dark by default (dim rooms, OLED), light on request; kept across launches.

export type Theme = "dark" | "light";

const STORAGE_KEY = "tableside.theme";

function saved(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

const state = $state<{ theme: Theme }>({ theme: saved() });

export const theme = {
  get current(): Theme {
    return state.theme;
  },
};

export function setTheme(value: Theme): void {
  state.theme = value;
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // No storage: the choice lasts until the app closes.
  }
  applyTheme();
}

export function applyTheme(): void {
  document.documentElement.dataset.theme = state.theme;
}
