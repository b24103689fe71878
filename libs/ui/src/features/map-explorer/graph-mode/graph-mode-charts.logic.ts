/**
 * The figures of an expanded detail-panel row: the 'Daily Time Series' scatter and the
 * 'Annual Time Series' bars, both over the parameter's benchmark colour bands with a dashed reference line at the
 * location's statistic for the selected analysis, the value the benchmark dot scores. Pure data, so they are tested
 * without plotly.
 */
import type { AnnualPoint, DailyPoint, GraphModeAnalysis, GraphModeStatsRow, ParameterSeries } from '@portal/contracts';
import { bandShapes, chartLayout, finiteValues, referenceLine, scaledAxisRange, type ValueScale } from '../../../components/charts/chart.logic';
import type { Figure, PlotTrace } from '../../../components/charts/plot.types';
import { analysisLabel, analysisValue, benchmarkBands, formatStatistic } from './detail-panel.logic';

/** Blueprint's blue: the data in a colour none of the benchmark bands uses. */
export const SERIES_COLOR = '#215DB0';

/** The shapes and value range shared by both charts of a row, on the value axis's scale. */
function benchmarkFrame(row: GraphModeStatsRow, analysis: GraphModeAnalysis, values: readonly number[], fromZero = false, scale: ValueScale = 'linear') {
  const analysed = analysisValue(row, analysis);
  // A statistic of zero or below has no place on a log axis.
  const reference = analysed !== null && (scale === 'linear' || analysed > 0) ? analysed : null;
  const range = scaledAxisRange(reference === null ? values : [...values, reference], scale, { fromZero });
  if (!range) return { range: null, shapes: [] };
  const shapes = bandShapes(benchmarkBands(row), range, scale);
  if (reference !== null) {
    shapes.push(referenceLine(reference, `${analysisLabel(analysis)}: ${formatStatistic(reference)} ${row.units}`.trim(), scale));
  }
  return { range, shapes };
}

/**
 * Whether the daily chart of a parameter starts on a log axis: counts of bacteria (E. coli and the like, reported in
 * MPN or CFU per volume) are log-normal, spanning orders of magnitude, so on a linear axis most samples and the
 * benchmark bands crowd into the bottom pixels. Only when every value can be drawn on a log axis.
 */
export function startsOnLogScale(units: string, values: readonly number[]): boolean {
  return /\b(MPN|CFU)\b/i.test(units) && values.length > 0 && values.every((value) => value > 0);
}

/** 'Daily Time Series': one point per sample, non-detects as open circles (they were reported at their detection limit). */
export function dailyFigure(
  series: ParameterSeries<DailyPoint> | undefined,
  row: GraphModeStatsRow,
  analysis: GraphModeAnalysis,
  scale: ValueScale = 'linear',
): Figure {
  const points = series?.rows ?? [];
  const units = series?.units ?? row.units;
  const hover = `%{x|%m/%d/%Y}<br>%{y} ${units}<br>%{text}<extra></extra>`;
  const trace = (name: string, subset: DailyPoint[], symbol: string): PlotTrace => ({
    type: 'scatter',
    mode: 'markers',
    name,
    x: subset.map((p) => p.collect_date),
    y: subset.map((p) => p.result),
    text: subset.map((p) => p.organization ?? ''),
    marker: { size: 7, symbol, color: SERIES_COLOR },
    hovertemplate: hover,
  });
  const detects = points.filter((p) => !p.nondetect);
  const nondetects = points.filter((p) => p.nondetect);
  const data = [trace(row.parameter_name, detects, 'circle')];
  if (nondetects.length) data.push(trace('Non-detect', nondetects, 'circle-open'));

  const { range, shapes } = benchmarkFrame(row, analysis, finiteValues(points.map((p) => p.result)), false, scale);
  return { data, layout: chartLayout({ xType: 'date', yTitle: units, yRange: range, yScale: scale, shapes }) };
}

/** 'Annual Time Series': one bar per year, the yearly statistic of the selected analysis. */
export function annualFigure(
  series: ParameterSeries<AnnualPoint> | undefined,
  row: GraphModeStatsRow,
  analysis: GraphModeAnalysis,
): Figure {
  const points = series?.rows ?? [];
  const units = series?.units ?? row.units;
  const value = (p: AnnualPoint) => (analysis === 'benchmark_scale_median' ? p.result_median : p.result_pctile85);
  const data: PlotTrace[] = [
    {
      type: 'bar',
      name: `Annual ${analysisLabel(analysis)}`,
      x: points.map((p) => String(p.collect_year)),
      y: points.map(value),
      marker: { color: SERIES_COLOR },
      hovertemplate: `%{x}<br>%{y} ${units}<extra></extra>`,
    },
  ];
  const { range, shapes } = benchmarkFrame(row, analysis, finiteValues(points.map(value)), true);
  return { data, layout: chartLayout({ xType: 'category', yTitle: units, yRange: range, shapes }) };
}
