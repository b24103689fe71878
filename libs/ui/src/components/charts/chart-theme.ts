/**
 * The one chart theme of the portal: the colour scales every chart draws its series with, and the light and dark
 * looks (paper, gridlines, text) that a drawn chart takes from the page's theme. Free of plotly and React, so the
 * rules are tested as data; Plot applies the look, the figure builders take the series colours from here.
 */
import type { AnyTrace, PlotAxis, PlotLayout } from './plot.types';

// ---------------------------------------------------------------------------------------------------------------
// Series colours
// ---------------------------------------------------------------------------------------------------------------

/**
 * The categorical scale of series (locations, years): Blueprint's middle shades, which read on the light and the
 * dark card alike, ordered so that neighbours differ in hue. Fifteen distinct colours before any shade comes back.
 */
export const SERIES_COLORS: readonly string[] = [
  '#2D72D2', // blue
  '#C87619', // orange
  '#238551', // green
  '#CD4246', // red
  '#7961DB', // indigo
  '#00A396', // turquoise
  '#D1980B', // gold
  '#DB2C6F', // rose
  '#147EB3', // cerulean
  '#946638', // sepia
  '#8EB125', // lime
  '#9D3F9D', // violet
  '#D33D17', // vermilion
  '#8F99A8', // gray
  '#29A634', // forest
];

/** The golden angle: successive hues it generates never meet, however many are asked. */
const GOLDEN_ANGLE = 137.508;

/**
 * The n-th colour of the series scale: the scale's own colours first, then hues generated at the golden angle, so
 * that no two series of a chart share a colour however many it draws.
 */
export function seriesColor(index: number): string {
  if (index < SERIES_COLORS.length) return SERIES_COLORS[index];
  const extra = index - SERIES_COLORS.length;
  const hue = Math.round((extra * GOLDEN_ANGLE + 17) % 360);
  // Lightness alternates so two close hues still part.
  return `hsl(${hue}, 60%, ${extra % 2 === 0 ? 42 : 55}%)`;
}

/**
 * A page's series colours by key (a location, a year): keys get colours in the order given, so a site keeps its
 * colour on every chart of a page when the page gives all its charts' keys at once, and two keys never share one.
 */
export function seriesColorScale<K>(keys: Iterable<K>): (key: K) => string {
  const colors = new Map<K, string>();
  for (const key of keys) if (!colors.has(key)) colors.set(key, seriesColor(colors.size));
  return (key: K) => {
    let color = colors.get(key);
    if (color === undefined) {
      // A key the page did not announce still gets a colour of its own, after the announced ones.
      color = seriesColor(colors.size);
      colors.set(key, color);
    }
    return color;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Named colours of fixed meaning
// ---------------------------------------------------------------------------------------------------------------

/**
 * Colours that mean the same on every chart: statistics of a period of record (minimum cold, maximum warm, the
 * percentile bands between), reference lines, and the page's text colour for a series drawn as plain ink (a median,
 * a measured flow). INK is replaced by the theme's text colour when drawn, so it stays visible on the dark theme.
 */
export const CHART_COLORS = {
  ink: '#1C2127',
  reference: '#5F6B7C',
  minimum: '#2D72D2',
  maximum: '#CD4246',
  outerPercentile: '#8ABBFF',
  innerPercentile: '#4C90F0',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The light and dark looks
// ---------------------------------------------------------------------------------------------------------------

export interface ChartLook {
  /** The card's colour under the chart, for what draws over the chart (hover labels). */
  paper: string;
  text: string;
  grid: string;
  /** The zero line and the axis lines: a step stronger than the grid. */
  axisLine: string;
  /** Hover labels: the card's colour with the theme's text. */
  hoverBackground: string;
}

/** Blueprint's card colours and text greys for each theme. */
export const CHART_LOOKS: Readonly<Record<'light' | 'dark', ChartLook>> = {
  light: { paper: '#FFFFFF', text: '#5F6B7C', grid: '#E5E8EB', axisLine: '#C5CBD3', hoverBackground: '#FFFFFF' },
  dark: { paper: '#2F343C', text: '#ABB3BF', grid: '#404854', axisLine: '#5F6B7C', hoverBackground: '#252A31' },
};

/** The text colour of INK series on each theme. */
const INK_ON: Readonly<Record<'light' | 'dark', string>> = { light: CHART_COLORS.ink, dark: '#F6F7F9' };

export const chartLook = (dark: boolean): ChartLook => CHART_LOOKS[dark ? 'dark' : 'light'];

/** The colour to draw for a figure's colour on a theme: INK becomes the theme's text colour, others stay. */
export function themedColor<T>(color: T, dark: boolean): T {
  return (color === CHART_COLORS.ink ? INK_ON[dark ? 'dark' : 'light'] : color) as T;
}

/** The traces as drawn on a theme: INK lines, markers and fills take the theme's text colour. */
export function themedTraces<T extends AnyTrace>(traces: readonly T[], dark: boolean): T[] {
  return traces.map((trace) => {
    const next = { ...trace } as T & { line?: { color?: string }; marker?: { color?: unknown }; fillcolor?: string };
    if (next.line?.color) next.line = { ...next.line, color: themedColor(next.line.color, dark) };
    if (typeof next.marker?.color === 'string') next.marker = { ...next.marker, color: themedColor(next.marker.color, dark) };
    if (next.fillcolor) next.fillcolor = themedColor(next.fillcolor, dark);
    return next;
  });
}

const AXIS_KEYS = ['xaxis', 'yaxis', 'yaxis2'] as const;

/**
 * The room a legend may take under the plot: whatever leaves the plot area at least this share of the chart. Past
 * it the legend scrolls.
 */
export const MIN_PLOT_SHARE = 0.6;

/** What Plot measured of a drawn chart, to place its legend under the plot without crowding it. */
export interface LegendRoom {
  /** The legend's drawn height in pixels (0: none). */
  legendHeight: number;
  /** The most the legend may take, in pixels. */
  maxLegendHeight: number;
}

/**
 * The most a legend may take under a plot so that the plot area keeps MIN_PLOT_SHARE of the chart, `margins` (title,
 * axis labels) being neither plot nor legend. A chart of a set `height` grows by its legend; a chart that fills its
 * container (`height` null) has `total` pixels to share. At least one row (24 px).
 */
export function maxLegendHeight(height: number | null, total: number, margins: number): number {
  const room = height === null ? total * (1 - MIN_PLOT_SHARE) - margins : (height - margins) / MIN_PLOT_SHARE - height;
  return Math.max(24, Math.floor(room));
}

/**
 * A figure's layout as drawn on the page's theme: paper, gridlines and text follow the theme; the legend sits at the
 * chart's bottom edge, under the axis labels (its room reserved, so it never covers them), and a chart of a set
 * height grows by the legend's height so the plot keeps its size; the top margin leaves room for the toolbar.
 */
export function themedLayout(layout: PlotLayout, dark: boolean, height: number | null, room: LegendRoom | null): PlotLayout {
  const look = chartLook(dark);
  const legendShown = room && layout.showlegend !== false ? Math.min(room.legendHeight, room.maxLegendHeight) : 0;
  const themed: PlotLayout = {
    ...layout,
    // Transparent: the card (light or dark) shows through, and a chart wider than its card for a moment while it
    // resizes does not paint over its neighbour.
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { ...layout.font, color: look.text },
    hoverlabel: { bgcolor: look.hoverBackground, bordercolor: look.axisLine, font: { color: INK_ON[dark ? 'dark' : 'light'] } },
    legend: {
      ...layout.legend,
      orientation: 'h',
      x: 0,
      xanchor: 'left',
      y: 0,
      yanchor: 'bottom',
      yref: 'container',
      ...(room ? { maxheight: room.maxLegendHeight } : {}),
    },
    // The toolbar shows over the top right corner on hover: a margin at least its height keeps it off the plot
    // and the right axis's top labels.
    margin: { ...layout.margin, t: Math.max(layout.margin?.t ?? 0, TOOLBAR_ROOM) },
    ...(height === null ? {} : { height: height + legendShown }),
    shapes: layout.shapes?.map((shape) => (shape.line ? { ...shape, line: { ...shape.line, color: themedColor(shape.line.color, dark) } } : shape)),
  };
  for (const key of AXIS_KEYS) {
    const axis: PlotAxis | undefined = layout[key];
    if (axis) themed[key] = { ...axis, gridcolor: look.grid, zerolinecolor: look.axisLine, linecolor: look.axisLine };
  }
  if (!layout.shapes) delete themed.shapes;
  return themed;
}

/** The toolbar's height with its gap: the top margin a chart keeps free for it. */
export const TOOLBAR_ROOM = 32;

/** Whether a trace was given a colour of its own (a statistic, a reference), which the series scale leaves alone. */
function hasOwnColor(trace: AnyTrace): boolean {
  if (trace.type === 'heatmap') return true;
  return Boolean(trace.line?.color || (typeof trace.marker?.color === 'string' && trace.marker.color));
}

/**
 * A figure's series coloured by name from a series scale: each trace that has no colour of its own takes its name's
 * colour, on its line and markers (a box's outline and fill alike).
 */
export function colorSeries<F extends { data: AnyTrace[] }>(figure: F, color: (name: string) => string): F {
  return {
    ...figure,
    data: figure.data.map((trace) => {
      if (hasOwnColor(trace) || trace.type === 'heatmap' || trace.name === undefined) return trace;
      const value = color(trace.name);
      if (trace.type === 'box') return { ...trace, marker: { ...trace.marker, color: value }, line: { ...trace.line, color: value } };
      if (trace.type === 'bar') return { ...trace, marker: { ...trace.marker, color: value } };
      return { ...trace, line: { ...trace.line, color: value }, ...(trace.mode?.includes('markers') ? { marker: { ...trace.marker, color: value } } : {}) };
    }),
  };
}

/** The names of a figure's series that take the series scale's colours. */
export function seriesNames(figure: { data: AnyTrace[] }): string[] {
  return figure.data.flatMap((trace) => (hasOwnColor(trace) || trace.name === undefined ? [] : [trace.name]));
}
