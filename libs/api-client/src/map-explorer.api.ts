import type {
  AnnualPoint,
  Basemap,
  BenchmarkScaleColor,
  DailyPoint,
  DataVizGraphType,
  DataVizRows,
  GraphModeParameter,
  GraphModeParameterGroup,
  GraphModeStatsRow,
  ListParametersGraphModeRequest,
  LocationsGraphModeRequest,
  MapDisplayExportRequest,
  MapDisplayTableRequest,
  MapFilters,
  MapLayer,
  MapSource,
  MapSourceReference,
  MapWell,
  ParameterSeries,
  PlaceResult,
  Threat,
  TimeSeriesExportRow,
} from '@portal/contracts';
import { portalApi } from './base.api';

/** Layers are cached for one day (map-explorer.md §7 "Caching and polling"). */
export const MAP_LAYERS_CACHE_SECONDS = 86_400;

/** The endpoint of each graph type of the data-visualization panel (§7). */
export const DATA_VIZ_ENDPOINT: { readonly [K in DataVizGraphType]: string } = {
  temperatureGraph: 'graph-temperature-data',
  temperatureTrends: 'mapgraph-temps-daily-vs-por-stats',
  flowGraph: 'graph-flow-data',
  flowTrends: 'mapgraph-flows-daily-vs-por-stats',
};

export interface MapDisplayTableArgs extends MapDisplayTableRequest {
  locationIndex: number;
}

export interface DataVizArgs<T extends DataVizGraphType = DataVizGraphType> {
  graphType: T;
  wellNumber: number;
}

// Bodies carry exactly the fields the server accepts: it refuses unknown properties with a 400.
const tableBody = ({ parameters, periodOfRecord }: MapDisplayTableRequest): MapDisplayTableRequest => ({ parameters, periodOfRecord });

/**
 * The map explorer's calls (map-explorer.md §7). The base query adds the bearer token whenever someone is
 * signed in, which covers the spec's "optional bearer" calls; anonymous visitors' calls go without one.
 */
export const mapExplorerApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getMapSources: build.query<MapSource[], void>({
      query: () => 'public-map/sources',
      keepUnusedDataFor: MAP_LAYERS_CACHE_SECONDS,
      providesTags: ['MapExplorer'],
    }),
    getMapLayers: build.query<MapLayer[], void>({
      query: () => 'public-map/layers',
      keepUnusedDataFor: MAP_LAYERS_CACHE_SECONDS,
      providesTags: ['MapExplorer'],
    }),
    getMapFilters: build.query<MapFilters, void>({
      query: () => 'public-map/filters',
      providesTags: ['MapExplorer'],
    }),
    getMapWells: build.query<MapWell[], void>({
      query: () => 'public-map/wells',
      // §3: locations without geometry are dropped (the server sends none, but a configured source might).
      transformResponse: (wells: MapWell[]) => wells.filter((well) => well.location_geometry?.coordinates?.length === 2),
      providesTags: ['MapExplorer'],
    }),
    getMapSourceReferences: build.query<MapSourceReference[], void>({
      query: () => 'public-map/map-source-references',
    }),
    getBasemaps: build.query<Basemap[], void>({
      query: () => 'public-map/basemaps',
      keepUnusedDataFor: MAP_LAYERS_CACHE_SECONDS,
    }),
    searchPlaces: build.query<PlaceResult[], string>({
      query: (q) => ({ url: 'public-map/places', params: { q } }),
    }),
    listParameterGroupsGraphMode: build.query<GraphModeParameterGroup[], void>({
      query: () => 'list-parameter-groups-graph-mode',
    }),
    listThreats: build.query<Threat[], void>({
      query: () => 'list-threats',
    }),
    listBenchmarkScaleColors: build.query<BenchmarkScaleColor[], void>({
      query: () => 'list-benchmark-scale-colors',
    }),
    listParametersGraphMode: build.query<GraphModeParameter[], ListParametersGraphModeRequest>({
      query: ({ periodOfRecord, parameterGroups, threats }) => ({
        url: 'list-parameters-graph-mode',
        method: 'POST',
        body: { periodOfRecord, parameterGroups, threats },
      }),
    }),
    locationsMapGraphMode: build.query<GraphModeStatsRow[], LocationsGraphModeRequest>({
      query: ({ periodOfRecord, recordCount, parameters }) => ({
        url: 'locations-map-graph-mode',
        method: 'POST',
        body: { periodOfRecord, recordCount, parameters },
      }),
      providesTags: ['MapExplorer'],
    }),
    dailyTableForMapDisplay: build.query<ParameterSeries<DailyPoint>[], MapDisplayTableArgs>({
      query: ({ locationIndex, ...body }) => ({
        url: `ts-daily-table-for-map-display/${locationIndex}`,
        method: 'POST',
        body: tableBody(body),
      }),
    }),
    annualTableForMapDisplay: build.query<ParameterSeries<AnnualPoint>[], MapDisplayTableArgs>({
      query: ({ locationIndex, ...body }) => ({
        url: `ts-annual-table-for-map-display/${locationIndex}`,
        method: 'POST',
        body: tableBody(body),
      }),
    }),
    // A mutation, not a query: an export is a one-off download, not state to cache and share.
    exportDailyTableForMapDisplay: build.mutation<TimeSeriesExportRow[], MapDisplayExportRequest>({
      query: ({ parameters, periodOfRecord, indexes }) => ({
        url: 'ts-daily-table-for-map-display',
        method: 'POST',
        body: { parameters, periodOfRecord, indexes },
      }),
    }),
    dataVizRows: build.query<DataVizRows[DataVizGraphType], DataVizArgs>({
      query: ({ graphType, wellNumber }) => ({ url: `${DATA_VIZ_ENDPOINT[graphType]}/${wellNumber}`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetMapSourcesQuery,
  useGetMapLayersQuery,
  useGetMapFiltersQuery,
  useGetMapWellsQuery,
  useGetMapSourceReferencesQuery,
  useGetBasemapsQuery,
  useSearchPlacesQuery,
  useLazySearchPlacesQuery,
  useListParameterGroupsGraphModeQuery,
  useListThreatsQuery,
  useListBenchmarkScaleColorsQuery,
  useListParametersGraphModeQuery,
  useLocationsMapGraphModeQuery,
  useDailyTableForMapDisplayQuery,
  useAnnualTableForMapDisplayQuery,
  useExportDailyTableForMapDisplayMutation,
  useDataVizRowsQuery,
} = mapExplorerApi;
