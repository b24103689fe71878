// plotly.js and react-plotly.js ship no types and the workspace has no @types for them: these declarations cover
// exactly the entry points of the slim chart bundle (Plot.tsx) and the parts of a figure the portal builds. Import
// the figure types from './plot.types', not from here.

declare module 'plotly.js/lib/core' {
  export type Datum = string | number | null;

  /** Any trace the slim bundle registers. */
  export type AnyTrace = PlotTrace | HeatmapTrace | BoxTrace;

  /** Scatter and bar traces: what most charts draw. */
  export interface PlotTrace {
    type: 'scatter' | 'bar';
    name?: string;
    x: Datum[];
    y: Datum[];
    mode?: 'lines' | 'markers' | 'lines+markers';
    marker?: {
      color?: string | string[];
      size?: number;
      symbol?: string | string[];
      line?: { color?: string; width?: number };
    };
    line?: { color?: string; width?: number; dash?: 'solid' | 'dash' | 'dot'; shape?: 'linear' | 'hv' | 'spline' };
    fill?: 'none' | 'tonexty' | 'tozeroy';
    fillcolor?: string;
    text?: string[];
    hovertemplate?: string;
    showlegend?: boolean;
    connectgaps?: boolean;
    /** 'y2' draws the trace against the second value axis (layout.yaxis2). */
    yaxis?: 'y' | 'y2';
    /** Traces of one stack group are drawn stacked, the first at the bottom, each filled down to the one below. */
    stackgroup?: string;
    /** The trace's place in the legend (lower first), independent of drawing order. */
    legendrank?: number;
  }

  /** A grid of values coloured by a colour scale; a null cell is left undrawn (the plot background shows). */
  export interface HeatmapTrace {
    type: 'heatmap';
    x: Datum[];
    y: Datum[];
    /** One row per y, one value per x. */
    z: Datum[][];
    zmin?: number;
    zmax?: number;
    /** [position 0..1, colour] stops. */
    colorscale?: [number, string][];
    colorbar?: { title?: { text: string } };
    /** false: no hover label over an empty cell. */
    hoverongaps?: boolean;
    customdata?: unknown[][];
    hovertemplate?: string;
    name?: string;
    showscale?: boolean;
  }

  /**
   * Box plots from statistics computed elsewhere (no raw values): one box per x, drawn from its quartile-like
   * edges, median and fences. Boxes of several traces at one x sit side by side under layout.boxmode 'group'.
   */
  export interface BoxTrace {
    type: 'box';
    name?: string;
    x: Datum[];
    /** The box's lower edge, one per x. */
    q1: number[];
    median: number[];
    /** The box's upper edge, one per x. */
    q3: number[];
    /** Where the lower whisker ends, one per x. */
    lowerfence?: number[];
    /** Where the upper whisker ends, one per x. */
    upperfence?: number[];
    /** false: no points beside the boxes (there are none to show when only statistics are given). */
    boxpoints?: false | 'all' | 'outliers' | 'suspectedoutliers';
    marker?: { color?: string };
    line?: { color?: string; width?: number };
    fillcolor?: string;
    /** Hover text per box, reachable as %{text} in the hovertemplate. */
    text?: string[];
    hovertemplate?: string;
    hoverinfo?: string;
    showlegend?: boolean;
    /** Traces of one legend group show and hide together. */
    legendgroup?: string;
    /** The box's share of its slot (0..1). */
    width?: number;
  }

  export interface PlotShape {
    type: 'rect' | 'line';
    xref: 'paper' | 'x';
    yref: 'paper' | 'y';
    x0: Datum;
    x1: Datum;
    y0: number;
    y1: number;
    fillcolor?: string;
    opacity?: number;
    layer?: 'below' | 'above';
    line?: { color?: string; width?: number; dash?: 'solid' | 'dash' | 'dot' };
    name?: string;
    showlegend?: boolean;
  }

  export interface PlotAxis {
    title?: { text: string };
    type?: 'date' | 'linear' | 'log' | 'category';
    nticks?: number;
    range?: [Datum, Datum];
    automargin?: boolean;
    fixedrange?: boolean;
    tickformat?: string;
    autorange?: boolean;
    /** A second value axis drawn over the first ('y') on the right. */
    overlaying?: 'y';
    side?: 'left' | 'right';
    showgrid?: boolean;
    /** Where ticks go and what they read (ticktext[i] at tickvals[i]). */
    tickvals?: Datum[];
    ticktext?: string[];
    tickangle?: number;
    /** How the axis's value reads in hover labels (a d3 format; dates as '%m/%d/%Y'). */
    hoverformat?: string;
    /** A category axis's order: 'array' follows categoryarray instead of the order the traces meet the values. */
    categoryorder?: 'trace' | 'array' | 'category ascending' | 'category descending';
    categoryarray?: Datum[];
    gridcolor?: string;
    zerolinecolor?: string;
    linecolor?: string;
  }

  export interface PlotLayout {
    title?: { text: string };
    xaxis?: PlotAxis;
    yaxis?: PlotAxis;
    yaxis2?: PlotAxis;
    shapes?: PlotShape[];
    showlegend?: boolean;
    legend?: {
      orientation?: 'h' | 'v'; x?: number; y?: number; xanchor?: 'left' | 'center' | 'right'; yanchor?: 'top' | 'middle' | 'bottom';
      /** 'container': y is measured on the whole chart, and the legend's room is reserved before the axes take theirs. */
      yref?: 'paper' | 'container';
      /** The legend's most height in pixels (above 1) or as a share of the chart; past it the legend scrolls. */
      maxheight?: number;
      /** Plotly reverses the legend of stacked traces unless told 'normal'. */
      traceorder?: 'normal' | 'reversed';
    };
    margin?: { l?: number; r?: number; t?: number; b?: number };
    autosize?: boolean;
    bargap?: number;
    hovermode?: 'closest' | 'x' | 'x unified' | false;
    /** How boxes of several traces at one x are placed: side by side ('group') or over each other ('overlay'). */
    boxmode?: 'group' | 'overlay';
    /** The gap between the boxes of neighbouring x values, and between boxes of one group (fractions of a slot). */
    boxgap?: number;
    boxgroupgap?: number;
    /** What dragging on the plot does: zoom to a box (the default) or pan. */
    dragmode?: 'zoom' | 'pan';
    paper_bgcolor?: string;
    plot_bgcolor?: string;
    font?: { color?: string; size?: number };
    hoverlabel?: { bgcolor?: string; bordercolor?: string; font?: { color?: string } };
    /** The chart's height in pixels (the width follows the container). */
    height?: number;
  }

  export interface PlotConfig {
    responsive?: boolean;
    displaylogo?: boolean;
    displayModeBar?: boolean | 'hover';
  }

  export interface ToImageOptions {
    format: 'png' | 'jpeg' | 'svg';
    width?: number;
    height?: number;
  }

  export interface PlotlyApi {
    register(modules: unknown[]): void;
    /** A data URL of the drawn chart. */
    toImage(graphDiv: HTMLElement, options: ToImageOptions): Promise<string>;
    /** Changes layout attributes of a drawn chart ('xaxis.autorange': true...). */
    relayout(graphDiv: HTMLElement, update: Record<string, unknown>): Promise<unknown>;
    /** Hover labels driven from code (hover sync between charts). */
    Fx: PlotlyFx;
  }

  export interface PlotlyFx {
    hover(graphDiv: HTMLElement, points: { xval: Datum }): void;
    unhover(graphDiv: HTMLElement): void;
  }

  /** The drawn chart's element: plotly adds an event emitter to it. */
  export interface PlotlyGraphDiv extends HTMLElement {
    on(event: 'plotly_hover', handler: (event: { points: { x: Datum }[] }) => void): void;
    on(event: 'plotly_unhover', handler: () => void): void;
    /** The layout changes a zoom, pan, reset or relayout made ('xaxis.range[0]', 'xaxis.autorange'...). */
    on(event: 'plotly_relayout', handler: (event: Record<string, unknown>) => void): void;
    removeAllListeners?(event: string): void;
    /** The drawn layout with plotly's defaults filled in; its x axis converts range values to numbers and back. */
    _fullLayout?: {
      xaxis?: PlotlyFullAxis;
      height?: number;
      /** The plot area's size within the chart. */
      _size?: { h: number };
      /** The drawn legend: _height all its rows, _effHeight what shows (scrolling past maxheight). */
      legend?: { _height?: number; _effHeight?: number };
    };
  }

  /** A drawn axis: its range as layout values, its length in pixels and the conversions to and from linear values. */
  export interface PlotlyFullAxis {
    range: Datum[];
    _length: number;
    r2l(value: Datum): number;
    l2r(value: number): Datum;
  }

  export interface PlotComponentProps {
    data: AnyTrace[];
    layout: PlotLayout;
    config?: PlotConfig;
    style?: import('react').CSSProperties;
    className?: string;
    useResizeHandler?: boolean;
    onInitialized?: (figure: { data: AnyTrace[]; layout: PlotLayout }, graphDiv: HTMLElement) => void;
    onPurge?: (figure: { data: AnyTrace[]; layout: PlotLayout }, graphDiv: HTMLElement) => void;
    /** After each update with new props (Plotly.react). */
    onUpdate?: (figure: { data: AnyTrace[]; layout: PlotLayout }, graphDiv: HTMLElement) => void;
    /** After every drawing: the first, an update, a resize. */
    onAfterPlot?: () => void;
  }

  const Plotly: PlotlyApi;
  export default Plotly;
}

declare module 'plotly.js/lib/scatter' {
  const scatter: unknown;
  export default scatter;
}

declare module 'plotly.js/lib/bar' {
  const bar: unknown;
  export default bar;
}

declare module 'plotly.js/lib/heatmap' {
  const heatmap: unknown;
  export default heatmap;
}

declare module 'plotly.js/lib/box' {
  const box: unknown;
  export default box;
}

declare module 'react-plotly.js/factory' {
  import type { ComponentType } from 'react';
  import type { PlotComponentProps, PlotlyApi } from 'plotly.js/lib/core';

  export default function createPlotlyComponent(plotly: PlotlyApi): ComponentType<PlotComponentProps>;
}
