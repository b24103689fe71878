export { PanelFrame } from './PanelFrame';
export type { PanelFrameProps } from './PanelFrame';
export { PANEL_EXPANDED_HEIGHT, PANEL_HEIGHT, PANEL_TEXT } from './panels.constants';
