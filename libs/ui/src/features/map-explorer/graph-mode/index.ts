/** Graph mode of the map explorer: state, colouring, panels and exports. */
export { BenchmarkLegend } from './BenchmarkLegend';
export type { BenchmarkLegendProps } from './BenchmarkLegend';
export { GraphModeBar } from './GraphModeBar';
export type { GraphModeBarProps } from './GraphModeBar';
export { GraphModeDetailPanel } from './GraphModeDetailPanel';
export type { DetailPanelLocation, GraphModeDetailPanelProps } from './GraphModeDetailPanel';
export { ParametersPanel } from './ParametersPanel';
export type { ParametersPanelProps } from './ParametersPanel';
export { useGraphMode } from './useGraphMode';
export type { GraphModeState, UseGraphModeOptions } from './useGraphMode';
export { useGraphModeUrl } from './useGraphModeUrl';
export type { GraphModeUrl } from './useGraphModeUrl';
export {
  clearGraphModeQuery,
  DEFAULT_GRAPH_MODE_QUERY,
  isGraphModeQuery,
  parseGraphModeQuery,
  serializeGraphModeQuery,
} from './graph-mode-url.logic';
export type { GraphModeQuery } from './graph-mode-url.logic';
export { graphModeColouring, locationScores, qualifyingRows } from './colouring.logic';
export type { GraphModeColouring } from './colouring.logic';
export {
  exportStatsAndBenchmarks,
  exportTimeSeries,
  statsFileName,
  timeSeriesFileName,
  useGraphModeExports,
} from './exports';
export type { GraphModeExports, GraphModeExportsInput } from './exports';
export * from './graph-mode.constants';
