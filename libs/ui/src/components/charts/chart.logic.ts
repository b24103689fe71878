/**
 * What every portal chart shares (map-explorer.md §8 "Chart with no data", §9 "Chart tick limits 8-12"): the empty
 * rule, the tick limits and a base layout, kept free of plotly so each chart's figure is built and tested as data.
 */
import type { Datum, PlotAxis, PlotLayout, PlotShape, PlotTrace } from './plot.types';

/** §8: what a chart shows instead of an empty plot. */
export const NO_DATA_TEXT = 'No Data Available';

/**
 * §9 "Chart tick limits 8-12": the value axis gets the lower limit (its labels are tall numbers) and the time axis
 * the upper one (dates are what a reader scans along).
 */
export const CHART_TICKS = { min: 8, max: 12 } as const;

/**
 * Axis text in a grey that reads on both the light and the dark theme: the chart's backgrounds are transparent,
 * and plotly draws text as SVG fills that CSS cannot recolour per theme.
 */
const AXIS_TEXT_COLOR = '#738091';

/** A chart has data when at least one trace has a value to draw. */
export function hasPlotData(traces: readonly PlotTrace[]): boolean {
  return traces.some((trace) => trace.y.some((value) => value !== null && value !== undefined && value !== ''));
}

/** The finite numbers among values (nulls and non-numbers are gaps, not zeros). */
export function finiteValues(values: readonly (Datum | undefined)[]): number[] {
  return values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}

/**
 * A value-axis range holding every given number with a margin of `padFraction` of the span on each side. Never
 * below zero when no value is: measurements such as concentrations and flows cannot be negative, and an axis that
 * dips below zero suggests otherwise. Bars start at zero (`fromZero`): a bar's length is its value. Null when
 * there is nothing to show.
 */
export function valueAxisRange(values: readonly number[], { padFraction = 0.1, fromZero = false } = {}): [number, number] | null {
  if (values.length === 0) return null;
  const low = fromZero ? Math.min(0, ...values) : Math.min(...values);
  const high = Math.max(...values);
  // A single value (or all equal) still needs a visible span around it.
  const span = high - low || Math.abs(high) || 1;
  const pad = span * padFraction;
  const bottom = low >= 0 ? Math.max(0, low - pad) : low - pad;
  return [bottom, high + pad];
}

export interface ChartLayoutOptions {
  title?: string;
  xTitle?: string;
  yTitle?: string;
  xType: NonNullable<PlotAxis['type']>;
  yRange?: [number, number] | null;
  shapes?: PlotShape[];
}

/** The portal's chart layout: tick limits, transparent backgrounds, a legend under the plot, tight margins. */
export function chartLayout({ title, xTitle, yTitle, xType, yRange, shapes }: ChartLayoutOptions): PlotLayout {
  return {
    ...(title ? { title: { text: title } } : {}),
    xaxis: { type: xType, nticks: CHART_TICKS.max, automargin: true, ...(xTitle ? { title: { text: xTitle } } : {}) },
    yaxis: {
      type: 'linear',
      nticks: CHART_TICKS.min,
      automargin: true,
      ...(yTitle ? { title: { text: yTitle } } : {}),
      ...(yRange ? { range: yRange } : {}),
    },
    shapes: shapes ?? [],
    showlegend: true,
    legend: { orientation: 'h', x: 0, y: -0.2, xanchor: 'left', yanchor: 'top' },
    margin: { l: 56, r: 16, t: title ? 40 : 16, b: 40 },
    autosize: true,
    hovermode: 'closest',
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { color: AXIS_TEXT_COLOR, size: 12 },
  };
}
