// The part of Chart.js the app draws with: line charts on linear axes, the fill between two
// lines (an interval's band) and tooltips, nothing else registered, so the bundle carries only
// these. Loaded on demand (see `load.ts`): no screen pays for it before it shows a chart.

import {
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartType,
  type Plugin,
} from "chart.js";

Chart.register(LineController, LineElement, PointElement, LinearScale, Filler, Tooltip);

/** Where the marker line stands on the x axis, and its color; `at: null` draws none. */
export interface MarkerOptions {
  at: number | null;
  color: string;
}

declare module "chart.js" {
  interface PluginOptionsByType<TType extends ChartType> {
    marker?: MarkerOptions;
  }
}

/** A vertical line at `options.plugins.marker.at`: the entry a scrubber shows. */
export const marker: Plugin<"line"> = {
  id: "marker",
  afterDatasetsDraw(chart) {
    const options = chart.options.plugins?.marker;
    const at = options?.at;
    if (at === undefined || at === null) return;
    const x = chart.scales.x?.getPixelForValue(at);
    if (x === undefined || Number.isNaN(x)) return;
    const { top, bottom } = chart.chartArea;
    const ctx = chart.ctx;
    ctx.save();
    ctx.strokeStyle = options?.color ?? "currentColor";
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
    ctx.stroke();
    ctx.restore();
  },
};

export { Chart };
