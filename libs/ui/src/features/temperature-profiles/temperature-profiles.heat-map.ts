import { tz } from '@date-fns/tz';
import type { TemperatureProfilePeriod, TemperatureProfileRow } from '@portal/contracts';
import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { HeatmapFigure } from '../../components/charts';
import { addDays, DATE_FORMATS, PORTAL_TIME_ZONE, toIsoDay } from '../../common/dates';
import { STATISTIC_LABELS, type ProfileStatistic } from './temperature-profiles.options';

export const HEAT_MAP_TITLE = 'Reservoir Temperature Profile Over Time';
export const ELEVATION_AXIS_TITLE = 'Elevation, Ft abMSL';

/** The colour range of the scale, in the profiles' unit (°F): colder or warmer cells take the end colours. */
export const COLOR_RANGE = { min: 30, max: 75 } as const;
/** A yellow-orange-red sequence of 10 steps, coldest first. */
export const COLOR_STEPS = [
  '#ffffcc', '#fff0a8', '#fee087', '#fec965', '#feab4b', '#fd893c', '#fa5c2e', '#ec3023', '#d31121', '#b00026',
] as const;
/** Cells without a reading: the plot background shows through them. */
export const NO_DATA_COLOR = '#bdbdbd';

const inPortalZone = tz(PORTAL_TIME_ZONE);
const HOUR_MS = 3_600_000;

/** The scale as plotly stops: each step a flat band of equal width (no blending between steps). */
export function steppedColorScale(colors: readonly string[] = COLOR_STEPS): [number, string][] {
  return colors.flatMap((color, i): [number, string][] => [[i / colors.length, color], [(i + 1) / colors.length, color]]);
}

/** How a row's day or hour reads: MM/dd/yyyy, with h:mm a for hours (America/Denver). */
export function formatReportDate(timestamp: string, period: TemperatureProfilePeriod): string {
  return format(new Date(timestamp), period === 'hourly' ? `${DATE_FORMATS.us} h:mm a` : DATE_FORMATS.us, { in: inPortalZone });
}

/**
 * Every how many columns a date is labelled: every 23rd hour, every 30th day over spans longer than a year, every
 * 7th over a month, else every day.
 */
export function tickStep(period: TemperatureProfilePeriod, startDate: string, endDate: string): number {
  if (period === 'hourly') return 23;
  const days = differenceInCalendarDays(parseISO(endDate), parseISO(startDate));
  if (days > 365) return 30;
  if (days > 30) return 7;
  return 1;
}

/** A column's key: the Denver day of a daily row, the instant (ms) of an hourly one. */
const columnKey = (timestamp: string, period: TemperatureProfilePeriod) =>
  period === 'daily' ? toIsoDay(new Date(timestamp)) : String(Date.parse(timestamp));

/**
 * Every day or hour from the first row's to the last row's, as column keys and their first instants: a day or hour
 * without rows keeps its column, so a gap shows as a gap and neighbours are never stretched across it.
 */
export function timeColumns(rows: readonly TemperatureProfileRow[], period: TemperatureProfilePeriod): { key: string; at: string }[] {
  if (!rows.length) return [];
  const first = rows[0].collect_timestamp;
  const last = rows[rows.length - 1].collect_timestamp;
  const columns: { key: string; at: string }[] = [];
  if (period === 'hourly') {
    for (let at = Date.parse(first); at <= Date.parse(last); at += HOUR_MS) columns.push({ key: String(at), at: new Date(at).toISOString() });
    return columns;
  }
  const lastDay = toIsoDay(new Date(last));
  for (let day = toIsoDay(new Date(first)); day <= lastDay; day = addDays(day, 1)) columns.push({ key: day, at: `${day}T12:00:00Z` });
  return columns;
}

const STATISTIC_FIELD: Record<ProfileStatistic, 'avg_value' | 'min_value' | 'max_value'> = {
  mean: 'avg_value', min: 'min_value', max: 'max_value',
};

/** A row's place on the elevation axis: its elevation, or minus its depth where the location has no elevation. */
const rowElevation = (row: TemperatureProfileRow) => row.elevation_ft ?? -row.collect_depth;

export interface HeatMapInput {
  rows: readonly TemperatureProfileRow[];
  period: TemperatureProfilePeriod;
  statistic: ProfileStatistic;
  startDate: string;
  endDate: string;
}

/**
 * The heat map: one column per day or hour (rows ordered by time, as the API sends them), one row per depth at its
 * elevation (surface at the top), coloured by the chosen statistic; missing readings stay empty (grey).
 */
export function heatMapFigure({ rows, period, statistic, startDate, endDate }: HeatMapInput): HeatmapFigure {
  const columns = timeColumns(rows, period);
  const columnIndex = new Map(columns.map((c, i) => [c.key, i]));
  const depthOf = new Map(rows.map((r) => [rowElevation(r), r.collect_depth]));
  const elevations = [...depthOf.keys()].sort((a, b) => a - b);
  const rowIndex = new Map(elevations.map((e, i) => [e, i]));
  const z = elevations.map(() => columns.map((): number | null => null));
  for (const row of rows) {
    const c = columnIndex.get(columnKey(row.collect_timestamp, period));
    const r = rowIndex.get(rowElevation(row));
    if (c !== undefined && r !== undefined) z[r][c] = row[STATISTIC_FIELD[statistic]];
  }
  const labels = columns.map((c) => formatReportDate(c.at, period));
  const x = columns.map((c) => c.key);
  const unit = rows[0]?.unit_display_name ?? '';
  const step = tickStep(period, startDate, endDate);
  return {
    data: rows.length
      ? [{
        type: 'heatmap',
        x,
        y: elevations,
        z,
        zmin: COLOR_RANGE.min,
        zmax: COLOR_RANGE.max,
        colorscale: steppedColorScale(),
        colorbar: { title: { text: unit } },
        hoverongaps: false,
        customdata: elevations.map((e) => labels.map((label) => [label, depthOf.get(e)])),
        hovertemplate: `Date: %{customdata[0]}<br>Depth: %{customdata[1]} ft<br>Temperature (${STATISTIC_LABELS[statistic]}): %{z:.2f} ${unit}<extra></extra>`,
      }]
      : [],
    layout: {
      xaxis: {
        type: 'category',
        tickvals: x.filter((_, i) => i % step === 0),
        ticktext: labels.filter((_, i) => i % step === 0),
        tickangle: -45,
        automargin: true,
        showgrid: false,
      },
      yaxis: { title: { text: ELEVATION_AXIS_TITLE }, automargin: true, showgrid: false },
      plot_bgcolor: NO_DATA_COLOR,
      margin: { t: 16, r: 16 },
    },
  };
}
