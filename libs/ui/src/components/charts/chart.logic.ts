/**
 * What every portal chart shares: the empty rule ('No Data Available' instead of an empty plot), 8 to 12 ticks per
 * axis, a base layout and the common decorations, kept free of plotly so each chart's figure is built and tested as
 * data.
 */
import { errorOccurredText, MESSAGES } from '../../common/messages';
import { CHART_COLORS } from './chart-theme';
import type { AnyTrace, Datum, Figure, PlotAxis, PlotLayout, PlotShape } from './plot.types';

/** What a chart shows instead of an empty plot. */
export const NO_DATA_TEXT = MESSAGES.noData;

/**
 * Charts show 8 to 12 ticks per axis: the value axis gets the lower limit (its labels are tall numbers) and the time axis
 * the upper one (dates are what a reader scans along).
 */
export const CHART_TICKS = { min: 8, max: 12 } as const;

/**
 * A chart has data when at least one trace has a value to draw: a y value, a heat map cell, or a box's median (a
 * box drawn from precomputed statistics has no y values).
 */
export function hasPlotData(traces: readonly AnyTrace[]): boolean {
  const present = (value: Datum | undefined) => value !== null && value !== undefined && value !== '';
  return traces.some((trace) => {
    if (trace.type === 'heatmap') return trace.z.some((row) => row.some(present));
    if (trace.type === 'box') return trace.median.some((value) => typeof value === 'number' && Number.isFinite(value));
    return trace.y.some(present);
  });
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

/**
 * A value axis drawn on a log scale: readings that span orders of magnitude (E. coli counts from 1 to 2,000) stay
 * apart, and narrow benchmark bands near the bottom stay readable. Plotly positions everything on a log axis
 * (range, shapes) in powers of ten, so the values are converted here.
 */
export type ValueScale = 'linear' | 'log';

/** Only positive values have a logarithm: a log axis is offered when every value is above zero. */
export function canUseLogScale(values: readonly number[]): boolean {
  return values.length > 0 && values.every((value) => value > 0);
}

/** A value as a position on an axis of the scale (log: its power of ten; -Infinity for 0 and below). */
export function axisPosition(value: number, scale: ValueScale): number {
  if (scale === 'linear') return value;
  return value > 0 ? Math.log10(value) : -Infinity;
}

/**
 * valueAxisRange on the chosen scale: on a log axis, the range in powers of ten around the positive values, with
 * the same margin of the span (at least a tenth of a decade), so a single value still has room.
 */
export function scaledAxisRange(values: readonly number[], scale: ValueScale, options: { fromZero?: boolean } = {}): [number, number] | null {
  if (scale === 'linear') return valueAxisRange(values, options);
  const powers = values.filter((value) => value > 0).map(Math.log10);
  if (powers.length === 0) return null;
  const low = Math.min(...powers);
  const high = Math.max(...powers);
  const pad = Math.max((high - low) * 0.1, 0.1);
  return [low - pad, high + pad];
}

export interface ChartLayoutOptions {
  title?: string;
  xTitle?: string;
  yTitle?: string;
  xType: NonNullable<PlotAxis['type']>;
  /** The value axis's range, in its scale's positions (see scaledAxisRange). */
  yRange?: [number, number] | null;
  /** Default linear. */
  yScale?: ValueScale;
  shapes?: PlotShape[];
}

/** The portal's chart layout: tick limits, a legend (placed under the plot when drawn), tight margins. */
export function chartLayout({ title, xTitle, yTitle, xType, yRange, yScale = 'linear', shapes }: ChartLayoutOptions): PlotLayout {
  return {
    ...(title ? { title: { text: title } } : {}),
    xaxis: { type: xType, nticks: CHART_TICKS.max, automargin: true, ...(xTitle ? { title: { text: xTitle } } : {}) },
    yaxis: {
      type: yScale,
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
    // Paper, gridlines and text colours come from the page's theme when drawn (chart-theme.ts).
    font: { size: 12 },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Chart states
// ---------------------------------------------------------------------------------------------------------------

/** What a chart area says instead of a chart, letter for letter as the screens show it. */
export const CHART_MESSAGES = {
  noData: NO_DATA_TEXT,
  loading: MESSAGES.loading,
  error: errorOccurredText,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Benchmark bands and reference lines
// ---------------------------------------------------------------------------------------------------------------

/** A horizontal band of the value axis, drawn behind the data in its colour. */
export interface ValueBand {
  lower: number;
  upper: number;
  color: string;
}

/** Bands are tinted, not solid, so the points over them stay readable. */
export const BAND_OPACITY = 0.25;
export const REFERENCE_LINE_COLOR = CHART_COLORS.reference;

/** The bands as plot rectangles across the whole width, clipped to the value range shown (off-range ones dropped). */
export function bandShapes(bands: readonly ValueBand[], [bottom, top]: [number, number], scale: ValueScale = 'linear'): PlotShape[] {
  return bands
    .map((band) => ({ ...band, lower: axisPosition(band.lower, scale), upper: axisPosition(band.upper, scale) }))
    .filter((band) => band.upper > bottom && band.lower < top)
    .map((band) => ({
      type: 'rect',
      xref: 'paper',
      yref: 'y',
      x0: 0,
      x1: 1,
      y0: Math.max(band.lower, bottom),
      y1: Math.min(band.upper, top),
      fillcolor: band.color,
      opacity: BAND_OPACITY,
      layer: 'below',
      line: { width: 0 },
    }));
}

/** A dashed horizontal reference line across the chart, named in the legend ('Median: 45.2 MPN/100mL'). */
export function referenceLine(value: number, name: string, scale: ValueScale = 'linear'): PlotShape {
  const y = axisPosition(value, scale);
  return {
    type: 'line',
    xref: 'paper',
    yref: 'y',
    x0: 0,
    x1: 1,
    y0: y,
    y1: y,
    layer: 'above',
    line: { color: REFERENCE_LINE_COLOR, width: 2, dash: 'dash' },
    name,
    showlegend: true,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Two value axes, Reset Zoom
// ---------------------------------------------------------------------------------------------------------------

export interface SecondAxisOptions {
  title?: string;
  range?: [number, number] | null;
}

/**
 * A figure with a second value axis on the right for the traces named in `traceNames` (flow in cfs beside a
 * temperature in °F): the axis overlays the first, without its own grid lines, which would not line up.
 */
export function withSecondYAxis(figure: Figure, traceNames: readonly string[], { title, range }: SecondAxisOptions = {}): Figure {
  const names = new Set(traceNames);
  return {
    data: figure.data.map((trace) => (trace.name !== undefined && names.has(trace.name) ? { ...trace, yaxis: 'y2' } : trace)),
    layout: {
      ...figure.layout,
      yaxis2: {
        type: 'linear',
        overlaying: 'y',
        side: 'right',
        showgrid: false,
        nticks: CHART_TICKS.min,
        automargin: true,
        ...(title ? { title: { text: title } } : {}),
        ...(range ? { range } : {}),
      },
    },
  };
}

const AXIS_KEYS = ['xaxis', 'yaxis', 'yaxis2'] as const;

/**
 * The layout update that undoes a reader's zooming: each axis back to the range the figure set, or to autorange
 * where it set none.
 */
export function resetZoomUpdate(layout: PlotLayout): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const key of AXIS_KEYS) {
    const axis = layout[key];
    if (!axis) continue;
    if (axis.range) update[`${key}.range`] = [...axis.range];
    else update[`${key}.autorange`] = true;
  }
  return update;
}

/**
 * The time-axis part of a plotly_relayout event as a layout update another chart can take: the new x range (given
 * as 'xaxis.range[0]' and 'xaxis.range[1]' by a drag zoom, or as 'xaxis.range' by a relayout), or autorange (a
 * double click). Null when the event left the x axis alone (a y-only zoom, a legend toggle).
 */
export function xRangeUpdate(event: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  const start = event['xaxis.range[0]'];
  const end = event['xaxis.range[1]'];
  if (start !== undefined && end !== undefined) return { 'xaxis.range': [start, end] };
  const range = event['xaxis.range'];
  if (Array.isArray(range) && range.length === 2) return { 'xaxis.range': [range[0], range[1]] };
  if (event['xaxis.autorange'] === true) return { 'xaxis.autorange': true };
  return null;
}

/**
 * The x range after panning a drawn range [start, end] (linear values) by a drag of dxPixels across an axis
 * lengthPixels long: dragging right shows earlier values, as when sliding paper under a window.
 */
export function pannedRange([start, end]: [number, number], dxPixels: number, lengthPixels: number): [number, number] {
  if (!(lengthPixels > 0)) return [start, end];
  const shift = (-dxPixels * (end - start)) / lengthPixels;
  return [start + shift, end + shift];
}
