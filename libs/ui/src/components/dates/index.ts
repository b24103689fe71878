export { DateField, DateRangePicker, dayOrNull } from './DateRangePicker';
export type { DateFieldProps, DateRangePickerProps, QuickRange } from './DateRangePicker';
export { DateTimeField } from './DateTimeField';
export type { DateTimeFieldProps } from './DateTimeField';
