/** A drag-and-drop choice of the (at most two) graphs an explorer draws. */
export { GraphPicker } from './GraphPicker';
export type { GraphOption } from './graph-picker.logic';
