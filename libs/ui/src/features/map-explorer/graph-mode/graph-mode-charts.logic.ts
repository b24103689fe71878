/**
 * The figures of an expanded detail-panel row (map-explorer.md §2): the 'Daily Time Series' scatter and the
 * 'Annual Time Series' bars, both over the parameter's benchmark colour bands with a dashed reference line at the
 * location's statistic for the selected analysis, the value the benchmark dot scores. Pure data, so they are tested
 * without plotly.
 */
import type { AnnualPoint, DailyPoint, GraphModeAnalysis, GraphModeStatsRow, ParameterSeries } from '@portal/contracts';
import { chartLayout, finiteValues, valueAxisRange } from '../../../components/charts/chart.logic';
import type { PlotLayout, PlotShape, PlotTrace } from '../../../components/charts/plot.types';
import { analysisLabel, analysisValue, type BenchmarkBand, benchmarkBands, formatStatistic } from './detail-panel.logic';

export interface Figure {
  data: PlotTrace[];
  layout: PlotLayout;
}

/** Bands are tinted, not solid, so the points over them stay readable. */
export const BAND_OPACITY = 0.25;
export const REFERENCE_LINE_COLOR = '#5F6B7C';
/** Blueprint's blue: the data in a colour none of the benchmark bands uses. */
export const SERIES_COLOR = '#215DB0';

/** The bands as plot rectangles across the whole width, clipped to the value range shown (off-range ones dropped). */
export function bandShapes(bands: readonly BenchmarkBand[], [bottom, top]: [number, number]): PlotShape[] {
  return bands
    .filter((band) => band.upper > bottom && band.lower < top)
    .map((band) => ({
      type: 'rect',
      xref: 'paper',
      yref: 'y',
      x0: 0,
      x1: 1,
      y0: Math.max(band.lower, bottom),
      y1: Math.min(band.upper, top),
      fillcolor: band.color,
      opacity: BAND_OPACITY,
      layer: 'below',
      line: { width: 0 },
    }));
}

/** The dashed reference line at the analysis statistic, named in the legend ('Median: 45.2 MPN/100mL'). */
export function referenceLine(value: number, name: string): PlotShape {
  return {
    type: 'line',
    xref: 'paper',
    yref: 'y',
    x0: 0,
    x1: 1,
    y0: value,
    y1: value,
    layer: 'above',
    line: { color: REFERENCE_LINE_COLOR, width: 2, dash: 'dash' },
    name,
    showlegend: true,
  };
}

/** The shapes and value range shared by both charts of a row. */
function benchmarkFrame(row: GraphModeStatsRow, analysis: GraphModeAnalysis, values: readonly number[], fromZero = false) {
  const reference = analysisValue(row, analysis);
  const range = valueAxisRange(reference === null ? values : [...values, reference], { fromZero });
  if (!range) return { range: null, shapes: [] };
  const shapes = bandShapes(benchmarkBands(row), range);
  if (reference !== null) {
    shapes.push(referenceLine(reference, `${analysisLabel(analysis)}: ${formatStatistic(reference)} ${row.units}`.trim()));
  }
  return { range, shapes };
}

/** 'Daily Time Series': one point per sample, non-detects as open circles (they were reported at their detection limit). */
export function dailyFigure(
  series: ParameterSeries<DailyPoint> | undefined,
  row: GraphModeStatsRow,
  analysis: GraphModeAnalysis,
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

  const { range, shapes } = benchmarkFrame(row, analysis, finiteValues(points.map((p) => p.result)));
  return { data, layout: chartLayout({ xType: 'date', yTitle: units, yRange: range, shapes }) };
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
