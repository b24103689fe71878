export { DateRangePicker, dayOrNull } from './DateRangePicker';
export type { DateRangePickerProps, QuickRange } from './DateRangePicker';
