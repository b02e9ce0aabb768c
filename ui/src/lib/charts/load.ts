// Charts on demand: Chart.js is fetched the first time a screen draws a chart, and the colors
// come from the theme's custom properties, so a chart matches the screen it sits on.

export type ChartKit = typeof import("./kit");

let loading: Promise<ChartKit> | null = null;

/** The chart module, loaded once (a separate chunk of the build). */
export function loadChartKit(): Promise<ChartKit> {
  loading ??= import("./kit");
  return loading;
}

/** The theme's colors a chart uses, read from the custom properties in force at `element`. */
export interface Palette {
  text: string;
  muted: string;
  grid: string;
  accent: string;
  surface: string;
  font: string;
  /** A seat's color (`--player-<seat>`). */
  player: (seat: number) => string;
}

export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const players = Array.from({ length: 8 }, (_, seat) => read(`--player-${seat}`, "#888888"));
  return {
    text: read("--text", "#eeeeee"),
    muted: read("--text-muted", "#aaaaaa"),
    grid: read("--border", "#444444"),
    accent: read("--accent", "#ffcc55"),
    surface: read("--surface", "#161b22"),
    font: read("--font-sans", "system-ui, sans-serif"),
    player: (seat) => players[seat % players.length]!,
  };
}

/** `#rrggbb` with an alpha, for a band under a line; other color forms pass unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (match === null) return color;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Whether the player asked for less motion: charts then draw without animating. */
export function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
