import type { LegendCategory, MapLayer, MapLegendGroup, MapSource } from '@portal/contracts';
import { type GeoJsonSourceId, geojsonUrl } from '../map-explorer/public-map/geojson-sources';
import { type IconRequest, iconUrl } from '../map-explorer/public-map/icons';
import { LAND_COVER_BOUNDS, LAND_COVER_CLASSES, LAND_COVER_YEARS } from '../map-explorer/public-map/land-cover';
import { HYDRO_ORIGIN } from '../map-explorer/public-map/online-basemaps';
import { DATA_CATEGORIES, LOCATION_TYPES, PARAM, PARAMETERS } from './reference-data';

// The map explorer's layer catalog: every legend group (MapLegendGroup in libs/contracts), in MapLibre
// style-spec terms plus the portal's lreProperties. Stored in map_sources / map_layers, so a deployment edits
// rows rather than code; the demo seed writes this catalog.
//
// Conventions the client relies on:
// - icon images are named by their /api/icon/icon URL: the client loads each icon a layer names and adds it
//   under that name (map.loadImage(url), map.addImage(url, image));
// - '/api/...' URLs in sources are the portal's own and resolve against the API base;
// - only style-spec keys (id, type, source, filter, minzoom, maxzoom, layout, paint) go to map.addLayer.

const LEGEND_GROUP_ORDER: readonly MapLegendGroup[] = [
  'Monitoring Data', 'Basemap', 'Hydrology', 'River Administration', 'Water Quality', 'Listed Streams by Parameter',
  'Land Cover/Land Use', 'Historical Land Cover/Land Use', 'Recreation', 'Temperature & Flow',
];

/** The route's data-category paths (datacategoryPath), and the Temperature & Flow panel's. */
const PATH = Object.fromEntries(DATA_CATEGORIES.map((c) => [c.path, c.path])) as Record<string, string>;
const ALL_CATEGORY_PATHS = DATA_CATEGORIES.map((c) => c.path);
export const TEMPERATURE_AND_FLOW_PATH = 'temperature-and-flow';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Layer ids of the monitoring-location circles, one per location type: graph mode restyles these by `ndx`. */
export const MONITORING_LOCATION_CIRCLE_LAYER_IDS: readonly string[] = LOCATION_TYPES.map(
  (t) => `monitoring-locations-${slug(t.desc)}`,
);
const MONITORING_LOCATION_LABEL_LAYER_ID = 'monitoring-locations-labels';

const LABEL_FONT = ['Noto Sans Regular'];

const MONITORING_POPUP = {
  titleField: 'location_name',
  // Internal keys and duplicates of visible fields.
  excludeFields: ['ndx', 'location_ndx', 'latitude_dd', 'longitude_dd', 'huc12', 'public_flow_data_src_url', 'public_temp_data_src_url'],
  source: { description: 'Monitoring locations of the portal database (demo dataset: generated values at real station names)', url: null },
};

const circleRadius = (small: number, large: number) => ['interpolate', ['linear'], ['zoom'], 6, small, 14, large];

// ---------------------------------------------------------------------------------------------------------
// Sources

const geojson = (id: GeoJsonSourceId, extra: Record<string, unknown> = {}): MapSource => ({
  id, definition: { type: 'geojson', data: geojsonUrl(id), ...extra },
});

const landCoverSourceId = (year: number) => `land-cover-${year}`;

const landCoverSource = (year: number): MapSource => ({
  id: landCoverSourceId(year),
  definition: {
    type: 'raster',
    tiles: [`/api/public-map/tiles/land-cover/${year}/{z}/{x}/{y}.png`],
    tileSize: 256,
    minzoom: 5,
    maxzoom: 13,
    bounds: [...LAND_COVER_BOUNDS],
    attribution: `Demo land cover ${year} (synthetic, NLCD classes)`,
  },
});

/** The national Watershed Boundary Dataset and NHD map services (ArcGIS MapServer, public domain). */
const HYDRO_SERVICES = {
  // Layers 4, 5 and 6 of the WBD service are the 8-, 10- and 12-digit hydrologic units.
  wbd: { path: 'wbd', layers: { 8: 4, 10: 5, 12: 6 } },
  // Layers 1 and 2 of the NHD service are its flowlines at small and large scale (the service draws each at its scales).
  nhd: { path: 'nhd', flowlines: [1, 2] },
} as const;
const HYDRO_ATTRIBUTION = '<a href="https://www.usgs.gov/national-hydrography" target="_blank" rel="noopener">USGS National Hydrography</a>';
const hydroService = (path: string) => `${HYDRO_ORIGIN}/arcgis/rest/services/${path}/MapServer`;

/** Raster tiles of some layers of an ArcGIS map service, drawn by its export operation in web Mercator. */
const arcgisRasterSource = (id: string, path: string, layers: readonly number[]): MapSource => ({
  id,
  definition: {
    type: 'raster',
    tiles: [`${hydroService(path)}/export?bbox={bbox-epsg-3857}&bboxSR=3857&imageSR=3857&size=256,256&format=png32&transparent=true&layers=show:${layers.join(',')}&f=image`],
    tileSize: 256,
    attribution: HYDRO_ATTRIBUTION,
  },
});

/** The feature-info template of an ArcGIS layer: its identify operation at the clicked point, in the map's view. */
const arcgisIdentify = (path: string, layers: readonly number[]) =>
  `${hydroService(path)}/identify?geometry={lng},{lat}&geometryType=esriGeometryPoint&sr=4326&layers=all:${layers.join(',')}`
  + '&tolerance=3&mapExtent={bbox}&imageDisplay={width},{height},96&returnGeometry=false&f=json';

const HUC_LEVELS = [8, 10, 12] as const;
const onlineHucSourceId = (level: 8 | 10 | 12) => `wbd-huc${level}`;
const NHD_FLOWLINES_SOURCE_ID = 'nhd-flowlines';

/** The online hydrology layers' sources: the national services, for which the demo's own geometry stands in offline. */
export const ONLINE_HYDROLOGY_SOURCES: readonly MapSource[] = [
  ...HUC_LEVELS.map((level) => arcgisRasterSource(onlineHucSourceId(level), HYDRO_SERVICES.wbd.path, [HYDRO_SERVICES.wbd.layers[level]])),
  arcgisRasterSource(NHD_FLOWLINES_SOURCE_ID, HYDRO_SERVICES.nhd.path, HYDRO_SERVICES.nhd.flowlines),
];

export const MAP_SOURCES: readonly MapSource[] = [
  // The locations' numeric ids are their ndx, so feature state works by location.
  geojson('locations', { promoteId: 'ndx' }),
  geojson('basin-outline'),
  geojson('huc8'),
  geojson('huc10'),
  geojson('huc12'),
  geojson('streams'),
  geojson('listed-streams'),
  geojson('river-calls'),
  geojson('recreation-sites'),
  landCoverSource(LAND_COVER_YEARS.current),
  landCoverSource(LAND_COVER_YEARS.historical),
  ...ONLINE_HYDROLOGY_SOURCES,
];

// ---------------------------------------------------------------------------------------------------------
// Layers

type LayerInput = Omit<MapLayer, 'legendOrder' | 'layout'> & { layout?: Record<string, unknown>; visible?: boolean };

/** Legend order follows the product's legend groups, then the order layers are listed here within a group. */
function catalog(inputs: readonly LayerInput[]): MapLayer[] {
  const perGroup = new Map<MapLegendGroup, number>();
  return inputs.map(({ visible, layout, ...layer }) => {
    const group = layer.lreProperties.legendGroup;
    const position = perGroup.get(group) ?? 0;
    perGroup.set(group, position + 1);
    return {
      ...layer,
      layout: { visibility: visible ? 'visible' : 'none', ...layout },
      legendOrder: (LEGEND_GROUP_ORDER.indexOf(group) + 1) * 100 + position,
    } as MapLayer;
  });
}

const monitoringCircles: LayerInput[] = LOCATION_TYPES.map((t, i) => ({
  id: MONITORING_LOCATION_CIRCLE_LAYER_IDS[i],
  name: t.desc,
  type: 'circle',
  source: 'locations',
  filter: ['==', ['get', 'locationtype'], t.desc],
  visible: true,
  paint: {
    'circle-color': t.color,
    'circle-radius': circleRadius(4, 9),
    'circle-opacity': 0.9,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 1,
  },
  drawOrder: 100 + i,
  lreProperties: {
    legendGroup: 'Monitoring Data', layerGroup: 'Monitoring Locations', legendStyle: 'single', hasHoverPopup: true,
    visibleOnLoadForGroups: ALL_CATEGORY_PATHS,
  },
  popup: MONITORING_POPUP,
}));

const monitoringLabels: LayerInput = {
  id: MONITORING_LOCATION_LABEL_LAYER_ID,
  name: 'Monitoring Location Labels',
  type: 'symbol',
  source: 'locations',
  minzoom: 7,
  visible: true,
  layout: {
    'text-field': ['get', 'location_name'], 'text-font': LABEL_FONT, 'text-size': 11,
    'text-anchor': 'top', 'text-offset': [0, 0.9], 'text-optional': true, 'text-max-width': 12,
  },
  paint: { 'text-color': '#1c2127', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
  drawOrder: 210,
  lreProperties: {
    legendGroup: 'Monitoring Data', layerGroup: 'Monitoring Locations', excludePopup: true, excludeLayerCollapse: true,
    visibleOnLoadForGroups: ALL_CATEGORY_PATHS,
  },
};

const basinOutline: LayerInput = {
  id: 'basin-outline',
  name: 'Basin Outline',
  type: 'line',
  source: 'basin-outline',
  visible: true,
  paint: { 'line-color': '#4c3a8f', 'line-width': 2.5, 'line-opacity': 0.85 },
  drawOrder: 35,
  lreProperties: {
    legendGroup: 'Basemap', layerGroup: 'Basin Outline', excludePopup: true,
    visibleOnLoadForGroups: [...ALL_CATEGORY_PATHS, TEMPERATURE_AND_FLOW_PATH],
  },
};

const HUC_STYLE: Readonly<Record<8 | 10 | 12, { color: string; fillOpacity: number; width: number; paths: string[] }>> = {
  8: { color: '#6b4f2a', fillOpacity: 0.08, width: 2.2, paths: [] },
  10: { color: '#8c6d31', fillOpacity: 0.1, width: 1.4, paths: [PATH['watershed-health'], PATH['watershed-management']] },
  12: { color: '#a68a4b', fillOpacity: 0.1, width: 0.8, paths: [] },
};

const hucLayers = ([8, 10, 12] as const).flatMap((level, i): LayerInput[] => {
  const style = HUC_STYLE[level];
  const lreProperties = {
    legendGroup: 'Hydrology' as const, layerGroup: `HUC ${level} Boundaries`, visibleOnLoadForGroups: style.paths,
    networkMode: 'offline' as const,
  };
  return [
    {
      id: `huc${level}-fill`, name: `HUC ${level} Sub-Areas`, type: 'fill', source: `huc${level}`,
      paint: { 'fill-color': style.color, 'fill-opacity': style.fillOpacity },
      drawOrder: 20 + i,
      lreProperties,
      popup: { titleField: 'huc_name', source: { description: 'Sub-area boundaries (demo approximation of the Watershed Boundary Dataset)', url: 'https://www.usgs.gov/national-hydrography/watershed-boundary-dataset' } },
    },
    {
      id: `huc${level}-line`, name: `HUC ${level} Boundaries`, type: 'line', source: `huc${level}`,
      paint: { 'line-color': style.color, 'line-width': style.width },
      drawOrder: 32 - i,
      lreProperties: { ...lreProperties, excludePopup: true },
    },
  ];
});

const streamLayers: LayerInput[] = [
  {
    id: 'streams', name: 'Streams', type: 'line', source: 'streams', visible: true,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': '#2b7bb9',
      'line-width': ['interpolate', ['linear'], ['zoom'], 7, ['match', ['get', 'stream_kind'], 'river', 1.6, 0.8], 13, ['match', ['get', 'stream_kind'], 'river', 4.5, 2.5]],
    },
    drawOrder: 40,
    lreProperties: {
      legendGroup: 'Hydrology', layerGroup: 'Streams', visibleOnLoadForGroups: [...ALL_CATEGORY_PATHS, TEMPERATURE_AND_FLOW_PATH], networkMode: 'offline',
    },
    popup: { titleField: 'stream_name', source: { description: 'Main rivers and creeks (demo: hand-drawn through the stations, not survey lines)', url: null } },
  },
  {
    id: 'streams-labels', name: 'Stream Labels', type: 'symbol', source: 'streams', minzoom: 9, visible: true,
    layout: { 'symbol-placement': 'line', 'text-field': ['get', 'stream_name'], 'text-font': LABEL_FONT, 'text-size': 11 },
    paint: { 'text-color': '#1d5a8a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
    drawOrder: 200,
    lreProperties: {
      legendGroup: 'Hydrology', layerGroup: 'Streams', excludePopup: true, excludeLayerCollapse: true,
      visibleOnLoadForGroups: [...ALL_CATEGORY_PATHS, TEMPERATURE_AND_FLOW_PATH], networkMode: 'offline',
    },
  },
];

/** What an identify answer's result carries: the layer's display field (the unit's or stream's name) and the layer. */
const IDENTIFY_PROPERTIES = [{ key: 'value', value: 'Name' }, { key: 'layerName', value: 'Layer' }];

/**
 * Online, the hydrology checkboxes draw the national services instead of the demo's approximations: the same layer
 * groups (so one checkbox and the data-category defaults serve both modes), as raster layers with feature info.
 */
const onlineHydrologyLayers: LayerInput[] = [
  ...HUC_LEVELS.map((level, i): LayerInput => ({
    id: `wbd-huc${level}`, name: `HUC ${level} Boundaries`, type: 'raster', source: onlineHucSourceId(level),
    paint: { 'raster-opacity': 0.9 },
    drawOrder: 20 + i,
    lreProperties: {
      legendGroup: 'Hydrology', layerGroup: `HUC ${level} Boundaries`, visibleOnLoadForGroups: HUC_STYLE[level].paths,
      legendStyle: 'single', legendCategories: [{ label: `HUC ${level} Boundaries`, icon: HUC_STYLE[level].color }], networkMode: 'online',
    },
    popup: { source: { description: 'Watershed Boundary Dataset (USGS, national map service)', url: 'https://www.usgs.gov/national-hydrography/watershed-boundary-dataset' } },
    getRasterFeatureInfoPayload: arcgisIdentify(HYDRO_SERVICES.wbd.path, [HYDRO_SERVICES.wbd.layers[level]]),
    featuresField: 'results',
    rasterFeatureInfoProperties: IDENTIFY_PROPERTIES,
  })),
  {
    id: 'nhd-flowlines', name: 'Streams', type: 'raster', source: NHD_FLOWLINES_SOURCE_ID, visible: true,
    paint: { 'raster-opacity': 0.9 },
    drawOrder: 23,
    lreProperties: {
      legendGroup: 'Hydrology', layerGroup: 'Streams', visibleOnLoadForGroups: [...ALL_CATEGORY_PATHS, TEMPERATURE_AND_FLOW_PATH],
      legendStyle: 'single', legendCategories: [{ label: 'Streams', icon: '#2b7bb9' }], networkMode: 'online',
    },
    popup: { source: { description: 'National Hydrography Dataset flowlines (USGS, national map service)', url: 'https://www.usgs.gov/national-hydrography/national-hydrography-dataset' } },
    getRasterFeatureInfoPayload: arcgisIdentify(HYDRO_SERVICES.nhd.path, HYDRO_SERVICES.nhd.flowlines),
    featuresField: 'results',
    rasterFeatureInfoProperties: IDENTIFY_PROPERTIES,
  },
];

const CALL_ICONS: readonly [string, IconRequest][] = [
  ['Priority Call', { shape: 'triangle', width: 22, height: 22, color: '#c23030', strokeWidth: 1.5 }],
  ['Administrative Call', { shape: 'triangle', width: 22, height: 22, color: '#d9822b', strokeWidth: 1.5 }],
  ['Free River', { shape: 'triangle', width: 22, height: 22, color: '#238551', strokeWidth: 1.5 }],
];

/** icon-image as a match on a property, with the legend that goes with it. */
function iconByCategory(property: string, icons: readonly [string, IconRequest][]): { image: unknown[]; legend: LegendCategory[] } {
  const urls = icons.map(([label, icon]) => [label, iconUrl(icon)] as const);
  return {
    image: ['match', ['get', property], ...urls.flatMap(([label, url]) => [label, url]), urls[0][1]],
    legend: urls.map(([label, url]) => ({ label, icon: url })),
  };
}

const calls = iconByCategory('call_type', CALL_ICONS);
const riverCalls: LayerInput = {
  id: 'rivercalls', name: 'River Calls', type: 'symbol', source: 'river-calls',
  layout: { 'icon-image': calls.image, 'icon-allow-overlap': true },
  paint: {},
  drawOrder: 65,
  lreProperties: {
    legendGroup: 'River Administration', layerGroup: 'River Calls', legendStyle: 'categorized', legendCategories: calls.legend,
    hasHoverPopup: true, visibleOnLoadForGroups: [PATH['watershed-management'], PATH['agriculture-and-land']],
  },
  popup: {
    titleField: 'structure_name',
    source: { description: 'Colorado Division of Water Resources call analysis (demo calls)', url: 'https://dwr.state.co.us/Tools/Calls' },
  },
};

/**
 * Water-quality sites are already drawn as their location type's circle: this layer rings that circle in red
 * rather than adding a second marker on top of it (a drop icon over the circle read as two sites).
 */
const WATER_QUALITY_RING = '#e31a1c';
const WATER_QUALITY_LEGEND_SYMBOL = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="6.5" fill="#ffffff" stroke="${WATER_QUALITY_RING}" stroke-width="3"/></svg>`,
)}`;
const waterQuality: LayerInput = {
  id: 'water-quality-locations', name: 'Water Quality Locations', type: 'circle', source: 'locations',
  filter: ['==', ['get', 'is_wq_loc'], true],
  paint: {
    'circle-color': 'rgba(0, 0, 0, 0)',
    'circle-radius': circleRadius(6, 11),
    'circle-stroke-color': WATER_QUALITY_RING,
    'circle-stroke-width': 2.5,
  },
  drawOrder: 70,
  lreProperties: {
    legendGroup: 'Water Quality', layerGroup: 'Water Quality Locations', legendStyle: 'single',
    customLegendSymbolUrl: WATER_QUALITY_LEGEND_SYMBOL, hasHoverPopup: true, visibleOnLoadForGroups: [PATH['watershed-health']],
  },
  popup: MONITORING_POPUP,
};

/**
 * Parameters the Listed Streams group offers, each its own toggle. The demo's sampling statistics list
 * reaches for all of these (the public-map integration test checks it).
 */
export const LISTED_STREAM_PARAMETERS: readonly { ndx: number; color: string }[] = [
  { ndx: PARAM.eColi, color: '#8e44ad' },
  { ndx: PARAM.totalNitrogen, color: '#16a085' },
  { ndx: PARAM.totalPhosphorus, color: '#27ae60' },
  { ndx: PARAM.ironTotal, color: '#a0522d' },
  { ndx: PARAM.manganeseDissolved, color: '#2c3e50' },
  { ndx: PARAM.seleniumDissolved, color: '#d35400' },
];

const listedStreams: LayerInput[] = LISTED_STREAM_PARAMETERS.map(({ ndx, color }, i) => {
  const parameter = PARAMETERS.find((p) => p.ndx === ndx);
  if (!parameter) throw new Error(`unknown listed-stream parameter ${ndx}`);
  return {
    id: `listed-streams-${slug(parameter.name)}`, name: parameter.name, type: 'line', source: 'listed-streams',
    filter: ['==', ['get', 'parameter_ndx'], ndx],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': color, 'line-width': ['interpolate', ['linear'], ['zoom'], 7, 3, 13, 7], 'line-opacity': 0.75 },
    drawOrder: 45 + i,
    lreProperties: {
      legendGroup: 'Listed Streams by Parameter', layerGroup: parameter.name,
      visibleOnLoadForGroups: ndx === PARAM.eColi ? [PATH['watershed-health']] : [],
    },
    popup: {
      titleField: 'stream_name', excludeFields: ['parameter_ndx'],
      source: { description: 'Reaches near sampling sites whose recent statistic is beyond the benchmark (screening view from demo samples, not a 303(d) list)', url: null },
    },
  };
});

const landCoverLayer = (year: number, group: MapLegendGroup, drawOrder: number, paths: string[]): LayerInput => ({
  id: `land-cover-${year}`, name: `${group} (${year})`, type: 'raster', source: landCoverSourceId(year),
  paint: { 'raster-opacity': 0.7 },
  drawOrder,
  lreProperties: {
    legendGroup: group, layerGroup: `${group} (${year})`, legendStyle: 'categorized',
    legendCategories: LAND_COVER_CLASSES.map((c) => ({ label: c.name, icon: c.color })), visibleOnLoadForGroups: paths,
  },
  popup: { titleField: 'class_name', source: { description: `Demo land cover ${year}: synthetic classification in National Land Cover Database classes`, url: 'https://www.mrlc.gov/data' } },
  getRasterFeatureInfoPayload: `/api/public-map/land-cover/info?year=${year}&lng={lng}&lat={lat}`,
  featuresField: 'features',
  rasterFeatureInfoProperties: [
    { key: 'class_name', value: 'Land Cover' },
    { key: 'class_code', value: 'NLCD Class', lookup: Object.fromEntries(LAND_COVER_CLASSES.map((c) => [String(c.code), c.name])) },
    { key: 'year', value: 'Year' },
  ],
});

const RECREATION_ICONS: readonly [string, IconRequest][] = [
  ['Boat Ramp', { shape: 'square', width: 18, height: 18, color: '#1f6feb', strokeWidth: 1.5 }],
  ['Fishing Access', { shape: 'star', width: 22, height: 22, color: '#0f9960', strokeWidth: 1.5 }],
  ['Campground', { shape: 'triangle', width: 20, height: 20, color: '#8a5a2b', strokeWidth: 1.5 }],
];
const recreationIcons = iconByCategory('site_type', RECREATION_ICONS);
const recreation: LayerInput = {
  id: 'recreation-sites', name: 'Recreation Sites', type: 'symbol', source: 'recreation-sites',
  layout: { 'icon-image': recreationIcons.image, 'icon-allow-overlap': true },
  paint: {},
  drawOrder: 60,
  lreProperties: {
    legendGroup: 'Recreation', layerGroup: 'Recreation Sites', legendStyle: 'categorized',
    legendCategories: recreationIcons.legend, hasHoverPopup: true, visibleOnLoadForGroups: [PATH.recreation],
  },
  popup: { titleField: 'site_name', source: { description: 'Boat ramps, fishing access and campgrounds (demo points near real public sites)', url: null } },
};

/**
 * Current flow classes in cfs: lower bounds of each class after the first. Brown (low) to blue-green (high), a
 * colour-blind-safe ramp that shares no colour with the water-quality red or the temperature classes.
 */
const FLOW_CLASSES: readonly { from: number; label: string; color: string }[] = [
  { from: -Infinity, label: 'Under 10 cfs', color: '#8c510a' },
  { from: 10, label: '10 to 50 cfs', color: '#d8b365' },
  { from: 50, label: '50 to 200 cfs', color: '#80cdc1' },
  { from: 200, label: '200 to 1,000 cfs', color: '#35978f' },
  { from: 1000, label: '1,000 cfs and over', color: '#01665e' },
];
/** Water temperature classes in °F; 53.6 and 60.8 are the bounds of the product's 'Temp OK' range. */
const TEMPERATURE_CLASSES: readonly { from: number; label: string; color: string }[] = [
  { from: -Infinity, label: 'Under 40 °F', color: '#2c7bb6' },
  { from: 40, label: '40 to 53.6 °F', color: '#abd9e9' },
  { from: 53.6, label: '53.6 to 60.8 °F', color: '#ffffbf' },
  { from: 60.8, label: '60.8 to 68 °F', color: '#fdae61' },
  { from: 68, label: '68 °F and over', color: '#d7191c' },
];

const stepColors = (input: unknown, classes: readonly { from: number; color: string }[]) =>
  ['step', input, classes[0].color, ...classes.slice(1).flatMap((c) => [c.from, c.color])];

/** The reading of 'last_reported_water_temperature_formatted' ('48.2 °F') as a number. */
const TEMPERATURE_VALUE = ['to-number', ['slice', ['get', 'last_reported_water_temperature_formatted'], 0,
  ['index-of', ' ', ['get', 'last_reported_water_temperature_formatted']]]];

const temperatureAndFlowPaint = (color: unknown) => ({
  'circle-color': color, 'circle-radius': circleRadius(5, 10), 'circle-opacity': 0.95,
  'circle-stroke-color': '#1c2127', 'circle-stroke-width': 1,
});

const temperatureAndFlow: LayerInput[] = [
  {
    id: 'current-flow', name: 'Current Flow', type: 'circle', source: 'locations',
    filter: ['all', ['==', ['get', 'has_flow_graph'], true], ['==', ['typeof', ['get', 'last_reported_flow']], 'number']],
    paint: temperatureAndFlowPaint(stepColors(['get', 'last_reported_flow'], FLOW_CLASSES)),
    drawOrder: 110,
    lreProperties: {
      legendGroup: 'Temperature & Flow', layerGroup: 'Current Flow', legendStyle: 'categorized',
      legendCategories: FLOW_CLASSES.map((c) => ({ label: c.label, icon: c.color })),
      hasHoverPopup: true, hasHoverPopupFlowData: true, visibleOnLoadForGroups: [TEMPERATURE_AND_FLOW_PATH, PATH.recreation],
    },
    popup: MONITORING_POPUP,
  },
  {
    id: 'current-water-temperature', name: 'Current Water Temperature', type: 'circle', source: 'locations',
    filter: ['all', ['==', ['get', 'has_temperature_graph'], true],
      ['==', ['typeof', ['get', 'last_reported_water_temperature_formatted']], 'string']],
    paint: temperatureAndFlowPaint(stepColors(TEMPERATURE_VALUE, TEMPERATURE_CLASSES)),
    drawOrder: 111,
    lreProperties: {
      legendGroup: 'Temperature & Flow', layerGroup: 'Current Water Temperature', legendStyle: 'categorized',
      legendCategories: TEMPERATURE_CLASSES.map((c) => ({ label: c.label, icon: c.color })),
      hasHoverPopup: true, hasHoverPopupTempData: true, visibleOnLoadForGroups: [],
    },
    popup: MONITORING_POPUP,
  },
  {
    id: 'flow-graphs-available', name: 'Flow Graphs Available', type: 'circle', source: 'locations',
    filter: ['==', ['get', 'has_flow_graph'], true],
    paint: temperatureAndFlowPaint('#1f78b4'),
    drawOrder: 112,
    lreProperties: {
      legendGroup: 'Temperature & Flow', layerGroup: 'Flow Graphs Available', legendStyle: 'single',
      hasHoverPopup: true, hasHoverPopupFlowData: true, visibleOnLoadForGroups: [],
    },
    popup: MONITORING_POPUP,
  },
  {
    id: 'temperature-graphs-available', name: 'Temperature Graphs Available', type: 'circle', source: 'locations',
    filter: ['==', ['get', 'has_temperature_graph'], true],
    paint: temperatureAndFlowPaint('#e6550d'),
    drawOrder: 113,
    lreProperties: {
      legendGroup: 'Temperature & Flow', layerGroup: 'Temperature Graphs Available', legendStyle: 'single',
      hasHoverPopup: true, hasHoverPopupTempData: true, visibleOnLoadForGroups: [],
    },
    popup: MONITORING_POPUP,
  },
];

export const MAP_LAYERS: readonly MapLayer[] = catalog([
  ...monitoringCircles,
  monitoringLabels,
  basinOutline,
  ...hucLayers,
  ...streamLayers,
  ...onlineHydrologyLayers,
  riverCalls,
  waterQuality,
  ...listedStreams,
  landCoverLayer(LAND_COVER_YEARS.current, 'Land Cover/Land Use', 11, [PATH['agriculture-and-land']]),
  landCoverLayer(LAND_COVER_YEARS.historical, 'Historical Land Cover/Land Use', 10, []),
  recreation,
  ...temperatureAndFlow,
]);
