import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { GraphOption } from '../graph-picker';
import {
  type ChartArrangement, chartOptionsOf, type ExplorerBaseState, type ExplorerListsOf, type GraphOptionAccess, type InitialStateContext,
  offeredOptionsOf, pickerOptionsOf,
} from './explorer.logic';
import { useExplorerLists } from './use-explorer-lists';
import { useExplorerUrlState } from './use-explorer-url-state';
import { useLinkedChartSlots } from './use-linked-charts';

type ListResults<O> = Parameters<typeof useExplorerLists<O>>;

/** What every explorer's state holds, whatever its own time choice (a year, years, or a date range). */
type RegionAndGraphs = Pick<ExplorerBaseState, 'regionalGroup' | 'graphs'>;

export interface ExplorerPageRules<S extends RegionAndGraphs, O> {
  /** The three option-list queries' results: regions, years, graph options. */
  lists: [ListResults<O>[0], ListResults<O>[1], ListResults<O>[2]];
  /** The first state from the URL and the lists. */
  initialState(lists: ExplorerListsOf<O>, query: URLSearchParams, context: InitialStateContext): S;
  toQuery(state: S): Record<string, string>;
  access: GraphOptionAccess<O>;
  /** The clock, for tests. */
  now?: Date;
}

/**
 * What an explorer screen is made of before its own controls and charts: the option lists, the state read from the
 * URL once they are in (with the route's category choosing the default graphs) and kept there, the chart layout,
 * the graphs the region offers (as picker cards too), the charts to draw and their linked hover and zoom.
 */
export function useExplorerPage<S extends RegionAndGraphs, O>({ lists: queries, initialState, toQuery, access, now }: ExplorerPageRules<S, O>) {
  const { datacategoryPath } = useParams();
  const { lists, failure } = useExplorerLists<O>(...queries);
  const read = useMemo(
    () => (lists ? (query: URLSearchParams) => initialState(lists, query, { now: now ?? new Date(), datacategoryPath }) : null),
    [lists, initialState, now, datacategoryPath],
  );
  const [state, setState] = useExplorerUrlState<S>(read, toQuery);
  const [arrangement, setArrangement] = useState<ChartArrangement>('split');
  const offered = useMemo(() => (lists && state ? offeredOptionsOf(lists.options, state.regionalGroup, access) : []), [lists, state, access]);
  const choices = useMemo<GraphOption[]>(() => pickerOptionsOf(offered, access), [offered, access]);
  const charts = useMemo(() => (state ? chartOptionsOf(state.graphs, offered, access) : []), [state, offered, access]);
  const slotReporters = useLinkedChartSlots(charts.length);
  const update = (change: Partial<S>) => setState((current) => (current ? { ...current, ...change } : current));
  return { lists, failure, state, setState, update, arrangement, setArrangement, offered, choices, charts, slotReporters };
}
