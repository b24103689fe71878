/**
 * The graph-mode detail panel's rules: row order, the analysis column, trend icons and the benchmark bands that the Benchmarks popover
 * lists and the charts paint.
 */
import type { IconName } from '@blueprintjs/icons';
import type { BenchmarkScaleColor, GraphModeAnalysis, GraphModeStatsRow, TrendLabel } from '@portal/contracts';
import { formatUsDate } from '../../../common/dates';
import { ANALYSIS_OPTIONS, BENCHMARK_LEGEND } from './graph-mode.constants';

/** The analysis column's header follows the analysis choice ('Median' or '85th Percentile'). */
export function analysisLabel(analysis: GraphModeAnalysis): string {
  return ANALYSIS_OPTIONS.find((option) => option.value === analysis)?.label ?? ANALYSIS_OPTIONS[0].label;
}

/** The statistic the analysis scores: the median, or the percentile (the 15th where `is_pctile15`). */
export function analysisValue(row: GraphModeStatsRow, analysis: GraphModeAnalysis): number | null {
  return analysis === 'benchmark_scale_median' ? row.median : row.pctile85;
}

/**
 * Rows sorted descending by the selected analysis value, i.e. the benchmark score of that analysis, so the
 * parameters of most concern come first. Equal scores keep a stable, readable order: by parameter name.
 */
export function sortByAnalysis(rows: readonly GraphModeStatsRow[], analysis: GraphModeAnalysis): GraphModeStatsRow[] {
  return [...rows].sort((a, b) => b[analysis] - a[analysis] || a.parameter_name.localeCompare(b.parameter_name));
}

/** A location's rows (the panel's table) out of graph mode's rows. */
export function rowsOfLocation(rows: readonly GraphModeStatsRow[], ndx: number | null): GraphModeStatsRow[] {
  return ndx === null ? [] : rows.filter((row) => row.ndx === ndx);
}

/**
 * Trend icons: 'No Trend' a swap icon, Increasing an up arrow, Decreasing a down arrow, Stable flat, anything
 * else not-interested; 'No Current Trend' reads NA.
 */
export function trendDisplay(trend: TrendLabel | string | null): { icon: IconName; text: string } {
  switch (trend) {
    case 'No Trend':
      return { icon: 'swap-vertical', text: trend };
    case 'Increasing':
      return { icon: 'arrow-up', text: trend };
    case 'Decreasing':
      return { icon: 'arrow-down', text: trend };
    case 'Stable':
      return { icon: 'arrow-right', text: trend };
    case 'No Current Trend':
      return { icon: 'disable', text: 'NA' };
    default:
      return { icon: 'disable', text: trend ?? 'NA' };
  }
}

/** The Period of Record column: 'MM/dd/yyyy - MM/dd/yyyy'. */
export function periodOfRecordText(row: Pick<GraphModeStatsRow, 'por_start' | 'por_end'>): string {
  return `${formatUsDate(row.por_start)} - ${formatUsDate(row.por_end)}`;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** A statistic for the table: 4 significant digits with en-US grouping, '' for none. */
export function formatStatistic(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : numberFormat.format(value);
}

/** The label of a benchmark scale: the server's, else BENCHMARK_LEGEND's text. */
export function scaleLabel(scale: number, colors: readonly BenchmarkScaleColor[]): string {
  return (
    colors.find((color) => color.benchmark_scale === scale)?.label ??
    BENCHMARK_LEGEND.find((entry) => entry.scale === scale)?.label ??
    ''
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Benchmark bands
// ---------------------------------------------------------------------------------------------------------------

/**
 * One band of a parameter's benchmark scale on the value axis: values from `lower` to `upper` (either may be
 * infinite) score `scale`, drawn in `color` (the row's bmk_color).
 */
export interface BenchmarkBand {
  scale: number;
  lower: number;
  upper: number;
  color: string;
}

const lineValues = (row: GraphModeStatsRow) => [row.bmk_line0, row.bmk_line1, row.bmk_line2, row.bmk_line3, row.bmk_line4];
const lineColors = (row: GraphModeStatsRow) => [row.bmk_color0, row.bmk_color1, row.bmk_color2, row.bmk_color3, row.bmk_color4];

/**
 * The bands of a row's benchmark lines, in scale order (1 to 5). The lines follow the stored convention of the
 * `benchmarks` table: bmk_line{k} is the edge where the band of scale k+1 (colour bmk_color{k}) begins, ascending,
 * or descending where `low_is_bad` (the band begins as the value falls). So:
 *
 * - scale 1 'Below detection limits' spans line0 to line1 and exists only when both are given (chart decoration:
 *   a parameter without a detection limit has no such band);
 * - scale 2 'Below benchmark' begins at line1, else line0, else the good end of the axis;
 * - scales 3-5 begin at line2-line4 and exist when their line does (nitrate has no secondary benchmark);
 * - each band ends where the next existing band begins; the last one runs to the bad end of the axis.
 *
 * A parameter without a benchmark (none of line2-line4) has no bands.
 */
export function benchmarkBands(row: GraphModeStatsRow): BenchmarkBand[] {
  const lines = lineValues(row);
  const colors = lineColors(row);
  if (lines[2] === null && lines[3] === null && lines[4] === null) return [];
  const direction = row.low_is_bad ? -1 : 1;
  const goodEnd = -direction * Infinity;
  const badEnd = direction * Infinity;

  const begins: (number | null)[] = [
    lines[0] !== null && lines[1] !== null ? lines[0] : null,
    lines[1] ?? lines[0] ?? goodEnd,
    lines[2],
    lines[3],
    lines[4],
  ];
  const bands: BenchmarkBand[] = [];
  begins.forEach((begin, k) => {
    if (begin === null) return;
    // A row without its own band colours takes the scale's legend colour.
    const color = colors[k] || BENCHMARK_LEGEND.find((entry) => entry.scale === k + 1)?.color || '';
    const end = begins.slice(k + 1).find((next): next is number => next !== null) ?? badEnd;
    bands.push({ scale: k + 1, lower: Math.min(begin, end), upper: Math.max(begin, end), color });
  });
  return bands;
}

/**
 * A band's range as the Benchmarks popover words it, with the scoring's own edge rule: a value on a line belongs
 * to the band the line opens, so ascending bands read '126 – 235' and '≥ 235', descending ones '≤ 6' and '> 7'.
 */
export function bandRangeText(band: BenchmarkBand, lowIsBad: boolean, units: string): string {
  const unit = units ? ` ${units}` : '';
  const lower = numberFormat.format(band.lower);
  const upper = numberFormat.format(band.upper);
  if (band.upper === Infinity) return `${lowIsBad ? '>' : '≥'} ${lower}${unit}`;
  if (band.lower === -Infinity) return `${lowIsBad ? '≤' : '<'} ${upper}${unit}`;
  return `${lower} – ${upper}${unit}`;
}
