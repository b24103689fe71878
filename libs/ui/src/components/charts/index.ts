export { Plot, plotImage } from './Plot';
export type { PlotProps } from './Plot';
export { CHART_TICKS, chartLayout, finiteValues, hasPlotData, NO_DATA_TEXT, valueAxisRange } from './chart.logic';
export type { ChartLayoutOptions } from './chart.logic';
export type { Datum, PlotLayout, PlotShape, PlotTrace } from './plot.types';
