/**
 * Graph mode's business constants and texts, in one module so components, logic and
 * tests read the same values and the tests pin them.
 */
import type { GraphModeAnalysis, StatsPeriod } from '@portal/contracts';

/** The period-of-record options, in the order the select lists them. */
export const PERIOD_OPTIONS: readonly { value: StatsPeriod; label: string }[] = [
  { value: 'short', label: 'Recent' },
  { value: 'medium', label: 'Last 10 Years' },
  { value: 'full', label: 'Full Period' },
];

/** The analysis options. */
export const ANALYSIS_OPTIONS: readonly { value: GraphModeAnalysis; label: string }[] = [
  { value: 'benchmark_scale_median', label: 'Median' },
  { value: 'benchmark_scale_pctile85', label: '85th Percentile' },
];

/** The defaults of graph mode's URL query. */
export const DEFAULT_PERIOD: StatsPeriod = 'full';
export const DEFAULT_ANALYSIS: GraphModeAnalysis = 'benchmark_scale_median';
/** The default parameter, E. Coli (a parameter NAME; the URL carries names). */
export const DEFAULT_PARAMETER_NAME = 'E. Coli';
/** 0 means no minimum. */
export const DEFAULT_RECORD_COUNT = 0;

/** Typing in Min Records must pause this long before the map is recoloured. */
export const MIN_RECORDS_DEBOUNCE_MS = 1000;

/**
 * The benchmark legend, top to bottom, with the default colours used when the server's colour list has not
 * arrived (the server's `symbol_color` wins: it is what the map and the charts draw with). `size` scales a class's
 * circle on the map and its dot in the legend, so that the worse classes also stand out by size, not by colour alone.
 */
export const BENCHMARK_LEGEND: readonly { scale: number; label: string; color: string; size: number }[] = [
  { scale: 5, label: 'Above secondary benchmark', color: '#E31A1C', size: 1.75 },
  { scale: 4, label: 'Above benchmark', color: '#FD8D3C', size: 1.45 },
  { scale: 3, label: 'Approaching benchmark', color: '#F7DC30', size: 1.2 },
  { scale: 2, label: 'Below benchmark', color: '#31A354', size: 1 },
  { scale: 1, label: 'Below detection limits', color: '#7FDBDA', size: 1 },
  { scale: 0, label: 'No benchmarks available', color: '#2C7FB8', size: 1 },
];

/** The detail panel is 460 px tall, expanding to 70vh (a bottom panel over the map). */
export const DETAIL_PANEL_HEIGHT = '460px';
export const DETAIL_PANEL_EXPANDED_HEIGHT = '70vh';

/** The graph-mode detail panel's messages: the product's wording, kept exactly. */
export const DETAIL_PANEL_MESSAGES = {
  noLocation: 'Please select a monitoring location on the map above.',
  noData: 'There is no data available with this query.',
  noDailyData: 'There is no daily data available for these filters.',
  noAnnualData: 'There is no annual data available for these filters.',
} as const;

/** The graph-mode parameter panel's texts. */
export const PARAMETERS_PANEL_TEXT = {
  title: 'Parameters',
  filterGroups: 'Filter Groups',
  parameterGroups: 'Parameter Groups',
  focusAreas: 'Focus Areas',
  selectAll: '+ Select All',
  selectNone: '- Select None',
  noneAvailable: '----- None Available -----',
} as const;
