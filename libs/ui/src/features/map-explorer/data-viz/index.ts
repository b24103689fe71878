/** The data-visualization panel of a clicked location outside graph mode. */
export { DataVizPanel } from './DataVizPanel';
export type { DataVizPanelProps } from './DataVizPanel';
export { availableGraphTypes } from './data-viz.logic';
export type { DataVizLocation } from './data-viz.logic';
export { DATA_VIZ_PANEL_EXPANDED_HEIGHT, DATA_VIZ_PANEL_HEIGHT } from './data-viz.constants';
