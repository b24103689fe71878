import { createPortalStore, mapExplorerApi, type PortalStore } from '@portal/api-client';
import type { GraphModeParameter, GraphModeStatsRow, ListParametersGraphModeRequest, LocationsGraphModeRequest } from '@portal/contracts';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { BENCHMARK_COLORS, PARAMETER_GROUPS, PARAMETERS, parameter, statsRow, THREATS } from './graph-mode.testing';
import { useGraphMode } from './useGraphMode';

interface Answers {
  parameters: [ListParametersGraphModeRequest, GraphModeParameter[]][];
  stats: [LocationsGraphModeRequest, GraphModeStatsRow[]][];
}

/**
 * A store holding the server's answers for the given requests. jsdom has no fetch: a request for anything else
 * stays pending, as a slow server's would.
 */
function graphStore({ parameters, stats }: Answers): PortalStore {
  const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api', fetchFn: () => new Promise<Response>(() => undefined) });
  store.dispatch(
    mapExplorerApi.util.upsertQueryEntries([
      { endpointName: 'getListParameterGroupsGraphMode', arg: undefined, value: PARAMETER_GROUPS },
      { endpointName: 'getListThreats', arg: undefined, value: THREATS },
      { endpointName: 'getListBenchmarkScaleColors', arg: undefined, value: BENCHMARK_COLORS },
      ...parameters.map(([arg, value]) => ({ endpointName: 'postListParametersGraphMode' as const, arg, value })),
      ...stats.map(([arg, value]) => ({ endpointName: 'postLocationsMapGraphMode' as const, arg, value })),
    ]),
  );
  return store;
}

/** The hook on a page whose URL query is state: every write is recorded and becomes the new query. */
function renderGraphMode(store: PortalStore, initialSearch: string, active = true) {
  const writes: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(
    () => {
      const [search, setSearch] = useState(initialSearch);
      const graph = useGraphMode({
        active,
        search,
        onSearchChange: (next) => {
          writes.push(next);
          setSearch(next);
        },
      });
      return { graph, search };
    },
    { wrapper },
  );
  return { ...view, writes };
}

const ALL = { parameterGroups: [], threats: [] };
const rows = [
  statsRow({ ndx: 1, benchmark_scale_median: 4, recordcount: 30 }),
  statsRow({ ndx: 2, benchmark_scale_median: 2, recordcount: 3 }),
];

describe('useGraphMode', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves the default E. Coli to its index and colours the map from the statistics', () => {
    const store = graphStore({
      parameters: [[{ periodOfRecord: 'full', ...ALL }, PARAMETERS]],
      stats: [[{ periodOfRecord: 'full', recordCount: 0, parameters: [30] }, rows]],
    });
    const { result, writes } = renderGraphMode(store, '?mode=graph');
    const { graph } = result.current;
    expect(graph.parameterNdx).toEqual([30]);
    expect(graph.parameters).toEqual(PARAMETERS);
    expect(graph.rows).toEqual(rows);
    expect(graph.colouring).toEqual({
      ndx: [1, 2],
      marks: new Map([[1, { color: '#FD8D3C', size: 1.45 }], [2, { color: '#31A354', size: 1 }]]),
    });
    expect(writes).toEqual([]);
  });

  it('drops from the URL the groups, threats and parameters the lists do not allow', () => {
    const store = graphStore({
      parameters: [[{ periodOfRecord: 'medium', parameterGroups: [5], threats: [3] }, [parameter(31, 'Total Nitrogen')]]],
      stats: [[{ periodOfRecord: 'medium', recordCount: 0, parameters: [31] }, []]],
    });
    const { result, writes } = renderGraphMode(
      store,
      '?layers=rivers&mode=graph&periodOfRecord=medium&parameterGroups=7,5&threats=3,99&parameters=Arsenic,Total%20Nitrogen',
    );
    expect(writes).toEqual([
      '?layers=rivers&mode=graph&periodOfRecord=medium&analysis=benchmark_scale_median&parameterGroups=5&threats=3' +
        '&parameters=Total%20Nitrogen&recordCount=0',
    ]);
    expect(result.current.graph.parameterNdx).toEqual([31]);
    // Nothing qualifies: the page resets the circles and the filter.
    expect(result.current.graph.colouring).toBeNull();
  });

  it('writes each setting into the URL, restricting groups to the new period', () => {
    const store = graphStore({
      parameters: [
        [{ periodOfRecord: 'full', parameterGroups: [7, 3], threats: [] }, PARAMETERS],
        [{ periodOfRecord: 'short', parameterGroups: [3], threats: [] }, PARAMETERS],
        [{ periodOfRecord: 'short', parameterGroups: [3], threats: [1] }, PARAMETERS],
      ],
      stats: [[{ periodOfRecord: 'short', recordCount: 0, parameters: [31] }, []]],
    });
    const { result, writes } = renderGraphMode(store, '?mode=graph&parameterGroups=7,3&parameters=');
    act(() => result.current.graph.setPeriodOfRecord('short'));
    expect(result.current.search).toContain('periodOfRecord=short&analysis=benchmark_scale_median&parameterGroups=3&');
    act(() => result.current.graph.setAnalysis('benchmark_scale_pctile85'));
    act(() => result.current.graph.setParameters(['Total Nitrogen', 'Arsenic']));
    act(() => result.current.graph.setThreats([1, 42]));
    expect(result.current.graph.query).toMatchObject({
      periodOfRecord: 'short',
      analysis: 'benchmark_scale_pctile85',
      parameterGroups: [3],
      parameters: ['Total Nitrogen'],
    });
    expect(writes.at(-1)).toContain('threats=1&parameters=Total%20Nitrogen');
  });

  it('shows a typed Min Records at once and applies it after 1000 ms without typing', () => {
    jest.useFakeTimers();
    const store = graphStore({
      parameters: [[{ periodOfRecord: 'full', ...ALL }, PARAMETERS]],
      stats: [
        [{ periodOfRecord: 'full', recordCount: 0, parameters: [30] }, rows],
        [{ periodOfRecord: 'full', recordCount: 10, parameters: [30] }, rows],
      ],
    });
    const { result, writes } = renderGraphMode(store, '?mode=graph');
    act(() => result.current.graph.setRecordCount(1));
    act(() => jest.advanceTimersByTime(600));
    act(() => result.current.graph.setRecordCount(10));
    expect(result.current.graph.recordCountInput).toBe(10);
    act(() => jest.advanceTimersByTime(999));
    expect(writes).toEqual([]);
    expect(result.current.graph.query.recordCount).toBe(0);

    act(() => jest.advanceTimersByTime(1));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('recordCount=10');
    expect(result.current.graph.query.recordCount).toBe(10);
    // Location 2 has 3 records: below the minimum, so only location 1 stays coloured.
    expect(result.current.graph.colouring?.ndx).toEqual([1]);
  });

  it("keeps the map's colours while a new period's statistics load, and the same location list when only colours change", () => {
    const twoScores = [
      statsRow({ ndx: 1, benchmark_scale_median: 4, benchmark_scale_pctile85: 5, recordcount: 30 }),
      statsRow({ ndx: 2, benchmark_scale_median: 2, benchmark_scale_pctile85: 3, recordcount: 3 }),
    ];
    const store = graphStore({
      parameters: [[{ periodOfRecord: 'full', ...ALL }, PARAMETERS], [{ periodOfRecord: 'medium', ...ALL }, PARAMETERS]],
      stats: [[{ periodOfRecord: 'full', recordCount: 0, parameters: [30] }, twoScores]],
    });
    const { result } = renderGraphMode(store, '?mode=graph');
    const median = result.current.graph.colouring!;

    act(() => result.current.graph.setAnalysis('benchmark_scale_pctile85'));
    const pctile = result.current.graph.colouring!;
    expect(pctile.marks).not.toEqual(median.marks);
    // Same locations: the very same list, so the map's location filter is left alone.
    expect(pctile.ndx).toBe(median.ndx);

    // The medium period's statistics are not in the store: they are being fetched.
    act(() => result.current.graph.setPeriodOfRecord('medium'));
    expect(result.current.graph.query.periodOfRecord).toBe('medium');
    expect(result.current.graph.isFetching).toBe(true);
    expect(result.current.graph.colouring).toBe(pctile);
  });

  it('fetches nothing and writes nothing while graph mode is off', () => {
    const store = graphStore({ parameters: [], stats: [] });
    const { result, writes } = renderGraphMode(store, '?mode=graph&parameters=Arsenic', false);
    expect(result.current.graph.stats).toEqual([]);
    expect(result.current.graph.colouring).toBeNull();
    expect(writes).toEqual([]);
    const requested = Object.values(store.getState().portalApi.queries).map((query) => query?.endpointName);
    expect(requested).not.toContain('postListParametersGraphMode');
  });
});
