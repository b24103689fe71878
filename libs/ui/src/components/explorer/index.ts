/** What the explorers (Climate and Flows, Year-over-Year) share: state and URL rules, controls, chart card, hooks. */
export * from './explorer.logic';
export { ArrangementToggle, ExplorerControls, RegionSelect } from './ExplorerControls';
export type { ExplorerControlsProps, RegionSelectProps } from './ExplorerControls';
export { ExplorerChartCard } from './ExplorerChartCard';
export type { ExplorerChartCardProps } from './ExplorerChartCard';
export { useAbortableData } from './use-abortable-data';
export type { ExplorerDataState, LazyTrigger } from './use-abortable-data';
export { useExplorerLists } from './use-explorer-lists';
export { useExplorerUrlState } from './use-explorer-url-state';
export { useLinkedChartSlots, useLinkedCharts } from './use-linked-charts';
export { useExplorerPage } from './use-explorer-page';
export type { ExplorerPageRules } from './use-explorer-page';
export { ExplorerPageFrame } from './ExplorerPageFrame';
