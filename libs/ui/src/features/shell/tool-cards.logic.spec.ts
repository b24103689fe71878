import { isBuiltPath } from '../../paths';
import { availableTools, cardColumns, toolCardLink, toolIcon } from './tool-cards.logic';

const tool = (path: string, external = false, has_optional_route_parameter = false) => ({ path, external, has_optional_route_parameter });

describe('toolCardLink', () => {
  it('links an internal tool to its route', () => {
    expect(toolCardLink(tool('/tools/query-and-download'))).toEqual({ kind: 'internal', to: '/tools/query-and-download' });
  });

  it("appends the category path when the tool takes one and the page has a category", () => {
    const mapExplorer = tool('/tools/map-explorer', false, true);
    expect(toolCardLink(mapExplorer, 'recreation')).toEqual({ kind: 'internal', to: '/tools/map-explorer/recreation' });
    expect(toolCardLink(tool('/tools/map-explorer/', false, true), 'ag')).toEqual({ kind: 'internal', to: '/tools/map-explorer/ag' });
    // The all-tools dashboard has no category.
    expect(toolCardLink(mapExplorer)).toEqual({ kind: 'internal', to: '/tools/map-explorer' });
  });

  it('never appends the category to a tool without the optional parameter', () => {
    expect(toolCardLink(tool('/tools/steamboat-temp-flow-forecasts'), 'recreation')).toEqual({
      kind: 'internal',
      to: '/tools/steamboat-temp-flow-forecasts',
    });
  });

  it('opens an external tool at its URL, untouched', () => {
    expect(toolCardLink(tool('https://www.cbrfc.noaa.gov/', true, true), 'recreation')).toEqual({
      kind: 'external',
      href: 'https://www.cbrfc.noaa.gov/',
    });
  });
});

describe('card sizing and icons', () => {
  it('keeps widths on the 12-column grid', () => {
    expect([cardColumns(6), cardColumns(0), cardColumns(20), cardColumns(Number.NaN)]).toEqual([6, 1, 12, 4]);
  });

  it('draws a known icon file with its icon and anything else with a generic one', () => {
    expect(toolIcon('map.svg')).toBe('map');
    expect(toolIcon('unknown.svg')).toBe('application');
    expect(toolIcon(null)).toBe('application');
  });
});

describe('availableTools', () => {
  const tool = (path: string, external = false) => ({ path, external, has_optional_route_parameter: true });

  it('keeps external tools and internal tools whose screen is built, in their order', () => {
    const tools = [
      tool('/tools/future-tool'),
      tool('https://www.cbrfc.noaa.gov/', true),
      tool('/tools/monitoring-locations-and-parameters-by-basin-region'),
      tool('/tools/additional-resources'),
    ];
    expect(availableTools(tools, isBuiltPath).map((t) => t.path)).toEqual([
      'https://www.cbrfc.noaa.gov/',
      '/tools/monitoring-locations-and-parameters-by-basin-region',
      '/tools/additional-resources',
    ]);
  });
});

describe('isBuiltPath', () => {
  it('matches built route patterns with their optional parameters and ignores the query', () => {
    expect(isBuiltPath('/tools/monitoring-locations-and-parameters-by-basin-region/4')).toBe(true);
    expect(isBuiltPath('/tools/additional-resources/recreation?x=1')).toBe(true);
    expect(isBuiltPath('/stakeholders/recreation')).toBe(true);
    expect(isBuiltPath('/tools/map-explorer/recreation/40.5/-106.8/14')).toBe(true);
    expect(isBuiltPath('/tools/temperature-profiles')).toBe(true);
    expect(isBuiltPath('/tools/temperature-profiles/recreation')).toBe(false);
    expect(isBuiltPath('/tools/future-tool')).toBe(false);
    expect(isBuiltPath('/tools/monitoring-locations-and-parameters-by-basin-region/4/extra')).toBe(false);
  });
});
