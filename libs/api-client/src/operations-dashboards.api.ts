import type {
  BatteryWidgetRow, DashboardSeriesRequest, DashboardStatsRow, DashboardWidgetSeries, ExtremesWidgetRow, RouteName,
  SevenDayGraphRow, WaterElevationWidgetRow,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

export type OperationsReservoir = 'yamcolo' | 'stagecoach';

/** The configuration call of each reservoir's dashboard: which series feed its widgets. */
const WIDGETS_ROUTE: Record<OperationsReservoir, 'getDashboardYamcoloWidgets' | 'getDashboardStagecoachWidgets'> = {
  yamcolo: 'getDashboardYamcoloWidgets',
  stagecoach: 'getDashboardStagecoachWidgets',
};

export type WaterElevationRoute = 'postDashboardYamcoloWidgetsWaterElevation' | 'postDashboardStagecoachWidgetsWaterElevation';
export type ExtremesRoute =
  | 'postDashboardYamcoloWidgetsTemp' | 'postDashboardYamcoloWidgetsDissolvedOxygen'
  | 'postDashboardStagecoachWidgetsTemp' | 'postDashboardStagecoachWidgetsDissolvedOxygen';
export type StatsRoute = 'getDashboardYamcoloStats' | 'getDashboardStagecoachStats';

/** A widget call: its route and the series its configuration names. */
export interface WidgetArgs<R extends RouteName> {
  routeName: R;
  body: DashboardSeriesRequest;
}

/** Dashboards refetch without caching: an answer is dropped as soon as no screen shows it. */
const NO_CACHE = 0;

/** Each answer is kept for a restart without the server (last-answers.ts): the dashboards open on their last values. */
const LAST_ANSWER = { keepLastAnswer: true };

/** The tag of a live answer: its route key, which the live push invalidates when one of its series changes. */
const live = (routeName: RouteName) => [{ type: 'Live' as const, id: routeName }];

/** The reservoir operations dashboards (Yamcolo and Stagecoach). */
export const operationsDashboardsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardWidgets: build.query<DashboardWidgetSeries[], OperationsReservoir>({
      query: (reservoir) => route(WIDGETS_ROUTE[reservoir]),
      keepUnusedDataFor: NO_CACHE,
      extraOptions: LAST_ANSWER,
      providesTags: (_result, _error, reservoir) => live(WIDGETS_ROUTE[reservoir]),
    }),
    waterElevationWidget: build.query<WaterElevationWidgetRow[], WidgetArgs<WaterElevationRoute>>({
      query: ({ routeName, body }) => ({ ...route(routeName), body }),
      keepUnusedDataFor: NO_CACHE,
      extraOptions: LAST_ANSWER,
      providesTags: (_result, _error, { routeName }) => live(routeName),
    }),
    extremesWidget: build.query<ExtremesWidgetRow[], WidgetArgs<ExtremesRoute>>({
      query: ({ routeName, body }) => ({ ...route(routeName), body }),
      keepUnusedDataFor: NO_CACHE,
      extraOptions: LAST_ANSWER,
      providesTags: (_result, _error, { routeName }) => live(routeName),
    }),
    postDashboardYamcoloWidgetsBattery: build.query<BatteryWidgetRow[], DashboardSeriesRequest>({
      query: (body) => ({ ...route('postDashboardYamcoloWidgetsBattery'), body }),
      keepUnusedDataFor: NO_CACHE,
      extraOptions: LAST_ANSWER,
      providesTags: live('postDashboardYamcoloWidgetsBattery'),
    }),
    dashboardStats: build.query<DashboardStatsRow[], StatsRoute>({
      query: (routeName) => route(routeName),
      keepUnusedDataFor: NO_CACHE,
      extraOptions: LAST_ANSWER,
      providesTags: (_result, _error, routeName) => live(routeName),
    }),
    getDashboardYamcolo7daygraph: build.query<SevenDayGraphRow[], void>({
      query: () => route('getDashboardYamcolo7daygraph'),
      keepUnusedDataFor: NO_CACHE,
      extraOptions: LAST_ANSWER,
      providesTags: live('getDashboardYamcolo7daygraph'),
    }),
  }),
});

export const {
  usePostDashboardYamcoloWidgetsBatteryQuery, useDashboardStatsQuery, useDashboardWidgetsQuery, useExtremesWidgetQuery, useWaterElevationWidgetQuery,
  useGetDashboardYamcolo7daygraphQuery,
} = operationsDashboardsApi;
