/** What the explorers (Climate and Flows, Year-over-Year) share: state and URL rules, controls, chart card, hooks. */
export * from './explorer.logic';
export { ArrangementToggle, ExplorerControls, RegionSelect } from './ExplorerControls';
export { ExplorerChartCard } from './ExplorerChartCard';
export { useAbortableData } from './use-abortable-data';
export type { ExplorerDataState } from './use-abortable-data';
export { useExplorerPage } from './use-explorer-page';
export { ExplorerPageFrame } from './ExplorerPageFrame';
