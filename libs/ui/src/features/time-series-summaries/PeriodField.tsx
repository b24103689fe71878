import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { TssumGroupType } from '@portal/contracts';
import { DateField } from '../../components/dates';
import { snapToGroup } from './time-series-summaries.logic';

export interface PeriodFieldProps {
  id: string;
  label: string;
  groupType: TssumGroupType;
  /** Which end of the range the field holds: a start snaps to its period's first day, an end to its last. */
  edge: 'start' | 'end';
  /** An ISO day, or null while cleared. */
  value: string | null;
  /** The first and last days that can be picked. */
  bounds: { min: string; max: string };
  /** A picked day within the period (the page snaps it), or null when cleared. */
  onChange(day: string | null): void;
}

/**
 * The years to offer, latest first: from the bounds' first to their last, and the chosen day's year when it lies
 * outside them (a URL may name one), so the select always shows what the state holds.
 */
function yearsOffered(bounds: { min: string; max: string }, value: string | null): number[] {
  const [first, last] = [Number(bounds.min.slice(0, 4)), Number(bounds.max.slice(0, 4))];
  const years = Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => last - index);
  const chosen = value === null ? null : Number(value.slice(0, 4));
  return chosen === null || years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a);
}

/**
 * A summaries date picker shaped by the grouping: Week picks a day (the calendar steps by whole weeks, Sundays for
 * a start and Saturdays for an end), Month picks a year and month, Year picks a year only. Each hands the page a day
 * of the chosen period, which the page snaps to the period's first or last day.
 */
export function PeriodField({ id, label, groupType, edge, value, bounds, onChange }: PeriodFieldProps) {
  if (groupType === 'Week') {
    // A date input's step counts from its min, so a min on the right weekday offers only that weekday.
    const min = snapToGroup(bounds.min, 'Week', edge);
    return <DateField id={id} label={label} value={value} min={min} max={bounds.max} step={7} onChange={onChange} />;
  }
  if (groupType === 'Month') {
    return <DateField id={id} label={label} value={value} min={bounds.min} max={bounds.max} precision="month" onChange={onChange} />;
  }
  return (
    <FormGroup label={label} labelFor={id} inline>
      <HTMLSelect
        id={id}
        value={value?.slice(0, 4) ?? ''}
        options={[...(value === null ? [{ value: '', label: '' }] : []), ...yearsOffered(bounds, value).map((year) => ({ value: String(year), label: String(year) }))]}
        onChange={(event) => {
          const year = event.currentTarget.value;
          onChange(year === '' ? null : `${year}-01-01`);
        }}
      />
    </FormGroup>
  );
}
