import { Button, ButtonGroup, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { CowInterval } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { DateRange } from '../../common/dates';
import { DateRangePicker } from '../../components/dates';
import { INTERVAL_LABELS, quickRanges, submittedDates } from './colors-of-water.logic';

export interface CowDateFormProps {
  /** Prefix of the fields' ids. */
  idPrefix: string;
  today: string;
  range: DateRange;
  onRangeChange(range: DateRange): void;
  /** Draws the range: on Submit, or at once from a quick range. */
  onSubmit(range: DateRange): void;
  intervals: readonly CowInterval[];
  interval: CowInterval;
  onIntervalChange(interval: CowInterval): void;
  /** A graph is loading: Submit waits. */
  loading: boolean;
  /** Controls before the interval (the Stagecoach page's stream gage). */
  children?: ReactNode;
}

/**
 * The Colors of Water controls: the time interval, Start and End dates with Submit (disabled without both dates),
 * and the quick ranges, each of which sets the dates and draws them at once.
 */
export function CowDateForm({
  idPrefix, today, range, onRangeChange, onSubmit, intervals, interval, onIntervalChange, loading, children,
}: CowDateFormProps) {
  return (
    <form
      className="portal-cow-form"
      aria-label="Graph options"
      onSubmit={(event) => {
        event.preventDefault();
        if (submittedDates(range)) onSubmit(range);
      }}
    >
      <div className="portal-cow-fields">
        {children}
        <FormGroup label="Time Interval" labelFor={`${idPrefix}-interval`} inline>
          <HTMLSelect
            id={`${idPrefix}-interval`}
            value={interval}
            options={intervals.map((value) => ({ value, label: INTERVAL_LABELS[value] }))}
            onChange={(event) => onIntervalChange(event.currentTarget.value as CowInterval)}
          />
        </FormGroup>
        <DateRangePicker idPrefix={idPrefix} value={range} onChange={onRangeChange} />
        <Button type="submit" text="Submit" intent="primary" loading={loading} disabled={!submittedDates(range)} />
      </div>
      <ButtonGroup className="portal-cow-quick" aria-label="Quick ranges">
        {quickRanges(today).map((quick) => (
          <Button
            key={quick.label}
            text={quick.label}
            onClick={() => {
              onRangeChange(quick.range);
              onSubmit(quick.range);
            }}
          />
        ))}
      </ButtonGroup>
    </form>
  );
}
