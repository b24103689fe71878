/**
 * Graph mode's exports: the Time Series and the Stats &
 * Benchmarks CSV files, written and saved with the shared CSV builder (common/csv.ts).
 */
import { usePostTsDailyTableForMapDisplayMutation } from '@portal/api-client';
import type {
  BenchmarkScaleColor,
  GraphModeStatsRow,
  MapDisplayExportRequest,
  StatsPeriod,
  TimeSeriesExportRow,
} from '@portal/contracts';
import { useCallback } from 'react';
import { type CsvColumn, downloadCsv } from '../../../common/csv';
import { formatUsDate } from '../../../common/dates';
import { useBusy } from '../../../common/use-busy';
import type { FileSaver, SaveResult } from '../../../platform/ports';
import { usePlatform } from '../../../platform/PlatformProvider';
import { scaleLabel } from './detail-panel.logic';
import { PERIOD_OPTIONS } from './graph-mode.constants';

// ---------------------------------------------------------------------------------------------------------------
// Graph-mode exports
// ---------------------------------------------------------------------------------------------------------------

/** A period's label ('Recent', 'Last 10 Years', 'Full Period'), which names the export files. */
export function periodLabel(period: StatsPeriod): string {
  return PERIOD_OPTIONS.find((option) => option.value === period)?.label ?? period;
}

/**
 * {period} of the export file names: the period's label without a trailing 'Period', so the template's own 'Period'
 * is not doubled ('… for the Full Period.csv', '… for the Recent Period.csv', '… for the Last 10 Years Period.csv').
 */
function fileNamePeriod(period: StatsPeriod): string {
  return periodLabel(period).replace(/\s+Period$/, '');
}

/** 'Time Series Data for the {period} Period.csv'. */
export function timeSeriesFileName(period: StatsPeriod): string {
  return `Time Series Data for the ${fileNamePeriod(period)} Period.csv`;
}

/** 'Stats & Benchmarks Data for the {period} Period.csv'. */
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
  return downloadCsv(files, timeSeriesFileName(periodOfRecord), data, TIME_SERIES_COLUMNS);
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
  return downloadCsv(files, statsFileName(periodOfRecord), sorted, statsColumns(colors));
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
  /** Loading indicators of the Export menu's two items. */
  exportingTimeSeries: boolean;
  exportingStats: boolean;
}

/**
 * The Export menu's graph-mode items for the current graph-mode state. A failure is logged and ends the loading indicator.
 */
export function useGraphModeExports({ rows, parameters, periodOfRecord, colors }: GraphModeExportsInput): GraphModeExports {
  const { files } = usePlatform();
  const [requestExport] = usePostTsDailyTableForMapDisplayMutation();
  const [exportingTimeSeries, runExportTimeSeries] = useBusy();
  const [exportingStats, runExportStats] = useBusy();

  const runTimeSeries = useCallback(
    () =>
      runExportTimeSeries('busy', 'Export Time Series failed', () =>
        exportTimeSeries({ rows, parameters, periodOfRecord, requestExport, files }),
      ),
    [runExportTimeSeries, rows, parameters, periodOfRecord, requestExport, files],
  );

  const runStats = useCallback(
    () => runExportStats('busy', 'Export Stats & Benchmarks failed', () => exportStatsAndBenchmarks({ rows, periodOfRecord, colors, files })),
    [runExportStats, rows, periodOfRecord, colors, files],
  );

  return {
    exportTimeSeries: runTimeSeries,
    exportStatsAndBenchmarks: runStats,
    exportingTimeSeries: exportingTimeSeries !== null,
    exportingStats: exportingStats !== null,
  };
}
