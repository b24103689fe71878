/** The figure types of the portal's charts (declared in plotly-modules.d.ts, since plotly ships none). */
export type {
  Datum,
  PlotAxis,
  PlotComponentProps,
  PlotConfig,
  PlotLayout,
  PlotShape,
  PlotTrace,
  ToImageOptions,
} from 'plotly.js/lib/core';
