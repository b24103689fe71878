/**
 * Water Year Comparisons without React: the choices (default and ordered series, the locations of a parameter, the
 * Submit rule), the chart figure (lines, percentile bands, the day-of-water-year axis), the note about too few normal
 * years and the table rows.
 */
import {
  WATER_YEAR_NORMALS, WATER_YEAR_STATISTICS, type WaterYearComparisonRequest, type WaterYearComparisonRow, type WaterYearLocation,
  type WaterYearMapLocation, type WaterYearSeries,
} from '@portal/contracts';
import type { GeoJsonFeatureCollection } from '@portal/contracts';
import { CHART_COLORS, chartLayout, type Figure, type PlotTrace, seriesColor } from '../../components/charts';
import { formatUsDate } from '../../common/dates';
import { pointFeatures } from '../../components/location-map/location-map.logic';
import { DATA_TABLE_PAGE_SIZES } from '../../components/paging';

export const PAGE_TITLE = 'Water Year Comparisons';
export const INFO_TEXT =
  "After selecting your inputs, click the red 'Submit' button to load an interactive time series plot for comparison across different water years.";
export const CHART_SUBTITLE =
  `Statistics are calculated for the NRCS 30-Year Hydroclimatic Normals period of ${WATER_YEAR_NORMALS.firstWaterYear} to ${WATER_YEAR_NORMALS.lastWaterYear}`;
export const WHEEL_ZOOM_HINT = { off: 'Click the chart to zoom with the mouse wheel', on: 'Wheel zoom on: click the chart to turn it off' } as const;

/** Table page sizes; 10 rows first. */
export const TABLE_PAGE_SIZES = DATA_TABLE_PAGE_SIZES;
export const TABLE_PAGE_SIZE = 10;
export const TABLE_COLUMNS = [
  { key: 'parameter', header: 'Parameter' },
  { key: 'location', header: 'Location' },
  { key: 'series', header: 'Series' },
  { key: 'date', header: 'Date' },
  { key: 'day', header: 'Day' },
  { key: 'result', header: 'Result' },
  { key: 'units', header: 'Units' },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// The choices
// ---------------------------------------------------------------------------------------------------------------

export interface WaterYearSelection {
  parameter: number | null;
  location: number | null;
  /** Series names as the series list spells them ('Median', '2025'). */
  series: string[];
}

const isStatistic = (series: string) => (WATER_YEAR_STATISTICS as readonly string[]).includes(series);

/**
 * The series chosen at first: Minimum, Median and Maximum, and the water years of next year and this year (the
 * current water year starts on Oct 1 of the year before it is named after), those the list offers.
 */
export function defaultSeries(offered: readonly WaterYearSeries[], today: string): string[] {
  const year = Number(today.slice(0, 4));
  const wanted = ['Minimum', 'Median', 'Maximum', String(year + 1), String(year)];
  const names = new Set(offered.map((s) => s.series_desc));
  return wanted.filter((s) => names.has(s));
}

/** The chosen series in the list's order (statistics first in their fixed order, then water years newest first). */
export function orderSeries(chosen: readonly string[], offered: readonly WaterYearSeries[]): string[] {
  const picked = new Set(chosen);
  return offered.map((s) => s.series_desc).filter((s) => picked.has(s));
}

/** A series ticked or unticked, keeping the list's order. */
export function toggleSeries(chosen: readonly string[], series: string, offered: readonly WaterYearSeries[]): string[] {
  const next = chosen.includes(series) ? chosen.filter((s) => s !== series) : [...chosen, series];
  return orderSeries(next, offered);
}

/** The locations offering the parameter (every location until a parameter is chosen). */
export function locationsForParameter(locations: readonly WaterYearLocation[], parameter: number | null): WaterYearLocation[] {
  return parameter === null ? [...locations] : locations.filter((l) => l.parameter_ndx_array.includes(parameter));
}

/** A new parameter: the chosen location stays only when it has that parameter. */
export function withParameter(selection: WaterYearSelection, parameter: number | null, locations: readonly WaterYearLocation[]): WaterYearSelection {
  const kept = selection.location !== null && locationsForParameter(locations, parameter).some((l) => l.location_ndx === selection.location);
  return { ...selection, parameter, location: kept ? selection.location : null };
}

/** Submit needs a parameter, a location and at least one series, and waits while a comparison loads. */
export function canSubmit(selection: WaterYearSelection, loading: boolean): boolean {
  return !loading && selection.parameter !== null && selection.location !== null && selection.series.length > 0;
}

/** The comparison call for a complete selection, or null. */
export function comparisonRequest(selection: WaterYearSelection): WaterYearComparisonRequest | null {
  if (selection.parameter === null || selection.location === null || selection.series.length === 0) return null;
  return { parameter: selection.parameter, location: selection.location, series: selection.series.join(',') };
}

/**
 * A location picked on the map: it becomes the location, and the parameter stays when the location has it, otherwise
 * becomes the location's first water-year parameter.
 */
export function withMapLocation(selection: WaterYearSelection, location: WaterYearMapLocation): WaterYearSelection {
  const parameters = location.parameter_ndx_array;
  const parameter = selection.parameter !== null && parameters.includes(selection.parameter) ? selection.parameter : (parameters[0] ?? null);
  return { ...selection, parameter, location: location.location_ndx };
}

// ---------------------------------------------------------------------------------------------------------------
// The map
// ---------------------------------------------------------------------------------------------------------------

/** Location labels show from this zoom on. */
export const MAP_LABEL_MIN_ZOOM = 9;

/** The map's locations as GeoJSON points, identified by location_ndx. */
export function mapFeatures(locations: readonly WaterYearMapLocation[]): GeoJsonFeatureCollection {
  return pointFeatures(locations.map((l) => ({
    id: l.location_ndx,
    coordinates: l.loc_geometry.coordinates,
    properties: {
      location_ndx: l.location_ndx, location_name: l.location_name, location_type_desc: l.location_type_desc, huc10_name: l.huc10_name,
      assoc_parameters: l.assoc_parameters,
    },
  })));
}

/** A location's popup: its name, type, watershed and water-year parameters. */
export function mapPopupText(properties: Record<string, unknown>): string {
  const line = (label: string, key: string) => (properties[key] ? `${label}: ${String(properties[key])}` : null);
  return [String(properties['location_name'] ?? ''), line('Type', 'location_type_desc'), line('Watershed', 'huc10_name'), line('Parameters', 'assoc_parameters')]
    .filter(Boolean)
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Days of the water year
// ---------------------------------------------------------------------------------------------------------------

/** The months of a leap water year from October, with their lengths: day 152 is Feb 29, day 153 Mar 1. */
const MONTHS = [[10, 31], [11, 30], [12, 31], [1, 31], [2, 29], [3, 31], [4, 30], [5, 31], [6, 30], [7, 31], [8, 31], [9, 30]] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The day of the water year (1 = Oct 1, 366 = Sep 30) as MM-DD. */
export function dayLabel(dayOrder: number): string {
  let day = dayOrder;
  for (const [month, length] of MONTHS) {
    if (day <= length) return `${pad(month)}-${pad(day)}`;
    day -= length;
  }
  return '';
}

/** The first day of each month as axis ticks: [day of the water year, MM-DD]. */
export function monthTicks(): { tickvals: number[]; ticktext: string[] } {
  const tickvals: number[] = [];
  let first = 1;
  for (const [, length] of MONTHS) {
    tickvals.push(first);
    first += length;
  }
  return { tickvals, ticktext: tickvals.map(dayLabel) };
}

export const FULL_WATER_YEAR: [number, number] = [1, 366];

/**
 * A range zoomed by the wheel around a point (`at`, 0..1 across the range): in on a wheel up (deltaY < 0), out on a
 * wheel down, by 20% a notch, never beyond the water year nor narrower than a week.
 */
export function wheelZoomedRange([low, high]: [number, number], at: number, deltaY: number): [number, number] {
  const factor = deltaY < 0 ? 0.8 : 1.25;
  const [min, max] = FULL_WATER_YEAR;
  const span = Math.min(Math.max((high - low) * factor, 7), max - min);
  const centre = low + (high - low) * Math.min(Math.max(at, 0), 1);
  let next: [number, number] = [centre - span * at, centre + span * (1 - at)];
  if (next[0] < min) next = [min, min + span];
  if (next[1] > max) next = [max - span, max];
  return next;
}

export interface PointerPosition {
  x: number;
  y: number;
}

/** How far (px) the pointer may move between press and release for the release to count as a click, not a drag. */
const CLICK_SLOP_PX = 4;

/** Whether a release at `releasedAt` ends a click rather than a drag (a press never seen counts as a click: a keyboard's). */
export function isClickInPlace(pressedAt: PointerPosition | null, releasedAt: PointerPosition): boolean {
  return pressedAt === null || Math.hypot(releasedAt.x - pressedAt.x, releasedAt.y - pressedAt.y) <= CLICK_SLOP_PX;
}

// ---------------------------------------------------------------------------------------------------------------
// The chart
// ---------------------------------------------------------------------------------------------------------------

/** Minimum blue, Median in the page's ink, Maximum red; single percentiles in muted tones (the chart theme's). */
export const STATISTIC_COLORS: Record<string, string> = {
  Minimum: CHART_COLORS.minimum,
  Median: CHART_COLORS.ink,
  Maximum: CHART_COLORS.maximum,
  '10th Percentile': CHART_COLORS.outerPercentile,
  '90th Percentile': CHART_COLORS.outerPercentile,
  '25th Percentile': CHART_COLORS.innerPercentile,
  '75th Percentile': CHART_COLORS.innerPercentile,
};

/** The n-th water year's colour: the series scale without the colours the statistics take. */
function yearColor(n: number): string {
  const taken = new Set<string>([CHART_COLORS.minimum, CHART_COLORS.maximum]);
  let index = -1;
  for (let free = -1; free < n; ) if (!taken.has(seriesColor(++index))) free += 1;
  return seriesColor(index);
}

/** The percentile pairs drawn as shaded bands when both ends are chosen. */
export const BANDS = [
  { lower: '10th Percentile', upper: '90th Percentile', name: '10th-90th Percentile', fill: 'rgba(127, 167, 217, 0.3)' },
  { lower: '25th Percentile', upper: '75th Percentile', name: '25th-75th Percentile', fill: 'rgba(76, 123, 184, 0.35)' },
] as const;

/** The rows by series, each in day order. */
export function rowsBySeries(rows: readonly WaterYearComparisonRow[]): Map<string, WaterYearComparisonRow[]> {
  const grouped = new Map<string, WaterYearComparisonRow[]>();
  for (const row of rows) {
    const list = grouped.get(row.series_desc) ?? [];
    list.push(row);
    grouped.set(row.series_desc, list);
  }
  for (const list of grouped.values()) list.sort((a, b) => a.day_order - b.day_order);
  return grouped;
}

/** The percentile bands among the series: those whose both ends were chosen and answered. */
export function chosenBands(series: readonly string[]) {
  return BANDS.filter((band) => series.includes(band.lower) && series.includes(band.upper));
}

const hover = (series: string, unit: string) => `%{text}: %{y:,.2f} ${unit}<extra>${series}</extra>`;

/**
 * The figure: x is the day of the water year labelled MM-DD from Oct 1, one line per series in the order asked, and
 * each chosen percentile pair as a shaded band (the lower end drawn invisibly, the upper filled down to it).
 */
export function waterYearFigure(rows: readonly WaterYearComparisonRow[], series: readonly string[], xRange: [number, number] = FULL_WATER_YEAR): Figure {
  const grouped = rowsBySeries(rows);
  const first = rows[0];
  const unit = first?.unit_name ?? '';
  const bands = chosenBands(series);
  const inBand = new Set<string>(bands.flatMap((b) => [b.lower, b.upper]));
  const points = (name: string) => {
    const list = grouped.get(name) ?? [];
    return { x: list.map((r) => r.day_order), y: list.map((r) => r.rvalue), text: list.map((r) => r.day_desc) };
  };
  const data: PlotTrace[] = [];
  for (const band of bands) {
    data.push({ type: 'scatter', mode: 'lines', name: band.lower, ...points(band.lower), line: { width: 0, color: band.fill }, showlegend: false, hovertemplate: hover(band.lower, unit) });
    data.push({
      type: 'scatter', mode: 'lines', name: band.name, ...points(band.upper), line: { width: 0, color: band.fill }, fill: 'tonexty', fillcolor: band.fill,
      hovertemplate: hover(band.upper, unit),
    });
  }
  let year = 0;
  for (const name of series) {
    if (inBand.has(name) || !grouped.has(name)) continue;
    // The water years take the series scale in turn, after the statistics' blue and red (its first and fourth).
    const color = isStatistic(name) ? STATISTIC_COLORS[name] : yearColor(year++);
    data.push({
      type: 'scatter', mode: 'lines', name, ...points(name), line: { color, width: isStatistic(name) ? 1.5 : 2.5, ...(isStatistic(name) ? { dash: 'dash' as const } : {}) },
      hovertemplate: hover(name, unit),
    });
  }
  const title = first ? `${first.parameter_name} at ${first.location_name}` : undefined;
  const layout = chartLayout({ title, xTitle: 'Day of Water Year (from Oct 1)', yTitle: unit ? `${first?.parameter_name ?? ''} (${unit})` : undefined, xType: 'linear' });
  return {
    data,
    layout: { ...layout, hovermode: 'x unified', xaxis: { ...layout.xaxis, ...monthTicks(), range: [...xRange] } },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Too few normal years
// ---------------------------------------------------------------------------------------------------------------

/**
 * When a chosen statistic has no value on a day because fewer normal years than the minimum have one, the sentence
 * saying so with the most years such a day has; null when every statistic has its values.
 */
export function tooFewYearsNote(rows: readonly WaterYearComparisonRow[]): string | null {
  const counts = rows.filter((r) => isStatistic(r.series_desc) && r.rvalue === null).map((r) => r.year_count ?? 0);
  if (counts.length === 0) return null;
  const { minYears, firstWaterYear, lastWaterYear } = WATER_YEAR_NORMALS;
  return `Statistics need at least ${minYears} years of ${firstWaterYear}-${lastWaterYear} normals; this location has ${Math.max(...counts)}.`;
}

// ---------------------------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------------------------

export interface TableRow {
  key: string;
  parameter: string;
  location: string;
  series: string;
  /** MM/dd/yyyy for a water year's value; empty for a statistic. */
  date: string;
  /** MM-DD. */
  day: string;
  result: string;
  units: string;
}

const formatResult = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Every row with a value, series by series in the order asked and by day. */
export function tableRows(rows: readonly WaterYearComparisonRow[], series: readonly string[]): TableRow[] {
  const grouped = rowsBySeries(rows);
  const order = [...series, ...[...grouped.keys()].filter((s) => !series.includes(s))];
  return order.flatMap((name) =>
    (grouped.get(name) ?? [])
      .filter((r): r is WaterYearComparisonRow & { rvalue: number } => r.rvalue !== null)
      .map((r) => ({
        key: `${name}|${r.day_order}`,
        parameter: r.parameter_name,
        location: r.location_name,
        series: name,
        date: r.collect_date ? formatUsDate(r.collect_date) : '',
        day: r.day_desc,
        result: formatResult(r.rvalue),
        units: r.unit_name,
      })),
  );
}
