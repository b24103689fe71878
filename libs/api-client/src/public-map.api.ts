import type { Basemap, GeoJsonFeatureCollection, MapFilters, MapLayer, MapSource, MapSourceReference, MapWell, PlaceResult } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/** Sources, layers and basemaps change only with a deployment: kept for one day. */
export const MAP_LAYERS_CACHE_SECONDS = 86_400;

/**
 * The map explorer's map: catalog, filters, the location search list, basemaps and the gazetteer. The base query adds
 * the bearer token whenever someone is signed in (the optional-auth calls show a signed-in user more sources);
 * anonymous visitors' calls go without one.
 */
export const publicMapApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicMapSources: build.query<MapSource[], void>({
      query: () => route('getPublicMapSources'),
      keepUnusedDataFor: MAP_LAYERS_CACHE_SECONDS,
      providesTags: ['MapExplorer'],
    }),
    getPublicMapLayers: build.query<MapLayer[], void>({
      query: () => route('getPublicMapLayers'),
      keepUnusedDataFor: MAP_LAYERS_CACHE_SECONDS,
      providesTags: ['MapExplorer'],
    }),
    getPublicMapFilters: build.query<MapFilters, void>({
      query: () => route('getPublicMapFilters'),
      providesTags: ['MapExplorer'],
    }),
    getPublicMapWells: build.query<MapWell[], void>({
      query: () => route('getPublicMapWells'),
      // A location without a point cannot be searched for on the map: dropped (the server sends none, but a
      // configured source might).
      transformResponse: (wells: MapWell[]) => wells.filter((well) => well.location_geometry?.coordinates?.length === 2),
      providesTags: ['MapExplorer'],
    }),
    getPublicMapMapSourceReferences: build.query<MapSourceReference[], void>({
      query: () => route('getPublicMapMapSourceReferences'),
    }),
    getPublicMapBasemaps: build.query<Basemap[], void>({
      query: () => route('getPublicMapBasemaps'),
      keepUnusedDataFor: MAP_LAYERS_CACHE_SECONDS,
    }),
    /**
     * One of the portal's public GeoJSON sources by id (the data tools' maps draw 'huc10', the watersheds). The answer
     * is the same for everyone, so it goes without a token, and one cache entry serves every screen that draws it.
     */
    getPublicMapGeojsonBySourceId: build.query<GeoJsonFeatureCollection, string>({
      extraOptions: { anonymous: true },
      query: (sourceId) => route('getPublicMapGeojsonBySourceId', { sourceId }),
    }),
    getPublicMapPlaces: build.query<PlaceResult[], string>({
      query: (q) => ({ ...route('getPublicMapPlaces'), params: { q } }),
    }),
  }),
});

export const {
  useGetPublicMapSourcesQuery,
  useGetPublicMapLayersQuery,
  useGetPublicMapFiltersQuery,
  useGetPublicMapWellsQuery,
  useGetPublicMapMapSourceReferencesQuery,
  useGetPublicMapBasemapsQuery,
  useGetPublicMapGeojsonBySourceIdQuery,
  useGetPublicMapPlacesQuery,
  useLazyGetPublicMapPlacesQuery,
} = publicMapApi;
