/** Graph mode of the map explorer: state, colouring, panels and exports. */
export { BenchmarkLegend } from './BenchmarkLegend';
export { GraphModeBar } from './GraphModeBar';
export { GraphModeDetailPanel } from './GraphModeDetailPanel';
export { ParametersPanel } from './ParametersPanel';
export { useGraphMode } from './useGraphMode';
export { useGraphModeUrl } from './useGraphModeUrl';
export { useGraphModeExports } from './exports';
export * from './graph-mode.constants';
