import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { MapLegendGroup } from '@portal/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { GEOJSON_SOURCE_IDS, geojsonUrl } from '../map-explorer/public-map/geojson-sources';
import { IconQuery } from '../map-explorer/public-map/public-map.dto';
import {
  LISTED_STREAM_PARAMETERS, MAP_LAYERS, MAP_SOURCES, MONITORING_LOCATION_CIRCLE_LAYER_IDS, TEMPERATURE_AND_FLOW_PATH,
} from './map-layers';
import { DATA_CATEGORIES, LOCATION_TYPES } from './reference-data';

const LEGEND_GROUPS: MapLegendGroup[] = [
  'Monitoring Data', 'Basemap', 'Hydrology', 'River Administration', 'Water Quality', 'Listed Streams by Parameter',
  'Land Cover/Land Use', 'Historical Land Cover/Land Use', 'Recreation', 'Temperature & Flow',
];

/** What the client hands MapLibre: only style-spec keys of each layer. */
const styleOf = () => ({
  version: 8,
  glyphs: '/api/public-map/fonts/{fontstack}/{range}.pbf',
  sources: Object.fromEntries(MAP_SOURCES.map((s) => [s.id, s.definition])),
  layers: MAP_LAYERS.map(({ id, type, source, filter, minzoom, maxzoom, layout, paint }) =>
    Object.fromEntries(Object.entries({ id, type, source, filter, minzoom, maxzoom, layout, paint }).filter(([, v]) => v !== undefined))),
});

/** Every string in a value that is an icon URL. */
const iconUrls = (value: unknown): string[] =>
  typeof value === 'string' ? (value.startsWith('/api/icon/icon?') ? [value] : [])
    : Array.isArray(value) ? value.flatMap(iconUrls)
      : value && typeof value === 'object' ? Object.values(value).flatMap(iconUrls) : [];

describe('map layer catalog', () => {
  it('is a style the MapLibre style specification accepts (sources, filters, paint and layout expressions)', () => {
    expect(validateStyleMin(styleOf() as never)).toEqual([]);
  });

  it('has every legend group of the product', () => {
    expect(new Set(MAP_LAYERS.map((l) => l.lreProperties.legendGroup))).toEqual(new Set(LEGEND_GROUPS));
  });

  it('gives layers unique kebab-case ids on known sources, and orders the legend by the product\'s groups', () => {
    const ids = MAP_LAYERS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const sourceIds = MAP_SOURCES.map((s) => s.id);
    for (const layer of MAP_LAYERS) expect(sourceIds).toContain(layer.source);
    const byLegend = [...MAP_LAYERS].sort((a, b) => a.legendOrder - b.legendOrder);
    const groupIndex = byLegend.map((l) => LEGEND_GROUPS.indexOf(l.lreProperties.legendGroup));
    expect(groupIndex).toEqual([...groupIndex].sort((a, b) => a - b));
    expect(new Set(MAP_LAYERS.map((l) => l.legendOrder)).size).toBe(MAP_LAYERS.length);
  });

  it('serves its GeoJSON sources from the portal\'s own endpoints', () => {
    const own = new Set<string>(GEOJSON_SOURCE_IDS.map(geojsonUrl));
    for (const source of MAP_SOURCES.filter((s) => s.definition.type === 'geojson')) expect(own.has(source.definition.data as string)).toBe(true);
  });

  it('draws one circle layer per location type on the locations source, coloured as the type', () => {
    expect(MONITORING_LOCATION_CIRCLE_LAYER_IDS).toHaveLength(LOCATION_TYPES.length);
    for (const [i, id] of MONITORING_LOCATION_CIRCLE_LAYER_IDS.entries()) {
      const layer = MAP_LAYERS.find((l) => l.id === id);
      expect(layer).toMatchObject({ type: 'circle', source: 'locations', paint: { 'circle-color': LOCATION_TYPES[i].color } });
      expect(layer?.filter).toEqual(['==', ['get', 'locationtype'], LOCATION_TYPES[i].desc]);
      expect(layer?.lreProperties).toMatchObject({ legendGroup: 'Monitoring Data', layerGroup: 'Monitoring Locations' });
      expect(layer?.popup?.titleField).toBe('location_name');
    }
    expect(MAP_LAYERS.find((l) => l.id === 'monitoring-locations-labels')).toMatchObject({ type: 'symbol', minzoom: 7 });
  });

  it('asks only for icons the icon endpoint accepts', () => {
    const urls = [...new Set(iconUrls(MAP_LAYERS))];
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls) {
      const query = Object.fromEntries(new URL(url, 'http://portal').searchParams);
      expect({ url, problems: validateSync(plainToInstance(IconQuery, query), { forbidNonWhitelisted: true, whitelist: true }) })
        .toEqual({ url, problems: [] });
    }
  });

  it('marks water-quality sites by ringing their circle, not with a second marker, in a red no flow class uses', () => {
    const waterQuality = MAP_LAYERS.find((l) => l.id === 'water-quality-locations');
    expect(waterQuality).toMatchObject({ type: 'circle', source: 'locations', paint: { 'circle-color': 'rgba(0, 0, 0, 0)' } });
    expect(waterQuality?.layout?.['icon-image']).toBeUndefined();
    const ring = String(waterQuality?.paint?.['circle-stroke-color']);
    const flowColours = MAP_LAYERS.find((l) => l.id === 'current-flow')?.lreProperties.legendCategories?.map((c) => c.icon.toLowerCase());
    expect(flowColours).toHaveLength(5);
    expect(flowColours).not.toContain(ring.toLowerCase());
    expect(decodeURIComponent(waterQuality?.lreProperties.customLegendSymbolUrl ?? '')).toContain(`stroke="${ring}"`);
  });

  it('shows layers on load only for real data-category paths or the Temperature & Flow panel', () => {
    const paths = new Set([...DATA_CATEGORIES.map((c) => c.path), TEMPERATURE_AND_FLOW_PATH]);
    for (const layer of MAP_LAYERS) for (const path of layer.lreProperties.visibleOnLoadForGroups ?? []) expect(paths).toContain(path);
    const onTemperatureAndFlow = MAP_LAYERS.filter((l) => l.lreProperties.visibleOnLoadForGroups?.includes(TEMPERATURE_AND_FLOW_PATH)
      && l.lreProperties.legendGroup === 'Temperature & Flow');
    // The panel is a radio group: one of its layers at a time.
    expect(onTemperatureAndFlow.map((l) => l.id)).toEqual(['current-flow']);
  });

  it('has a Temperature & Flow layer with flow and one with temperature hover data', () => {
    const group = MAP_LAYERS.filter((l) => l.lreProperties.legendGroup === 'Temperature & Flow');
    expect(group.map((l) => l.name)).toEqual(['Current Flow', 'Current Water Temperature', 'Flow Graphs Available', 'Temperature Graphs Available']);
    expect(group.find((l) => l.id === 'current-flow')?.lreProperties).toMatchObject({ legendStyle: 'categorized', hasHoverPopupFlowData: true });
    expect(group.find((l) => l.id === 'current-water-temperature')?.lreProperties).toMatchObject({ hasHoverPopupTempData: true });
  });

  it('lets the land-cover layers ask for the class under a click', () => {
    for (const id of ['land-cover-2021', 'land-cover-2001']) {
      const layer = MAP_LAYERS.find((l) => l.id === id);
      expect(layer?.type).toBe('raster');
      expect(layer?.getRasterFeatureInfoPayload).toMatch(/^\/api\/public-map\/land-cover\/info\?year=\d{4}&lng=\{lng\}&lat=\{lat\}$/);
      expect(layer?.rasterFeatureInfoProperties?.map((p) => p.key)).toEqual(['class_name', 'class_code', 'year']);
    }
  });

  it('draws the national WBD and NHD services online and the demo stand-ins offline, in the same layer groups', () => {
    const groups = (mode: 'online' | 'offline') =>
      new Set(MAP_LAYERS.filter((l) => l.lreProperties.networkMode === mode).map((l) => l.lreProperties.layerGroup));
    expect(groups('online')).toEqual(new Set(['HUC 8 Boundaries', 'HUC 10 Boundaries', 'HUC 12 Boundaries', 'Streams']));
    expect(groups('offline')).toEqual(groups('online'));
    for (const layer of MAP_LAYERS.filter((l) => l.lreProperties.networkMode === 'online')) {
      expect(layer.type).toBe('raster');
      expect(layer.getRasterFeatureInfoPayload).toMatch(
        /^https:\/\/hydro\.nationalmap\.gov\/arcgis\/rest\/services\/(wbd|nhd)\/MapServer\/identify\?geometry=\{lng\},\{lat\}&.*mapExtent=\{bbox\}&imageDisplay=\{width\},\{height\},96&.*f=json$/,
      );
      expect(layer.featuresField).toBe('results');
    }
    const huc10 = MAP_SOURCES.find((s) => s.id === 'wbd-huc10')?.definition as { tiles: string[] };
    expect(huc10.tiles[0]).toContain('/wbd/MapServer/export?bbox={bbox-epsg-3857}&bboxSR=3857&imageSR=3857&size=256,256&format=png32&transparent=true&layers=show:5&f=image');
  });

  it('has one Listed Streams layer per listed parameter', () => {
    const listed = MAP_LAYERS.filter((l) => l.lreProperties.legendGroup === 'Listed Streams by Parameter');
    expect(listed.map((l) => l.filter)).toEqual(LISTED_STREAM_PARAMETERS.map((p) => ['==', ['get', 'parameter_ndx'], p.ndx]));
  });
});
