/** The figure types of the portal's charts (declared in plotly-modules.d.ts, since plotly ships none). */
export type {
  AnyTrace,
  BoxTrace,
  Datum,
  HeatmapTrace,
  PlotAxis,
  PlotComponentProps,
  PlotlyFx,
  PlotlyGraphDiv,
  PlotLayout,
  PlotShape,
  PlotTrace,
  ToImageOptions,
} from 'plotly.js/lib/core';

import type { BoxTrace, HeatmapTrace, PlotLayout, PlotTrace } from 'plotly.js/lib/core';

/** A chart as data: its traces and layout, built by a pure function and drawn by <Plot {...figure} />. */
export interface Figure {
  data: PlotTrace[];
  layout: PlotLayout;
}

/** A heat map as data: one heatmap trace (or none, when there is nothing to draw) and its layout. */
export interface HeatmapFigure {
  data: HeatmapTrace[];
  layout: PlotLayout;
}

/** A box plot as data: box traces (none when there is nothing to draw) and their layout. */
export interface BoxFigure {
  data: BoxTrace[];
  layout: PlotLayout;
}
