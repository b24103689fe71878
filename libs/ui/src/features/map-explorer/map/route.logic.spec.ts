import { flyToTarget, layersQuery, parseMapExplorerRoute, routeNumber } from './route.logic';

describe('parseMapExplorerRoute', () => {
  const none = new URLSearchParams();

  it("opens 'Temperature & Flow Map' first for temperature-and-flow, 'Map Layers' for anything else", () => {
    expect(parseMapExplorerRoute({ datacategoryPath: 'temperature-and-flow' }, none).initialSection).toBe('temperature-and-flow');
    expect(parseMapExplorerRoute({ datacategoryPath: 'watershed-health' }, none).initialSection).toBe('map-layers');
    expect(parseMapExplorerRoute({}, none).initialSection).toBe('map-layers');
  });

  it('keeps the data category (null without one) and reads the layers query', () => {
    const route = parseMapExplorerRoute({ datacategoryPath: 'recreation' }, new URLSearchParams('layers=huc-8,streams'));
    expect(route.datacategoryPath).toBe('recreation');
    expect(route.visibleLayerIds).toEqual(['huc-8', 'streams']);
    expect(parseMapExplorerRoute({}, none).datacategoryPath).toBeNull();
  });

  it('flies to latitude, longitude and zoom when all three are valid', () => {
    const route = parseMapExplorerRoute({ datacategoryPath: 'x', latitude: '40.485', longitude: '-106.83', zoomLev: '14' }, none);
    expect(route.flyTo).toEqual({ center: [-106.83, 40.485], zoom: 14 });
  });
});

describe('flyToTarget', () => {
  it('needs all three numbers', () => {
    expect(flyToTarget('40', '-107', undefined)).toBeNull();
    expect(flyToTarget(undefined, '-107', '10')).toBeNull();
  });

  it('accepts the edges of each range', () => {
    expect(flyToTarget('-90', '-180', '0')).toEqual({ center: [-180, -90], zoom: 0 });
    expect(flyToTarget('90', '180', '22')).toEqual({ center: [180, 90], zoom: 22 });
  });

  it('refuses values out of range', () => {
    expect(flyToTarget('90.1', '0', '5')).toBeNull();
    expect(flyToTarget('0', '-180.5', '5')).toBeNull();
    expect(flyToTarget('0', '0', '22.5')).toBeNull();
    expect(flyToTarget('0', '0', '-1')).toBeNull();
  });

  it('refuses what is not a plain decimal number', () => {
    for (const text of ['', ' ', 'abc', '1e2', '0x10', 'Infinity', 'NaN', '40,5', '--1']) {
      expect(flyToTarget(text, '-107', '10')).toBeNull();
    }
  });
});

describe('routeNumber', () => {
  it('reads signed decimals and trims blanks', () => {
    expect(routeNumber('-107.25')).toBe(-107.25);
    expect(routeNumber('+3')).toBe(3);
    expect(routeNumber('.5')).toBe(0.5);
    expect(routeNumber(' 14 ')).toBe(14);
    expect(routeNumber('14.')).toBe(14);
    expect(routeNumber(undefined)).toBeNull();
  });
});

describe('layersQuery', () => {
  it('splits on commas, dropping blanks and repeats', () => {
    expect(layersQuery(' a, b ,,a,c ')).toEqual(['a', 'b', 'c']);
    expect(layersQuery(null)).toEqual([]);
    expect(layersQuery('')).toEqual([]);
  });
});
