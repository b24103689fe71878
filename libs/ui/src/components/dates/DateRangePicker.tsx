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
  /** An ISO day, or null while cleared; a month field shows the day's month. */
  value: string | null;
  min?: string | null;
  max?: string | null;
  /** Days between the days offered, counted from min (7 with a Sunday min offers Sundays only). */
  step?: number;
  /** 'month': the reader picks a year and month, handed on as the month's first day. Default 'day'. */
  precision?: 'day' | 'month';
  onChange(day: string | null): void;
}

/** A month field's 'yyyy-MM' as the month's first ISO day, or null ('' is a cleared field). */
const monthStartOrNull = (value: string): string | null => (/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : null);

/**
 * One labelled date input holding an ISO day (or nothing), optionally bounded by min and max days: the browser's
 * day picker, or its month picker with precision 'month' (values, min and max cut to 'yyyy-MM').
 */
export function DateField({ id, label, value, min, max, step, precision = 'day', onChange }: DateFieldProps) {
  const shown = (day: string | null | undefined) => (day && precision === 'month' ? day.slice(0, 7) : day ?? undefined);
  return (
    <FormGroup label={label} labelFor={id} inline>
      <input
        id={id}
        className="bp6-input"
        type={precision === 'month' ? 'month' : 'date'}
        placeholder={precision === 'month' ? 'yyyy-MM' : DATE_FORMATS.us}
        value={shown(value) ?? ''}
        min={shown(min)}
        max={shown(max)}
        step={step}
        onChange={(event) => onChange((precision === 'month' ? monthStartOrNull : dayOrNull)(event.currentTarget.value))}
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
