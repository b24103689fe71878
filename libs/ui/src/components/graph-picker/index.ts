/** A drag-and-drop choice of the (at most two) graphs an explorer draws. */
export { GraphPicker } from './GraphPicker';
export type { GraphPickerProps } from './GraphPicker';
export {
  applyDrop, availableOf, feedback, GRAPH_PICKER_TEXT, keepOffered, MAX_GRAPHS, moveToSelection, removeFromSelection, reorderSelection,
} from './graph-picker.logic';
export type { GraphContainer, GraphDrop, GraphOption } from './graph-picker.logic';
