import type { DataCategory, OtherResourceLink } from '@portal/contracts';
import { agencyOptions, filterResources, initialSelection, toggleCategory } from './resources.logic';

const categories: DataCategory[] = [
  { datacategory_ndx: 1, datacategory_name: 'Watershed Health', datacategory_path: 'watershed-health' },
  { datacategory_ndx: 2, datacategory_name: 'Watershed Management', datacategory_path: 'watershed-management' },
  { datacategory_ndx: 4, datacategory_name: 'Recreation', datacategory_path: 'recreation' },
];

const link = (text: string, agency: string, cats: number[]): OtherResourceLink => ({
  resource_url: `https://example.org/${text}`,
  resource_text: text,
  agency_name: agency,
  assoc_datacategory_ndx: cats,
});
const links = [link('gauges', 'USGS', [1, 2]), link('fishing', 'CPW', [4]), link('rights', 'DWR', [2]), link('alerts', 'USGS', [4])];
const texts = (rows: OtherResourceLink[]) => rows.map((r) => r.resource_text);

describe('initialSelection', () => {
  it("preselects only the route's category when it is one", () => {
    expect(initialSelection(categories, 'recreation')).toEqual([4]);
  });

  it('preselects every category without a route category or with an unknown one', () => {
    expect(initialSelection(categories, undefined)).toEqual([1, 2, 4]);
    expect(initialSelection(categories, 'skiing')).toEqual([1, 2, 4]);
  });
});

describe('toggleCategory', () => {
  it('deselects a selected category and selects an unselected one', () => {
    expect(toggleCategory([1, 2, 4], 2)).toEqual([1, 4]);
    expect(toggleCategory([4], 1)).toEqual([1, 4]);
  });
});

describe('filterResources', () => {
  it('shows a resource when any of its categories is selected', () => {
    expect(texts(filterResources(links, [1]))).toEqual(['gauges']);
    expect(texts(filterResources(links, [2, 4]))).toEqual(['gauges', 'fishing', 'rights', 'alerts']);
    expect(filterResources(links, [])).toEqual([]);
  });

  it('shows every resource when no category selection applies (the drawer)', () => {
    expect(filterResources(links, null)).toHaveLength(4);
  });

  it('narrows to one agency', () => {
    expect(texts(filterResources(links, [1, 2, 4], 'USGS'))).toEqual(['gauges', 'alerts']);
    expect(texts(filterResources(links, [4], 'USGS'))).toEqual(['alerts']);
  });

  it('offers each agency once, alphabetically', () => {
    expect(agencyOptions(links)).toEqual(['CPW', 'DWR', 'USGS']);
  });
});
