import { Button, FormGroup } from '@blueprintjs/core';
import { type DateRange, DATE_FORMATS } from '../../common/dates';

/** A quick range button: its label and the range it sets. */
export interface QuickRange {
  label: string;
  range(): DateRange;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange(range: DateRange): void;
  /** Prefix of the two inputs' ids: '{idPrefix}-start' and '{idPrefix}-end'. */
  idPrefix: string;
  /** Buttons after the fields ('Record', 'Year', 'Water Year'...), in order. */
  quickRanges?: readonly QuickRange[];
  startLabel?: string;
  endLabel?: string;
}

/** An ISO day or null from a date field ('' is a cleared field). */
export const dayOrNull = (value: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export interface DateFieldProps {
  id: string;
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  /** Days between the days offered, counted from min (7 with a Sunday min offers Sundays only). */
  step?: number;
  onChange(day: string | null): void;
}

/** One labelled date input holding an ISO day (or nothing), optionally bounded by min and max days. */
export function DateField({ id, label, value, min, max, step, onChange }: DateFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} inline>
      <input
        id={id}
        className="bp6-input"
        type="date"
        placeholder={DATE_FORMATS.us}
        value={value ?? ''}
        min={min ?? undefined}
        max={max ?? undefined}
        step={step}
        onChange={(event) => onChange(dayOrNull(event.currentTarget.value))}
      />
    </FormGroup>
  );
}

/**
 * Start and End date fields with quick ranges, for a filter toolbar. The fields are the browser's date inputs
 * (their values are ISO days, shown in the reader's locale; the placeholder says MM/dd/yyyy where a browser has no
 * date picker), each bounded by the other. Renders inline, so it sits among the toolbar's other controls.
 */
export function DateRangePicker({ value, onChange, idPrefix, quickRanges = [], startLabel = 'Start Date', endLabel = 'End Date' }: DateRangePickerProps) {
  return (
    <>
      <DateField
        id={`${idPrefix}-start`}
        label={startLabel}
        value={value.start}
        max={value.end}
        onChange={(start) => onChange({ ...value, start })}
      />
      <DateField id={`${idPrefix}-end`} label={endLabel} value={value.end} min={value.start} onChange={(end) => onChange({ ...value, end })} />
      {quickRanges.map((quick) => (
        <Button key={quick.label} text={quick.label} onClick={() => onChange(quick.range())} />
      ))}
    </>
  );
}
