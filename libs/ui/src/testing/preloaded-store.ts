import type { DataCategory, DesktopReleases, HealthResponse, OtherResourceLink, StationListItem, ToolInventoryItem } from '@portal/contracts';
import { createPortalStore, desktopReleasesApi, healthApi, type PortalStore, shellApi, stationsApi } from '@portal/api-client';

/**
 * A store whose cache already holds the given answers, so screens render them without a network. (jsdom has
 * no fetch; the api-client's own specs cover the calls.)
 */
export interface PreloadedAnswers {
  stations?: StationListItem[];
  health?: HealthResponse;
  /** The inventory by ndx (0: every tool). */
  tools?: Record<number, ToolInventoryItem[]>;
  categories?: DataCategory[];
  /** Resource links: 'all' for the page, a stakeholder ndx for its drawer. */
  links?: Partial<Record<'all' | number, OtherResourceLink[]>>;
  /** The 'Download the desktop app' page's answer. */
  desktopReleases?: DesktopReleases;
}

export function preloadedStore(answers: PreloadedAnswers): PortalStore {
  const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api' });
  // upsertQueryEntries is synchronous (upsertQueryData is a thunk that lands a tick later).
  if (answers.stations) {
    store.dispatch(
      stationsApi.util.upsertQueryEntries([{ endpointName: 'getStationsList', arg: undefined, value: answers.stations }]),
    );
  }
  if (answers.health) {
    store.dispatch(healthApi.util.upsertQueryEntries([{ endpointName: 'getHealth', arg: undefined, value: answers.health }]));
  }
  for (const [ndx, value] of Object.entries(answers.tools ?? {})) {
    store.dispatch(shellApi.util.upsertQueryEntries([{ endpointName: 'getStakeholderToolsInventoryWithSizingByNdx', arg: Number(ndx), value }]));
  }
  if (answers.categories) {
    store.dispatch(
      shellApi.util.upsertQueryEntries([{ endpointName: 'getListDataCategories', arg: undefined, value: answers.categories }]),
    );
  }
  for (const [key, value] of Object.entries(answers.links ?? {})) {
    if (!value) continue;
    const arg = key === 'all' ? undefined : Number(key);
    store.dispatch(shellApi.util.upsertQueryEntries([{ endpointName: 'getOtherResourceLinks', arg, value }]));
  }
  if (answers.desktopReleases) {
    store.dispatch(
      desktopReleasesApi.util.upsertQueryEntries([{ endpointName: 'getDesktopReleases', arg: undefined, value: answers.desktopReleases }]),
    );
  }
  return store;
}

export function healthAnswer(demoData: boolean): HealthResponse {
  return {
    status: 'ok',
    database: { reachable: true, mode: 'postgres', pendingMigrations: [] },
    demoData,
    version: '0.1.0',
  };
}

/** `count` rows in region 4 ('Upper Yampa') plus two in region 10 ('Elk River'), in the server's order. */
export function stationItems(count: number): StationListItem[] {
  const upper = Array.from({ length: count }, (_, i) => ({
    reg_group_ndx: 4,
    region: 'Upper Yampa',
    location: `Upper Yampa Site ${String(i + 1).padStart(2, '0')}`,
    parameter: i % 2 ? 'Water Temperature' : 'Discharge',
    por_min: '2001-10-01',
    por_max: '2024-09-30',
    huc_10: 'Upper Yampa River',
  }));
  const elk = ['Elk River near Milner', 'Elk River at Clark'].map((location) => ({
    reg_group_ndx: 10,
    region: 'Elk River',
    location,
    parameter: 'Discharge',
    por_min: '1990-05-01',
    por_max: '2023-12-31',
    huc_10: null,
  }));
  return [...elk, ...upper];
}

/** A small inventory: one internal tool taking the category, the stations table and one external tool. */
export function toolItems(): ToolInventoryItem[] {
  const base = { icon_image_file: null, card_height_pixels: 200, card_color: '#2D72D2', embed_url: null };
  return [
    { ...base, ndx: 1, tool_name: 'Map Explorer', description: 'Sites on a map.', path: '/tools/map-explorer', external: false,
      has_optional_route_parameter: true, card_width_columns: 6, datacategory_ndx: [1, 4] },
    { ...base, ndx: 14, tool_name: 'Additional Resources', description: 'Links.', path: '/tools/additional-resources',
      external: false, has_optional_route_parameter: true, card_width_columns: 3, datacategory_ndx: [1, 2, 3, 4] },
    { ...base, ndx: 8, tool_name: 'Monitoring Locations and Parameters by Basin Region', description: 'Stations.',
      path: '/tools/monitoring-locations-and-parameters-by-basin-region', external: false,
      has_optional_route_parameter: false, card_width_columns: 4, datacategory_ndx: [1, 2, 3, 4] },
    { ...base, ndx: 13, tool_name: 'Colorado Basin River Forecast Center', description: 'Forecasts.',
      path: 'https://www.cbrfc.noaa.gov/', external: true, has_optional_route_parameter: false, card_width_columns: 3,
      datacategory_ndx: [4] },
  ];
}

export const CATEGORY_ITEMS: DataCategory[] = [
  { datacategory_ndx: 1, datacategory_name: 'Watershed Health', datacategory_path: 'watershed-health' },
  { datacategory_ndx: 2, datacategory_name: 'Watershed Management', datacategory_path: 'watershed-management' },
  { datacategory_ndx: 3, datacategory_name: 'Ag + Land', datacategory_path: 'agriculture-and-land' },
  { datacategory_ndx: 4, datacategory_name: 'Recreation', datacategory_path: 'recreation' },
];

export function linkItems(): OtherResourceLink[] {
  return [
    { resource_url: 'https://waterdata.usgs.gov/', resource_text: 'USGS water data', agency_name: 'U.S. Geological Survey', assoc_datacategory_ndx: [1, 2] },
    { resource_url: 'https://cpw.state.co.us/', resource_text: 'Fishing', agency_name: 'Colorado Parks and Wildlife', assoc_datacategory_ndx: [4] },
    { resource_url: 'https://accounts.waterdata.usgs.gov/wateralert/', resource_text: 'WaterAlert', agency_name: 'U.S. Geological Survey', assoc_datacategory_ndx: [4] },
  ];
}
