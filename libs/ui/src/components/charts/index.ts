export { SaveGraphButton } from './SaveGraphButton';
export type { SaveGraphButtonProps } from './SaveGraphButton';
export {
  ChartMessage, dataUrlToBlob, linkHover, linkZoom, Plot, plotImage, resetZoom, saveChartPng, relayoutChart, syncHover, syncZoom,
} from './Plot';
export { useCtrlDragPan } from './use-ctrl-drag-pan';
export { SeriesColorsProvider, useSeriesColors } from './series-colors';
export {
  CHART_COLORS, chartLook, colorSeries, maxLegendHeight, MIN_PLOT_SHARE, SERIES_COLORS, seriesColor, seriesColorScale, seriesNames,
} from './chart-theme';
export type { ChartState, PlotProps } from './Plot';
export { chartPdf, PDF_IMAGE, saveChartPdf } from './chart-pdf';
export {
  BAND_OPACITY,
  bandShapes,
  CHART_MESSAGES,
  CHART_TICKS,
  chartLayout,
  finiteValues,
  hasPlotData,
  NO_DATA_TEXT,
  REFERENCE_LINE_COLOR,
  referenceLine,
  resetZoomUpdate,
  valueAxisRange,
  withSecondYAxis,
  xRangeUpdate,
} from './chart.logic';
export type { ChartLayoutOptions, SecondAxisOptions, ValueBand } from './chart.logic';
export type {
  AnyTrace, BoxFigure, BoxTrace, Datum, Figure, HeatmapFigure, HeatmapTrace, PlotLayout, PlotShape, PlotTrace,
} from './plot.types';
