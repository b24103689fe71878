/** The data-visualization (time-series) panel is 500 px tall, 70vh expanded. */
export const DATA_VIZ_PANEL_HEIGHT = '500px';
export const DATA_VIZ_PANEL_EXPANDED_HEIGHT = '70vh';

/** What the panel shows when the location's answer is empty. */
export const NO_DATA_MESSAGE = 'no data available';
