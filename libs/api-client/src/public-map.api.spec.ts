import { publicMapApi } from './public-map.api';
import { recordingStore } from './testing/fake-backend';

const HUC10 = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: null, properties: { huc10: '1405000103' } }] };

describe('publicMapApi', () => {
  it('reads a public GeoJSON source by id without a token, one request for every screen that draws it', async () => {
    const { store, requests } = recordingStore({ 'public-map/geojson/huc10': HUC10 });
    const first = await store.dispatch(publicMapApi.endpoints.getPublicMapGeojsonBySourceId.initiate('huc10'));
    const again = await store.dispatch(publicMapApi.endpoints.getPublicMapGeojsonBySourceId.initiate('huc10'));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET public-map/geojson/huc10']);
    // The store is signed in ('admin-token'), yet the public source goes without it.
    expect(requests.map((r) => r.authorization)).toEqual([null]);
    expect(first.data).toEqual(HUC10);
    expect(again.data).toEqual(HUC10);
  });
});
