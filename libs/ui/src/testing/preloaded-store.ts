import type { HealthResponse, StationListItem } from '@portal/contracts';
import { createPortalStore, healthApi, type PortalStore, stationsApi } from '@portal/api-client';

/**
 * A store whose cache already holds the given answers, so screens render them without a network. (jsdom has
 * no fetch; the api-client's own specs cover the calls.)
 */
export function preloadedStore(answers: { stations?: StationListItem[]; health?: HealthResponse }): PortalStore {
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
