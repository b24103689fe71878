/**
 * Colors of Water without React: the page texts, the date form's rules and quick ranges, and the stacked chart of
 * the storage accounts' slices under the gage's measured flow.
 */
import type { CowGraphRow, CowInterval } from '@portal/contracts';
import { addDays, type DateRange } from '../../common/dates';
import { CHART_COLORS, chartLayout, type Figure, type PlotTrace } from '../../components/charts';

export const ELKHEAD_TITLE = 'Colors of Water - Elkhead (all flows in CFS)';
export const STAGECOACH_TITLE = 'Colors of Water - Stagecoach (all flows in CFS)';
export const Y_AXIS_TITLE = 'Flow and Releases (cfs)';
export const MEASURED_FLOW_NAME = 'Measured Flow';
export const MEASURED_FLOW_COLOR = CHART_COLORS.ink;

/** The intervals a page offers, with their labels: the Elkhead page offers daily data only. */
export const INTERVAL_LABELS: Record<CowInterval, string> = { daily: 'Daily Data', weekly: 'Weekly Data', monthly: 'Monthly Data' };
export const ELKHEAD_INTERVALS: readonly CowInterval[] = ['daily'];

/** The days the pages open on, up to today. */
export const DEFAULT_DAYS = 90;

export const fetchErrorText = (message: string) => `Error fetching current week data analysis: ${message}`;

/** Dates as the chart reads them: MM/DD/yyyy. */
const US_DATE = '%m/%d/%Y';

/** The last `days` days up to today. */
export const lastDays = (today: string, days: number): DateRange => ({ start: addDays(today, -days), end: today });

export const defaultRange = (today: string): DateRange => lastDays(today, DEFAULT_DAYS);

/** The quick ranges, in order: Year to Date, then the last 7, 30, 90, 180 and 365 days. */
export function quickRanges(today: string): { label: string; range: DateRange }[] {
  return [
    { label: 'Year to Date', range: { start: `${today.slice(0, 4)}-01-01`, end: today } },
    ...[7, 30, 90, 180, 365].map((days) => ({ label: `Last ${days} Days`, range: lastDays(today, days) })),
  ];
}

/** A graph request's dates, or null while a date is missing (Submit is disabled without both). */
export function submittedDates(range: DateRange): { startDate: string; endDate: string } | null {
  return range.start && range.end && range.start <= range.end ? { startDate: range.start, endDate: range.end } : null;
}

/** One band of the stack: an account, or the unaccounted flow (key 'unaccounted'). */
interface Band {
  key: string;
  name: string;
  color: string;
  x: string[];
  y: (number | null)[];
}

const bandKey = (row: CowGraphRow) => (row.cow_input_ndx === null ? 'unaccounted' : String(row.cow_input_ndx));

/**
 * The chart: the slices stacked in the answer's order (the Unaccounted band at the bottom, the lowest cow_slice_order
 * on top), each filled in its account's colour, and the measured flow as a black line drawn over them. The legend
 * starts with the measured flow, then the bands from the bottom of the stack up, so the top band comes last, as in
 * the hover label. Values read with 2 decimals, dates as MM/DD/yyyy.
 */
export function cowFigure(rows: readonly CowGraphRow[]): Figure {
  const bands = new Map<string, Band>();
  const flow = new Map<string, number | null>();
  for (const row of rows) {
    const key = bandKey(row);
    let band = bands.get(key);
    if (!band) {
      band = { key, name: row.cow_input_name, color: row.graph_color, x: [], y: [] };
      bands.set(key, band);
    }
    band.x.push(row.collect_date);
    band.y.push(row.cow_slice_cfs);
    if (!flow.has(row.collect_date)) flow.set(row.collect_date, row.measured_flow);
  }
  const stacked: PlotTrace[] = [...bands.values()].map((band, index) => ({
    type: 'scatter',
    mode: 'lines',
    name: band.name,
    x: band.x,
    y: band.y,
    stackgroup: 'slices',
    line: { color: band.color, width: 0.5 },
    fillcolor: band.color,
    hovertemplate: '%{y:.2f} cfs',
    legendrank: index + 2,
  }));
  const measured: PlotTrace = {
    type: 'scatter',
    mode: 'lines',
    name: MEASURED_FLOW_NAME,
    x: [...flow.keys()],
    y: [...flow.values()],
    line: { color: MEASURED_FLOW_COLOR, width: 2 },
    hovertemplate: '%{y:.2f} cfs',
    legendrank: 1,
  };
  const layout = chartLayout({ xType: 'date', yTitle: Y_AXIS_TITLE });
  return {
    data: rows.length ? [...stacked, measured] : [],
    layout: {
      ...layout,
      xaxis: { ...layout.xaxis, tickformat: US_DATE, hoverformat: US_DATE },
      // Plotly would list a stack top first: the legend keeps the order above (the top band last).
      legend: { ...layout.legend, traceorder: 'normal' },
      hovermode: 'x unified',
      dragmode: 'zoom',
    },
  };
}

/** The Save Graph file: the page and the dates drawn. */
export const pngFileName = (page: string, dates: { startDate: string; endDate: string }) =>
  `colors-of-water-${page}-${dates.startDate}-to-${dates.endDate}.png`;
