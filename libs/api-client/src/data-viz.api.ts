import { ROUTES, type DataVizEndpoints, type DataVizGraphType, type DataVizRows } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/** The route of each graph type of the data-visualization panel. */
const DATA_VIZ_ROUTE: DataVizEndpoints = {
  temperatureGraph: 'postGraphTemperatureDataByWellNumber',
  temperatureTrends: 'postMapgraphTempsDailyVsPorStatsByWellNumber',
  flowGraph: 'postGraphFlowDataByWellNumber',
  flowTrends: 'postMapgraphFlowsDailyVsPorStatsByWellNumber',
};

/** The endpoint (the path's first segment) of each graph type, read from the route table. */
export const DATA_VIZ_ENDPOINT = Object.fromEntries(
  (Object.keys(DATA_VIZ_ROUTE) as DataVizGraphType[]).map((graphType) => [graphType, ROUTES[DATA_VIZ_ROUTE[graphType]].path.split('/')[0]]),
) as { readonly [K in DataVizGraphType]: string };

export interface DataVizArgs<T extends DataVizGraphType = DataVizGraphType> {
  graphType: T;
  wellNumber: number;
}

/** The map explorer's data-visualization panel: one location's daily series of the chosen graph type. */
export const dataVizApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    dataVizRows: build.query<DataVizRows[DataVizGraphType], DataVizArgs>({
      query: ({ graphType, wellNumber }) => route(DATA_VIZ_ROUTE[graphType], { wellNumber }),
    }),
  }),
});

export const { useDataVizRowsQuery } = dataVizApi;
