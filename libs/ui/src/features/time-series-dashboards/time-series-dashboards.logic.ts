/**
 * The reservoir time-series dashboards as data, free of React and plotly so each rule is tested directly: the first
 * choices, the dual-axis figure (its x-axis unit by timestep, at most 9 ticks), the tooltip's texts and the table's
 * rows. Instants arrive as ISO timestamps; the chart and the table show them on America/Denver's clock.
 */
import { tz } from '@date-fns/tz';
import type {
  TimeSeriesAxisOption, TimeSeriesDataPoint, TimeSeriesHoursPumped, TimeSeriesReservoir, TimeSeriesSeries, TimeSeriesTimestepOption,
} from '@portal/contracts';
import { format } from 'date-fns';
import { addDays, PORTAL_TIME_ZONE } from '../../common/dates';
import { chartLayout, type Figure, type PlotLayout, type PlotTrace, withSecondYAxis } from '../../components/charts';
import type { PlotAxis } from '../../components/charts/plot.types';

export const DASHBOARD_TITLES: Record<TimeSeriesReservoir, string> = {
  yamcolo: 'Yamcolo Time Series Dashboard',
  stagecoach: 'Stagecoach Time Series Dashboard',
};

export const QUICK_TIPS_TITLE = 'Quick Tips';
export const QUICK_TIPS: readonly string[] = [
  'Click a legend item to hide/show a line.',
  'Draw a box to zoom.',
  'Click Reset Zoom to go back.',
  'Hold Ctrl and drag to pan.',
];

/** The tooltip's footer, under the values of the hovered instant. */
export const TOOLTIP_FOOTER = 'Hours Pumped';

/** The data table's page size. */
export const TABLE_PAGE_SIZE = 60;

export const TABLE_COLUMNS = [
  { key: 'location', header: 'Location' },
  { key: 'parameter', header: 'Parameter' },
  { key: 'units', header: 'Units' },
  { key: 'timestamp', header: 'Timestamp' },
  { key: 'value', header: 'Value' },
] as const;

/** What a timestep's data is: readings, hourly means or daily means (its data_table_name says). */
export type TimestepKind = '15-min' | 'hourly' | 'daily';

export function timestepKind(dataTableName: string): TimestepKind {
  if (dataTableName.endsWith('daily')) return 'daily';
  if (dataTableName.endsWith('hourly')) return 'hourly';
  return '15-min';
}

/** The x-axis unit: months for daily data, weeks for hourly, days for 15-minute readings. */
export type XAxisUnit = 'month' | 'week' | 'day';
export const X_AXIS_UNIT: Record<TimestepKind, XAxisUnit> = { daily: 'month', hourly: 'week', '15-min': 'day' };
export const X_AXIS_MAX_TICKS = 9;

/** The choices the page asks the data for. */
export interface Selection {
  dataTableName: string;
  /** The timestep's date_range_days. */
  days: number;
  leftAxis: string;
  rightAxis: string;
  /** ISO day. */
  periodEnding: string;
}

/**
 * Once every list has loaded: the first timestep and the first axis of each side, ending today. Null while a list is
 * missing or empty.
 */
export function initialSelection(
  timesteps: readonly TimeSeriesTimestepOption[] | undefined,
  left: readonly TimeSeriesAxisOption[] | undefined,
  right: readonly TimeSeriesAxisOption[] | undefined,
  today: string,
): Selection | null {
  const [timestep] = timesteps ?? [];
  const [leftAxis] = left ?? [];
  const [rightAxis] = right ?? [];
  if (!timestep || !leftAxis || !rightAxis) return null;
  return { dataTableName: timestep.data_table_name, days: timestep.date_range_days, leftAxis: leftAxis.axis, rightAxis: rightAxis.axis, periodEnding: today };
}

/** An axis choice's radio label: 'Flow (cfs)'. */
export const axisLabel = (option: TimeSeriesAxisOption) => `${option.parameter_display_abbrev} (${option.unit_display_name})`;

const inPortalZone = tz(PORTAL_TIME_ZONE);
const PLOT_INSTANT = 'yyyy-MM-dd HH:mm:ss';

/** An ISO instant as plotly's date text on America/Denver's clock (plotly draws dates as written, in no zone). */
export function plotInstant(iso: string): string {
  return format(new Date(iso), PLOT_INSTANT, { in: inPortalZone });
}

/** The first shown day of a period of `days` days ending with periodEnding. */
export const periodStart = (periodEnding: string, days: number) => addDays(periodEnding, 1 - days);

const DAY_MS = 86_400_000;

/** Tick placement along the x-axis: whole units, as many of them per tick as keep the ticks at 9 or fewer. */
export function xAxisTicks(unit: XAxisUnit, firstDay: string, lastDay: string): Pick<TimeSeriesAxis, 'tick0' | 'dtick' | 'tickformat'> {
  const days = Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / DAY_MS) + 1;
  if (unit === 'month') {
    const months = Number(lastDay.slice(0, 4)) * 12 + Number(lastDay.slice(5, 7)) - (Number(firstDay.slice(0, 4)) * 12 + Number(firstDay.slice(5, 7))) + 1;
    return { tick0: `${firstDay.slice(0, 7)}-01`, dtick: `M${Math.ceil(months / X_AXIS_MAX_TICKS)}`, tickformat: '%b %Y' };
  }
  const unitDays = unit === 'week' ? 7 : 1;
  const step = Math.ceil(days / unitDays / X_AXIS_MAX_TICKS) * unitDays;
  return { tick0: firstDay, dtick: step * DAY_MS, tickformat: '%m/%d/%Y' };
}

/** The plotly attributes of the x-axis and traces beyond the toolkit's figure types. */
interface TimeSeriesAxis extends PlotAxis {
  tick0?: string;
  dtick?: number | string;
  showspikes?: boolean;
  spikemode?: 'across';
  spikesnap?: 'cursor';
  spikethickness?: number;
  spikedash?: 'solid';
  spikecolor?: string;
}
interface TimeSeriesLayout extends PlotLayout {
  dragmode?: 'zoom';
}
interface TimeSeriesTrace extends PlotTrace {
  /** Plotly's own hover labels are off: the page draws its own tooltip from the hover events. */
  hoverinfo: 'none';
}

/** One side of the chart: its axis choice and the series it draws. */
export interface ChartSide {
  option: TimeSeriesAxisOption | undefined;
  series: readonly TimeSeriesSeries[];
}

export interface FigureInput {
  points: readonly TimeSeriesDataPoint[];
  left: ChartSide;
  right: ChartSide;
  kind: TimestepKind;
  periodEnding: string;
  days: number;
}

const DASH = { dashed: 'dash', dotted: 'dot' } as const;

/** The series drawn, left side first; a series both sides choose is drawn once, on the left. */
export function drawnSeries(left: ChartSide, right: ChartSide): { series: TimeSeriesSeries; side: 'left' | 'right' }[] {
  const onLeft = new Set(left.series.map((s) => s.series_ndx));
  return [
    ...left.series.map((series) => ({ series, side: 'left' as const })),
    ...right.series.filter((s) => !onLeft.has(s.series_ndx)).map((series) => ({ series, side: 'right' as const })),
  ];
}

/**
 * The dual-axis chart: one line per series in its colour, weight and dash, the left choice's series against the left
 * axis and the right choice's against the right one; breaks where the answer has a null; the period's whole days on
 * the x-axis with a vertical hover line; box zoom (ctrl-drag pans, plotly's own modifier).
 */
export function timeSeriesFigure({ points, left, right, kind, periodEnding, days }: FigureInput): Figure {
  const bySeries = new Map<number, TimeSeriesDataPoint[]>();
  for (const point of points) bySeries.set(point.series_ndx, [...(bySeries.get(point.series_ndx) ?? []), point]);
  const drawn = drawnSeries(left, right);
  const data: TimeSeriesTrace[] = drawn.map(({ series }) => {
    const own = bySeries.get(series.series_ndx) ?? [];
    return {
      type: 'scatter',
      mode: 'lines',
      name: series.series_display_label,
      x: own.map((p) => plotInstant(p.collect_timestamp)),
      y: own.map((p) => p.result_value),
      line: { color: series.legend_color, width: series.line_weight, dash: series.line_type ? DASH[series.line_type] : 'solid' },
      connectgaps: false,
      hoverinfo: 'none',
    };
  });
  const first = periodStart(periodEnding, days);
  const base = chartLayout({ xType: 'date', yTitle: left.option ? axisLabel(left.option) : undefined });
  const xaxis: TimeSeriesAxis = {
    ...base.xaxis,
    range: [`${first} 00:00:00`, `${addDays(periodEnding, 1)} 00:00:00`],
    ...xAxisTicks(X_AXIS_UNIT[kind], first, periodEnding),
    nticks: X_AXIS_MAX_TICKS,
    showspikes: true,
    spikemode: 'across',
    spikesnap: 'cursor',
    spikethickness: 1,
    spikedash: 'solid',
    spikecolor: '#738091',
  };
  const layout: TimeSeriesLayout = { ...base, xaxis, hovermode: 'x', dragmode: 'zoom' };
  const rightNames = drawn.filter((d) => d.side === 'right').map((d) => d.series.series_display_label);
  return withSecondYAxis({ data, layout }, rightNames, { title: right.option ? axisLabel(right.option) : undefined });
}

/** The table's timestamps. */
const TABLE_TIMESTAMP = 'MM/dd/yyyy, h:mm a';

/**
 * Plotly's hovered x, Denver's wall clock written 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm' or 'yyyy-MM-dd HH:mm:ss' (a
 * midnight as the date alone), as its parts (the time's missing ones '00'), or null for other text.
 */
function readPlotX(plotX: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(plotX);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  return { year, month, day, hour, minute, second };
}

/**
 * The tooltip's title from plotly's hovered x (Denver's wall clock, 'yyyy-MM-dd HH:mm...'): the date alone for daily
 * data, the date and time otherwise. Read as text, so the browser's own time zone cannot shift it.
 */
export function tooltipTitle(plotX: string, kind: TimestepKind): string {
  const parts = readPlotX(plotX);
  if (!parts) return plotX;
  const { year, month, day, hour, minute } = parts;
  const date = `${month}/${day}/${year}`;
  if (kind === 'daily') return date;
  const h = Number(hour);
  return `${date}, ${h % 12 === 0 ? 12 : h % 12}:${minute} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A value as shown: at most two decimals. */
export const formatValue = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

export interface TooltipLine {
  label: string;
  color: string;
  text: string;
}

/** The hovered points' lines, in the order the series are drawn; points without a value say nothing. */
export function tooltipLines(
  hovered: readonly { curveNumber: number; y: number | string | null }[],
  left: ChartSide,
  right: ChartSide,
): TooltipLine[] {
  const drawn = drawnSeries(left, right);
  return [...hovered]
    .filter((point) => typeof point.y === 'number' && drawn[point.curveNumber])
    .sort((a, b) => a.curveNumber - b.curveNumber)
    .map((point) => {
      const { series, side } = drawn[point.curveNumber];
      const unit = (side === 'left' ? left : right).option?.unit_display_name ?? '';
      return { label: series.series_display_label, color: series.legend_color, text: `${formatValue(point.y as number)} ${unit}`.trim() };
    });
}

/** A data-table row as shown. */
export interface TableRow {
  key: string;
  location: string;
  parameter: string;
  units: string;
  timestamp: string;
  value: string;
}

/**
 * The table's rows: every point with a value, with its series' axis choice's parameter and units, newest first (an
 * operator opens the table for the latest readings; the answer comes oldest first). Rows of one instant keep the
 * answer's series order.
 */
export function tableRows(points: readonly TimeSeriesDataPoint[], left: ChartSide, right: ChartSide): TableRow[] {
  const optionOf = new Map<number, TimeSeriesAxisOption | undefined>(
    drawnSeries(left, right).map(({ series, side }) => [series.series_ndx, (side === 'left' ? left : right).option]),
  );
  const newestFirst = points
    .map((point, i) => ({ point, i, at: Date.parse(point.collect_timestamp) }))
    .sort((a, b) => b.at - a.at || a.i - b.i);
  return newestFirst.flatMap(({ point, i }) => {
    if (point.result_value === null) return [];
    const option = optionOf.get(point.series_ndx);
    return [{
      key: `${point.series_ndx}-${i}`,
      location: point.location_display_label,
      parameter: option?.parameter_display_abbrev ?? '',
      units: option?.unit_display_name ?? '',
      timestamp: format(new Date(point.collect_timestamp), TABLE_TIMESTAMP, { in: inPortalZone }),
      value: formatValue(point.result_value),
    }];
  });
}

/** The rows any of whose cells contains the filter text (case-insensitive); all rows for a blank filter. */
export function filterTableRows(rows: readonly TableRow[], filter: string): TableRow[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => TABLE_COLUMNS.some(({ key }) => row[key].toLocaleLowerCase().includes(needle)));
}

/** An interval of the Hours Pumped answer, its start on the chart's clock (plotInstant). */
export interface PumpInterval {
  start: string;
  hours: number;
}

/** The Hours Pumped answer on the chart's clock, in time order. */
export function pumpIntervals(answer: readonly TimeSeriesHoursPumped[]): PumpInterval[] {
  return answer.map((a) => ({ start: plotInstant(a.period_start), hours: a.hours }));
}

/** Plotly's hovered x written as plotInstant writes, or null. */
function asPlotInstant(plotX: string): string | null {
  const parts = readPlotX(plotX);
  return parts && `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The tooltip's footer: 'Hours Pumped' with the pumps' hours in the interval the hovered instant falls in (the last
 * interval starting at or before it; two decimals at most), or the label alone when the answer has no such interval
 * (not loaded, or a reservoir without a pump record).
 */
export function hoursPumpedText(plotX: string, intervals: readonly PumpInterval[]): string {
  const at = asPlotInstant(plotX);
  if (!at || !intervals.length || intervals[0].start > at) return TOOLTIP_FOOTER;
  let lo = 0;
  let hi = intervals.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (intervals[mid].start <= at) lo = mid;
    else hi = mid - 1;
  }
  return `${TOOLTIP_FOOTER}: ${Number(intervals[lo].hours.toFixed(2))}`;
}
