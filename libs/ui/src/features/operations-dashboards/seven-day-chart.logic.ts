/** The Yamcolo seven-day chart as data: three temperature lines and the threshold lines, on Denver's clock. */
import { tz } from '@date-fns/tz';
import type { SevenDayGraphRow } from '@portal/contracts';
import { format } from 'date-fns';
import { chartLayout, type Figure, finiteValues, type PlotTrace, valueAxisRange } from '../../components/charts';
import { PORTAL_TIME_ZONE } from '../../common/dates';
import { SEVEN_DAY_SUGGESTED_MIN } from './operations-dashboards.constants';

/** An instant as plotly's date axis reads it, in Denver local time (plotly ignores a time zone in the string). */
export function localPlotTime(instant: string): string {
  return format(new Date(instant), 'yyyy-MM-dd HH:mm', { in: tz(PORTAL_TIME_ZONE) });
}

type Column = keyof Omit<SevenDayGraphRow, 'collect_timestamp' | 'units'>;

const LINES: readonly { column: Column; name: string; color: string }[] = [
  { column: 'reservoir', name: 'Reservoir', color: '#2D72D2' },
  { column: 'river', name: 'River', color: '#238551' },
  { column: 'ditch', name: 'Ditch', color: '#C87619' },
];

const THRESHOLDS: readonly { column: Column; name: string; color: string }[] = [
  { column: 'thr1_32deg', name: '32 Degrees', color: '#5F6B7C' },
  { column: 'thr2_heater2_on', name: 'Heater 2 On', color: '#CD4246' },
  { column: 'thr3_heater1_on', name: 'Heater 1 On', color: '#E76A6E' },
  { column: 'thr4_heater2_off', name: 'Heater 2 Off', color: '#7961DB' },
  { column: 'thr5_heater1_off', name: 'Heater 1 Off', color: '#9881F3' },
];

/**
 * The chart: one line per series at its 15-minute values (a gap where a value is missing) and a dashed line per
 * threshold. The value axis starts at 30 unless a value lies below it.
 */
export function sevenDayFigure(rows: readonly SevenDayGraphRow[]): Figure {
  const x = rows.map((r) => localPlotTime(r.collect_timestamp));
  const trace = (column: Column, name: string, color: string, dash: 'solid' | 'dash'): PlotTrace => ({
    type: 'scatter', mode: 'lines', name, x, y: rows.map((r) => r[column]), line: { color, width: dash === 'solid' ? 2 : 1, dash },
    connectgaps: false,
  });
  const lines = LINES.map((l) => trace(l.column, l.name, l.color, 'solid'));
  const thresholds = THRESHOLDS.filter((t) => rows.some((r) => r[t.column] !== null)).map((t) => trace(t.column, t.name, t.color, 'dash'));
  const range = valueAxisRange(finiteValues([...lines, ...thresholds].flatMap((t) => t.y)));
  const units = rows.find((r) => r.units)?.units ?? undefined;
  return {
    data: [...lines, ...thresholds],
    layout: chartLayout({ xType: 'date', yTitle: units, yRange: range && [Math.min(SEVEN_DAY_SUGGESTED_MIN, range[0]), range[1]] }),
  };
}
