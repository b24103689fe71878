export { DateField, DateRangePicker } from './DateRangePicker';
export { DateTimeField } from './DateTimeField';
