/** A searchable, paged chip picker for choosing many options of a long list. */
export { ChipPicker } from './ChipPicker';
export { toggleChip } from './chip-picker.logic';
export type { ChipOption } from './chip-picker.logic';
