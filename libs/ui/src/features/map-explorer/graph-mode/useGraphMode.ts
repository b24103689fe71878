import {
  useGetListBenchmarkScaleColorsQuery,
  useGetListParameterGroupsGraphModeQuery,
  usePostListParametersGraphModeQuery,
  useGetListThreatsQuery,
  usePostLocationsMapGraphModeQuery,
} from '@portal/api-client';
import type {
  BenchmarkScaleColor,
  GraphModeAnalysis,
  GraphModeParameter,
  GraphModeParameterGroup,
  GraphModeStatsRow,
  StatsPeriod,
  Threat,
} from '@portal/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  graphModeColouring,
  type GraphModeColouring,
  parameterIndexes,
  qualifyingRows,
  restrictParameterGroups,
  restrictParameters,
  restrictThreats,
} from './colouring.logic';
import { MIN_RECORDS_DEBOUNCE_MS } from './graph-mode.constants';
import { type GraphModeQuery, parseGraphModeQuery, sameGraphModeQuery, serializeGraphModeQuery } from './graph-mode-url.logic';

export interface UseGraphModeOptions {
  /** Whether graph mode is on. Nothing is fetched and the URL is never written while it is off. */
  active: boolean;
  /** The page's current URL query (`location.search`): graph mode's state lives there. */
  search: string;
  /** Writes a new URL query; the page replaces the current entry (no history entry). */
  onSearchChange(search: string): void;
}

const EMPTY: never[] = [];

export interface GraphModeState {
  /** The settings, read from the URL and restricted to what the lists allow. */
  query: GraphModeQuery;
  /** What the Min Records field shows: the typed value, ahead of the debounced one in `query.recordCount`. */
  recordCountInput: number;
  parameterGroups: GraphModeParameterGroup[];
  threats: Threat[];
  /** The parameters available for the period, groups and focus areas: the chips. */
  parameters: GraphModeParameter[];
  benchmarkColors: BenchmarkScaleColor[];
  /** The selected parameters' indexes, in the order chosen. */
  parameterNdx: number[];
  /** Every stats row of the selected parameters (one per location and parameter). */
  stats: GraphModeStatsRow[];
  /** The rows that count under Min Records: what the map colours, the detail panel lists and the exports write. */
  rows: GraphModeStatsRow[];
  /** The map's colouring, or null when nothing qualifies (reset to the default blue and clear the filter). */
  colouring: GraphModeColouring | null;
  isFetching: boolean;
  setPeriodOfRecord(period: StatsPeriod): void;
  setAnalysis(analysis: GraphModeAnalysis): void;
  setParameterGroups(ndx: number[]): void;
  setThreats(ndx: number[]): void;
  /** Parameter names (the URL carries names). */
  setParameters(names: string[]): void;
  /** Shown at once; applied after typing pauses for 1000 ms. */
  setRecordCount(count: number): void;
}

/**
 * Graph mode's state and data for the map page: the settings live in the URL
 * query; the reference lists, the parameters of the period and the per-location statistics are fetched while graph
 * mode is on; parameter names resolve to the server's indexes; selections not allowed by the lists are dropped
 * from the URL; Min Records is debounced.
 */
export function useGraphMode({ active, search, onSearchChange }: UseGraphModeOptions): GraphModeState {
  const parsed = useMemo(() => parseGraphModeQuery(search), [search]);
  const skip = !active;

  const groupsAnswer = useGetListParameterGroupsGraphModeQuery(undefined, { skip });
  const threatsAnswer = useGetListThreatsQuery(undefined, { skip });
  const colorsAnswer = useGetListBenchmarkScaleColorsQuery(undefined, { skip });
  const parameterGroups = groupsAnswer.data ?? EMPTY;
  const threats = threatsAnswer.data ?? EMPTY;

  // Groups and threats are restricted as soon as their lists are known; until then the URL's choice stands.
  const groupsKnown = groupsAnswer.data !== undefined;
  const threatsKnown = threatsAnswer.data !== undefined;
  const selectedGroups = useMemo(
    () => (groupsKnown ? restrictParameterGroups(parsed.parameterGroups, parameterGroups, parsed.periodOfRecord) : parsed.parameterGroups),
    [groupsKnown, parsed.parameterGroups, parameterGroups, parsed.periodOfRecord],
  );
  const selectedThreats = useMemo(
    () => (threatsKnown ? restrictThreats(parsed.threats, threats) : parsed.threats),
    [threatsKnown, parsed.threats, threats],
  );

  const parametersAnswer = usePostListParametersGraphModeQuery(
    { periodOfRecord: parsed.periodOfRecord, parameterGroups: selectedGroups, threats: selectedThreats },
    { skip },
  );
  // currentData: the list of THESE settings only, so a stale list never drops a choice the new one allows.
  const currentParameters = parametersAnswer.currentData;
  const parameters = parametersAnswer.data ?? EMPTY;

  const query = useMemo<GraphModeQuery>(
    () => ({
      ...parsed,
      parameterGroups: selectedGroups,
      threats: selectedThreats,
      parameters: currentParameters ? restrictParameters(parsed.parameters, currentParameters) : parsed.parameters,
    }),
    [parsed, selectedGroups, selectedThreats, currentParameters],
  );
  const parameterNdx = useMemo(() => parameterIndexes(query.parameters, currentParameters ?? EMPTY), [query.parameters, currentParameters]);

  const statsAnswer = usePostLocationsMapGraphModeQuery(
    { periodOfRecord: query.periodOfRecord, recordCount: query.recordCount, parameters: parameterNdx },
    { skip: skip || parameterNdx.length === 0 },
  );
  // While new statistics load, the last ones stay on the map (no flash of default blue); a failed call shows none.
  const stats =
    (parameterNdx.length ? (statsAnswer.currentData ?? (statsAnswer.isFetching ? statsAnswer.data : undefined)) : undefined) ?? EMPTY;
  useEffect(() => {
    // A failed data call is logged and yields empty data.
    if (statsAnswer.error) console.error('Graph-mode statistics call failed', statsAnswer.error);
  }, [statsAnswer.error]);
  const benchmarkColors = colorsAnswer.data ?? EMPTY;
  const rows = useMemo(() => qualifyingRows(stats, query.recordCount), [stats, query.recordCount]);
  const fresh = useMemo(
    () => graphModeColouring(rows, query.analysis, query.recordCount, benchmarkColors),
    [rows, query.analysis, query.recordCount, benchmarkColors],
  );
  // While a period's parameters or statistics load, the map keeps its colours: repainting in between (the default
  // blue while the parameter list is refetched, then the stale colours) would cost the map a relayout each time.
  const colouring = useStableNdx(useHeldWhile(fresh, parametersAnswer.isFetching || statsAnswer.isFetching));

  // The setters may run from a timer: they must write onto the latest URL, not the one of their render.
  const latest = useRef({ search, query, onSearchChange });
  useEffect(() => {
    latest.current = { search, query, onSearchChange };
  });
  const write = useCallback((change: Partial<GraphModeQuery>) => {
    const { search: current, query: settings, onSearchChange: replace } = latest.current;
    replace(serializeGraphModeQuery({ ...settings, ...change }, current));
  }, []);

  // Choices the lists do not allow leave the URL too, so a shared link shows what the map shows.
  useEffect(() => {
    if (active && !sameGraphModeQuery(query, parsed)) write({});
  }, [active, query, parsed, write]);

  const [pendingRecordCount, setPendingRecordCount] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setRecordCount = useCallback(
    (count: number) => {
      const value = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
      setPendingRecordCount(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setPendingRecordCount(null);
        write({ recordCount: value });
      }, MIN_RECORDS_DEBOUNCE_MS);
    },
    [write],
  );

  // A list not loaded yet restricts nothing: the URL's choice stands until the list says otherwise.
  const setPeriodOfRecord = useCallback(
    (periodOfRecord: StatsPeriod) => {
      const groups = latest.current.query.parameterGroups;
      // A group without statistics for the new period cannot stay selected.
      write({ periodOfRecord, parameterGroups: groupsKnown ? restrictParameterGroups(groups, parameterGroups, periodOfRecord) : groups });
    },
    [write, groupsKnown, parameterGroups],
  );
  const setAnalysis = useCallback((analysis: GraphModeAnalysis) => write({ analysis }), [write]);
  const setParameterGroups = useCallback(
    (ndx: number[]) => write({ parameterGroups: restrictParameterGroups(ndx, parameterGroups, latest.current.query.periodOfRecord) }),
    [write, parameterGroups],
  );
  const setThreats = useCallback((ndx: number[]) => write({ threats: restrictThreats(ndx, threats) }), [write, threats]);
  const setParameters = useCallback((names: string[]) => write({ parameters: restrictParameters(names, parameters) }), [write, parameters]);

  return {
    query,
    recordCountInput: pendingRecordCount ?? query.recordCount,
    parameterGroups,
    threats,
    parameters,
    benchmarkColors,
    parameterNdx,
    stats,
    rows,
    colouring,
    isFetching: parametersAnswer.isFetching || statsAnswer.isFetching,
    setPeriodOfRecord,
    setAnalysis,
    setParameterGroups,
    setThreats,
    setParameters,
    setRecordCount,
  };
}

/** `value`, except while `holding`: then the last value seen while not holding (this render's when there is none). */
function useHeldWhile<T>(value: T, holding: boolean): T {
  const held = useRef<{ value: T } | null>(null);
  if (!holding || !held.current) held.current = { value };
  return held.current.value;
}

/**
 * The colouring with the previous `ndx` array when the located set is unchanged, so that the map's location filter
 * (which follows that array) is not replaced (and the locations source re-laid out) when only colours change.
 */
function useStableNdx(colouring: GraphModeColouring | null): GraphModeColouring | null {
  const last = useRef<number[] | null>(null);
  return useMemo(() => {
    if (!colouring) return null;
    const previous = last.current;
    const same = previous !== null && previous.length === colouring.ndx.length && previous.every((n, i) => n === colouring.ndx[i]);
    last.current = same ? previous : colouring.ndx;
    return same ? { ...colouring, ndx: previous } : colouring;
  }, [colouring]);
}
