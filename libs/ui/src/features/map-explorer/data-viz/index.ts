/** The data-visualization panel of a clicked location outside graph mode. */
export { DataVizPanel } from './DataVizPanel';
export { availableGraphTypes } from './data-viz.logic';
