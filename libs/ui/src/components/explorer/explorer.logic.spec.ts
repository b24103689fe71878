import type { ExplorerRegionalGroup, ExploreYear } from '@portal/contracts';
import {
  baseStateToQuery, chartOptionsOf, defaultGraphsOf, defaultRegion, defaultYear, type ExplorerBaseState, type GraphOptionAccess,
  graphsFromQueryOf, initialBaseState, isAbortError, offeredOptionsOf, pickerOptionsOf, queryMatchesValues, wholeNumber, withRegionOf,
} from './explorer.logic';

/** An option shaped unlike either explorer's, so the rules are seen to go through the accessor only. */
interface Option {
  key: number;
  label: string;
  openFor: number[];
  shownIn: number[];
}
const ACCESS: GraphOptionAccess<Option> = {
  id: (option) => option.key,
  title: (option) => option.label,
  defaults: (option) => option.openFor,
  regions: (option) => option.shownIn,
};
const OPTIONS: Option[] = [
  { key: 10, label: 'Flow', openFor: [0], shownIn: [1, 4] },
  { key: 20, label: 'Snow', openFor: [0, 4], shownIn: [4] },
  { key: 30, label: 'Storage', openFor: [4], shownIn: [1, 4] },
];
const REGIONS: ExplorerRegionalGroup[] = [
  { reg_group_ndx: 1, reg_group_name: 'Upper Yampa' },
  { reg_group_ndx: 4, reg_group_name: 'Yampa Basin' },
];
const YEARS: ExploreYear[] = [{ explore_year: 2026 }, { explore_year: 2025 }];
const LISTS = { regions: REGIONS, years: YEARS, options: OPTIONS };

describe('the shared explorer rules', () => {
  it('read any option type through its accessor', () => {
    expect(offeredOptionsOf(OPTIONS, 1, ACCESS).map((o) => o.key)).toEqual([10, 30]);
    expect(pickerOptionsOf(OPTIONS.slice(0, 1), ACCESS)).toEqual([{ id: 10, title: 'Flow' }]);
    expect(defaultGraphsOf(OPTIONS, 4, ACCESS)).toEqual([20, 30]);
    expect(graphsFromQueryOf('30,x,99,10,20', OPTIONS, ACCESS)).toEqual([30, 10]);
    expect(chartOptionsOf([30, 20], offeredOptionsOf(OPTIONS, 1, ACCESS), ACCESS).map((o) => o.label)).toEqual(['Storage']);
  });

  it('read the region, year type and graphs of the URL, each invalid one replaced by its default', () => {
    expect(initialBaseState(LISTS, new URLSearchParams(''), undefined, ACCESS)).toEqual({ regionalGroup: 4, yearType: 'collect_year', graphs: [10, 20] });
    expect(initialBaseState(LISTS, new URLSearchParams(''), 'recreation', ACCESS).graphs).toEqual([20, 30]);
    expect(initialBaseState(LISTS, new URLSearchParams('regionalGroup=1&yearType=collect_water_year&graphs=20,30'), undefined, ACCESS)).toEqual({
      regionalGroup: 1, yearType: 'collect_water_year', graphs: [30],
    });
    expect(initialBaseState(LISTS, new URLSearchParams('regionalGroup=7&yearType=x&graphs='), undefined, ACCESS)).toEqual({
      regionalGroup: 4, yearType: 'collect_year', graphs: [],
    });
  });

  it('write the shared state and drop the graphs a new region does not offer', () => {
    const state: ExplorerBaseState & { extra: string } = { regionalGroup: 4, yearType: 'collect_year', graphs: [20, 10], extra: 'kept' };
    expect(baseStateToQuery(state)).toEqual({ regionalGroup: '4', yearType: 'collect_year', graphs: '20,10' });
    expect(queryMatchesValues(new URLSearchParams('regionalGroup=4&yearType=collect_year&graphs=20,10'), baseStateToQuery(state))).toBe(true);
    expect(withRegionOf(state, 1, OPTIONS, ACCESS)).toEqual({ ...state, regionalGroup: 1, graphs: [10] });
  });

  it('know the default region and year, whole numbers, and aborted requests', () => {
    expect(defaultRegion(REGIONS)).toBe(4);
    expect(defaultRegion([{ reg_group_ndx: 7, reg_group_name: 'Elk' }])).toBe(7);
    expect(defaultYear(YEARS, new Date('2026-11-26T19:00:00Z'))).toBe(2026);
    expect(defaultYear([{ explore_year: 2024 }], new Date('2026-11-26T19:00:00Z'))).toBe(2024);
    expect(['4', ' 4 ', '4a', '', '-1', '4.5', null].map(wholeNumber)).toEqual([4, 4, null, null, null, null, null]);
    expect(isAbortError({ name: 'AbortError' })).toBe(true);
    expect(isAbortError({ status: 500 })).toBe(false);
  });
});
