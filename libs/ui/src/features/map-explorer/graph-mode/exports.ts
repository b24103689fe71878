/**
 * Graph mode's exports (map-explorer.md §2 "Export menu", §9 "Export and print") and the CSV writing the
 * data-visualization panel shares: cells escaped against spreadsheet formula injection (DESIGN.md §7), files saved
 * through the platform's FileSaver (the web build's is the Blob + download-anchor helper; the desktop app asks
 * where to save).
 */
import { useExportDailyTableForMapDisplayMutation } from '@portal/api-client';
import type {
  BenchmarkScaleColor,
  GraphModeStatsRow,
  MapDisplayExportRequest,
  StatsPeriod,
  TimeSeriesExportRow,
} from '@portal/contracts';
import { useCallback, useState } from 'react';
import type { FileSaver, SaveResult } from '../../../platform/ports';
import { usePlatform } from '../../../platform/PlatformProvider';
import { formatUsDate } from './dates.logic';
import { scaleLabel } from './detail-panel.logic';
import { PERIOD_OPTIONS } from './graph-mode.constants';

// ---------------------------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------------------------

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

/**
 * Text a spreadsheet would run as a formula starts with one of these (DESIGN.md §7 names = + - @; tab and carriage
 * return are OWASP's other two, as dangerous and as unlikely in real data).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text that could start a formula is prefixed with an apostrophe (shown as text, never run); cells
 * with a comma, quote or line break are quoted. Numbers are written as numbers: a negative value is data, not a
 * formula, and must stay numeric.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: the header row and one line per row, CRLF-separated (RFC 4180). */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const CSV_MIME_TYPE = 'text/csv';

/** Saves a CSV document; the byte-order mark makes spreadsheet programs read it as UTF-8 (°F, µg/L). */
export function saveCsv(files: FileSaver, fileName: string, csv: string): Promise<SaveResult> {
  return files.save(fileName, new Blob(['\uFEFF', csv], { type: `${CSV_MIME_TYPE};charset=utf-8` }), CSV_MIME_TYPE);
}

// ---------------------------------------------------------------------------------------------------------------
// Graph-mode exports
// ---------------------------------------------------------------------------------------------------------------

/** A period's label ('Recent', 'Last 10 Years', 'Full Period'), which names the export files. */
export function periodLabel(period: StatsPeriod): string {
  return PERIOD_OPTIONS.find((option) => option.value === period)?.label ?? period;
}

/**
 * {period} of the §9 file names: the period's label without a trailing 'Period', so the template's own 'Period'
 * is not doubled ('… for the Full Period.csv', '… for the Recent Period.csv', '… for the Last 10 Years Period.csv').
 */
function fileNamePeriod(period: StatsPeriod): string {
  return periodLabel(period).replace(/\s+Period$/, '');
}

/** §9: 'Time Series Data for the {period} Period.csv'. */
export function timeSeriesFileName(period: StatsPeriod): string {
  return `Time Series Data for the ${fileNamePeriod(period)} Period.csv`;
}

/** §9: 'Stats & Benchmarks Data for the {period} Period.csv'. */
export function statsFileName(period: StatsPeriod): string {
  return `Stats & Benchmarks Data for the ${fileNamePeriod(period)} Period.csv`;
}

export const TIME_SERIES_COLUMNS: readonly CsvColumn<TimeSeriesExportRow>[] = [
  { header: 'Location ID', value: (r) => r.location_id },
  { header: 'Location Name', value: (r) => r.location_name },
  { header: 'Parameter', value: (r) => r.parameter },
  { header: 'Parameter Abbreviation', value: (r) => r.param_abbrev },
  { header: 'Collect Date', value: (r) => formatUsDate(r.collect_date) },
  { header: 'Result', value: (r) => r.result },
  { header: 'Units', value: (r) => r.units },
  { header: 'Organization', value: (r) => r.organization },
];

/** The Stats & Benchmarks columns; the benchmark scores are written as their legend labels. */
export function statsColumns(colors: readonly BenchmarkScaleColor[]): CsvColumn<GraphModeStatsRow>[] {
  return [
    { header: 'Location ID', value: (r) => r.location_id },
    { header: 'Location Name', value: (r) => r.location_name },
    { header: 'Basin Sub-Area', value: (r) => r.huc12_name },
    { header: 'Parameter', value: (r) => r.parameter_name },
    { header: 'Units', value: (r) => r.units },
    { header: 'Record Count', value: (r) => r.recordcount },
    { header: 'Period of Record Start', value: (r) => formatUsDate(r.por_start) },
    { header: 'Period of Record End', value: (r) => formatUsDate(r.por_end) },
    { header: 'Median', value: (r) => r.median },
    { header: 'Median Benchmark', value: (r) => scaleLabel(r.benchmark_scale_median, colors) },
    // The percentile analysis judges some parameters on their 15th percentile (is_pctile15): say which one it is.
    { header: '85th Percentile', value: (r) => r.pctile85 },
    { header: 'Percentile Used', value: (r) => (r.is_pctile15 ? '15th' : '85th') },
    { header: '85th Percentile Benchmark', value: (r) => scaleLabel(r.benchmark_scale_pctile85, colors) },
    { header: 'Trend', value: (r) => r.trend },
    { header: 'Trend Slope (per year)', value: (r) => r.trend_slope },
    { header: 'Organizations', value: (r) => r.organizations },
    ...([0, 1, 2, 3, 4] as const).map((k) => ({ header: `Benchmark Line ${k}`, value: (r: GraphModeStatsRow) => r[`bmk_line${k}`] })),
  ];
}

/** The locations of the current rows, once each and ascending: the export request's `indexes`. */
export function uniqueLocationIndexes(rows: readonly Pick<GraphModeStatsRow, 'ndx'>[]): number[] {
  return [...new Set(rows.map((row) => row.ndx))].sort((a, b) => a - b);
}

/** The export mutation's trigger, as RTK Query returns it. */
export type ExportTrigger = (request: MapDisplayExportRequest) => { unwrap(): Promise<TimeSeriesExportRow[]> };

export interface ExportTimeSeriesOptions {
  /** The rows graph mode currently shows (qualifying under Min Records). */
  rows: readonly GraphModeStatsRow[];
  /** The selected parameters' indexes. */
  parameters: readonly number[];
  periodOfRecord: StatsPeriod;
  requestExport: ExportTrigger;
  files: FileSaver;
}

/**
 * Export Time Series: the daily rows of the selected parameters for every location the map shows, as
 * 'Time Series Data for the {period} Period.csv'. With no location shown the file holds the header only (no call).
 */
export async function exportTimeSeries({ rows, parameters, periodOfRecord, requestExport, files }: ExportTimeSeriesOptions) {
  const indexes = uniqueLocationIndexes(rows);
  const data = indexes.length
    ? await requestExport({ parameters: [...parameters], periodOfRecord, indexes }).unwrap()
    : [];
  return saveCsv(files, timeSeriesFileName(periodOfRecord), toCsv(data, TIME_SERIES_COLUMNS));
}

export interface ExportStatsOptions {
  rows: readonly GraphModeStatsRow[];
  periodOfRecord: StatsPeriod;
  colors: readonly BenchmarkScaleColor[];
  files: FileSaver;
}

/** Export Stats & Benchmarks: the rows graph mode shows, one per location and parameter. */
export function exportStatsAndBenchmarks({ rows, periodOfRecord, colors, files }: ExportStatsOptions): Promise<SaveResult> {
  const sorted = [...rows].sort(
    (a, b) => a.location_name.localeCompare(b.location_name) || a.parameter_name.localeCompare(b.parameter_name),
  );
  return saveCsv(files, statsFileName(periodOfRecord), toCsv(sorted, statsColumns(colors)));
}

export interface GraphModeExportsInput {
  rows: readonly GraphModeStatsRow[];
  parameters: readonly number[];
  periodOfRecord: StatsPeriod;
  colors: readonly BenchmarkScaleColor[];
}

export interface GraphModeExports {
  exportTimeSeries(): Promise<void>;
  exportStatsAndBenchmarks(): Promise<void>;
  /** Loading indicators of the Export menu's two items (§2 "Each export shows a loading indicator"). */
  exportingTimeSeries: boolean;
  exportingStats: boolean;
}

/**
 * The Export menu's graph-mode items for the current graph-mode state. A failure is logged (§8 "Failed data call:
 * logged to the console") and ends the loading indicator.
 */
export function useGraphModeExports({ rows, parameters, periodOfRecord, colors }: GraphModeExportsInput): GraphModeExports {
  const { files } = usePlatform();
  const [requestExport] = useExportDailyTableForMapDisplayMutation();
  const [exportingTimeSeries, setExportingTimeSeries] = useState(false);
  const [exportingStats, setExportingStats] = useState(false);

  const runTimeSeries = useCallback(async () => {
    setExportingTimeSeries(true);
    try {
      await exportTimeSeries({ rows, parameters, periodOfRecord, requestExport, files });
    } catch (error) {
      console.error('Export Time Series failed', error);
    } finally {
      setExportingTimeSeries(false);
    }
  }, [rows, parameters, periodOfRecord, requestExport, files]);

  const runStats = useCallback(async () => {
    setExportingStats(true);
    try {
      await exportStatsAndBenchmarks({ rows, periodOfRecord, colors, files });
    } catch (error) {
      console.error('Export Stats & Benchmarks failed', error);
    } finally {
      setExportingStats(false);
    }
  }, [rows, periodOfRecord, colors, files]);

  return { exportTimeSeries: runTimeSeries, exportStatsAndBenchmarks: runStats, exportingTimeSeries, exportingStats };
}
