/**
 * Graph mode's map colouring and its selection rules. Pure, so the rules are tested without a map.
 */
import type {
  BenchmarkScaleColor,
  GraphModeAnalysis,
  GraphModeParameter,
  GraphModeParameterGroup,
  GraphModeStatsRow,
  StatsPeriod,
  Threat,
} from '@portal/contracts';
import type { LocationMark } from '../map/layers/map-styling';
import { BENCHMARK_LEGEND } from './graph-mode.constants';

// ---------------------------------------------------------------------------------------------------------------
// Colouring
// ---------------------------------------------------------------------------------------------------------------

/** The rows that count under a minimum record count (0 or less: no minimum). */
export function qualifyingRows(rows: readonly GraphModeStatsRow[], minRecords: number): GraphModeStatsRow[] {
  return minRecords > 0 ? rows.filter((row) => row.recordcount >= minRecords) : [...rows];
}

/** Each location's highest benchmark score for the analysis among its qualifying rows, by location ndx. */
export function locationScores(
  rows: readonly GraphModeStatsRow[],
  analysis: GraphModeAnalysis,
  minRecords: number,
): Map<number, number> {
  const scores = new Map<number, number>();
  for (const row of qualifyingRows(rows, minRecords)) {
    const score = row[analysis];
    if (!Number.isFinite(score)) continue;
    scores.set(row.ndx, Math.max(score, scores.get(row.ndx) ?? -Infinity));
  }
  return scores;
}

/**
 * The colour of a benchmark score: the server's colour for that scale (its list, index 0-5), else BENCHMARK_LEGEND's.
 * Scores outside 0-5 (none are expected) fall back to 'No benchmarks available'.
 */
export function scoreColor(score: number, colors: readonly BenchmarkScaleColor[]): string {
  const served = colors.find((color) => color.benchmark_scale === score)?.symbol_color;
  if (served) return served;
  const legend = BENCHMARK_LEGEND.find((entry) => entry.scale === score) ?? BENCHMARK_LEGEND[BENCHMARK_LEGEND.length - 1];
  return legend.color;
}

/** The size factor of a benchmark score's circle (BENCHMARK_LEGEND); 1 for a score outside the legend. */
export const scoreSize = (score: number): number => BENCHMARK_LEGEND.find((entry) => entry.scale === score)?.size ?? 1;

export interface GraphModeColouring {
  /** The coloured locations' indexes, ascending: the map shows only these (the graph-mode filter). */
  ndx: number[];
  /** Each coloured location's mark, by ndx (the map draws it through the location's feature state). */
  marks: ReadonlyMap<number, LocationMark>;
}

/**
 * How graph mode colours the map, or null when nothing qualifies (the page then resets the circles to the
 * default blue and clears the filter). Each location takes the colour and size of its highest score.
 */
export function graphModeColouring(
  rows: readonly GraphModeStatsRow[],
  analysis: GraphModeAnalysis,
  minRecords: number,
  colors: readonly BenchmarkScaleColor[],
): GraphModeColouring | null {
  const scores = locationScores(rows, analysis, minRecords);
  if (scores.size === 0) return null;
  const ndx = [...scores.keys()].sort((a, b) => a - b);
  return {
    ndx,
    marks: new Map(ndx.map((n) => {
      const score = scores.get(n)!;
      return [n, { color: scoreColor(score, colors), size: scoreSize(score) }];
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Selection rules
// ---------------------------------------------------------------------------------------------------------------

/** Parameters can only be chosen from the list available for the current period and groups. */
export function restrictParameters(selected: readonly string[], available: readonly GraphModeParameter[]): string[] {
  const names = new Set(available.map((parameter) => parameter.parameter_name));
  return selected.filter((name) => names.has(name));
}

/** The groups that have statistics for a period (the ones the Parameter Groups dropdown offers). */
export function groupsForPeriod(groups: readonly GraphModeParameterGroup[], period: StatsPeriod): GraphModeParameterGroup[] {
  return groups.filter((group) => group.stats_period.includes(period));
}

/** Only groups whose stats_period includes the selected period can stay selected. */
export function restrictParameterGroups(
  selected: readonly number[],
  groups: readonly GraphModeParameterGroup[],
  period: StatsPeriod,
): number[] {
  const allowed = new Set(groupsForPeriod(groups, period).map((group) => group.parameter_group_ndx));
  return selected.filter((ndx) => allowed.has(ndx));
}

/** Only known threats can be selected. */
export function restrictThreats(selected: readonly number[], threats: readonly Threat[]): number[] {
  const known = new Set(threats.map((threat) => threat.threat_ndx));
  return selected.filter((ndx) => known.has(ndx));
}

/** A click on a dropdown entry: toggles that index, if it is one of the offered (allowed) ones. */
export function toggleEntry(selected: readonly number[], entry: number, allowed: readonly number[]): number[] {
  if (!allowed.includes(entry)) return [...selected];
  return selected.includes(entry) ? selected.filter((ndx) => ndx !== entry) : [...selected, entry];
}

/** A click on a parameter chip: toggles its name among the available parameters. */
export function toggleParameter(selected: readonly string[], name: string, available: readonly GraphModeParameter[]): string[] {
  if (!available.some((parameter) => parameter.parameter_name === name)) return [...selected];
  return selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];
}

/** Parameter names to the server's indexes, in the order chosen (names not in the list are skipped). */
export function parameterIndexes(names: readonly string[], available: readonly GraphModeParameter[]): number[] {
  const byName = new Map(available.map((parameter) => [parameter.parameter_name, parameter.parameter_ndx]));
  return names.flatMap((name) => {
    const ndx = byName.get(name);
    return ndx === undefined ? [] : [ndx];
  });
}
