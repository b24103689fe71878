import type { CowInterval } from '@portal/contracts';
import { useState } from 'react';
import { type DateRange, todayIsoDay } from '../../common/dates';
import { defaultRange, submittedDates } from './colors-of-water.logic';

/**
 * The date form's state: the dates being edited and the dates drawn (the last 90 days on opening), and the interval
 * (drawn as soon as it changes).
 */
export function useCowForm(now?: Date) {
  const today = todayIsoDay(now);
  const [range, setRange] = useState<DateRange>(() => defaultRange(today));
  const [drawn, setDrawn] = useState(() => submittedDates(defaultRange(today))!);
  const [interval, setInterval] = useState<CowInterval>('daily');
  return {
    drawn,
    interval,
    setInterval,
    /** The date form's part of CowDateForm's props. */
    dateProps: {
      today,
      range,
      onRangeChange: setRange,
      onSubmit: (chosen: DateRange) => {
        const dates = submittedDates(chosen);
        if (dates) setDrawn(dates);
      },
    },
  };
}
