export { DateRangePicker, dayOrNull } from './DateRangePicker';
export type { DateRangePickerProps, QuickRange } from './DateRangePicker';
export { DateTimeField } from './DateTimeField';
export type { DateTimeFieldProps } from './DateTimeField';
