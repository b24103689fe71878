import {
  ROUTES, type RouteName, type TimeSeriesAxisOption, type TimeSeriesDataPoint, type TimeSeriesDataRequest, type TimeSeriesHoursPumped,
  type TimeSeriesHoursPumpedRequest, type TimeSeriesReservoir, type TimeSeriesSeries, type TimeSeriesTimestepOption,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

export type TimeSeriesAxisSide = 'left' | 'right';

/** The dashboards' routes (none has path parameters). */
export type TimeSeriesRouteName = Extract<RouteName, `postResopsTs${string}`>;

/** The option and series calls of each reservoir's dashboard. */
const OPTION_ROUTES: Record<
  TimeSeriesReservoir,
  { timesteps: TimeSeriesRouteName } & Record<TimeSeriesAxisSide, { options: TimeSeriesRouteName; series: TimeSeriesRouteName }>
> = {
  yamcolo: {
    timesteps: 'postResopsTsYamcoloTimestepOptions',
    left: { options: 'postResopsTsYamcoloLeftAxisOptions', series: 'postResopsTsYamcoloLeftAxisSeries' },
    right: { options: 'postResopsTsYamcoloRightAxisOptions', series: 'postResopsTsYamcoloRightAxisSeries' },
  },
  stagecoach: {
    timesteps: 'postResopsTsStagecoachTimestepOptions',
    left: { options: 'postResopsTsStagecoachLeftAxisOptions', series: 'postResopsTsStagecoachLeftAxisSeries' },
    right: { options: 'postResopsTsStagecoachRightAxisOptions', series: 'postResopsTsStagecoachRightAxisSeries' },
  },
};

/** Each reservoir's Hours Pumped call. */
const HOURS_PUMPED_ROUTES: Record<TimeSeriesReservoir, TimeSeriesRouteName> = {
  yamcolo: 'postResopsTsYamcoloHoursPumped',
  stagecoach: 'postResopsTsStagecoachHoursPumped',
};

const DATA_PATH_PREFIX = 'resops-ts-';

/**
 * The data call of a timestep choice: the data route whose path is `resops-ts-` plus its data_table_name, or
 * undefined when the configuration names a path the API serves no data at.
 */
export function timeSeriesDataRoute(dataTableName: string): TimeSeriesRouteName | undefined {
  const path = `${DATA_PATH_PREFIX}${dataTableName}`;
  return (Object.keys(ROUTES) as RouteName[]).find(
    (name): name is TimeSeriesRouteName =>
      name.startsWith('postResopsTs') && !/(Options|Series|HoursPumped)$/.test(name) && ROUTES[name].path === path,
  );
}

export interface TimeSeriesAxisArgs {
  reservoir: TimeSeriesReservoir;
  side: TimeSeriesAxisSide;
}

export interface TimeSeriesSeriesArgs extends TimeSeriesAxisArgs {
  axis: string;
}

export interface TimeSeriesDataArgs extends TimeSeriesDataRequest {
  /** A data route (timeSeriesDataRoute of the chosen timestep). */
  routeName: TimeSeriesRouteName;
}

export interface TimeSeriesHoursPumpedArgs extends TimeSeriesHoursPumpedRequest {
  reservoir: TimeSeriesReservoir;
}

/** An option call's body: the empty filter. */
const EMPTY_FILTER = { filters: {} };

/** The options and data are kept for a restart without the server (last-answers.ts): the charts open on their last values. */
const LAST_ANSWER = { keepLastAnswer: true };

/**
 * The reservoir time-series dashboards. Data answers are tagged with their route key, so the live push refetches
 * exactly the charts and tables whose series changed; none is kept once no screen shows it.
 */
export const timeSeriesDashboardsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    timeSeriesTimestepOptions: build.query<TimeSeriesTimestepOption[], TimeSeriesReservoir>({
      query: (reservoir) => ({ ...route(OPTION_ROUTES[reservoir].timesteps), body: EMPTY_FILTER }),
      extraOptions: LAST_ANSWER,
    }),
    timeSeriesAxisOptions: build.query<TimeSeriesAxisOption[], TimeSeriesAxisArgs>({
      query: ({ reservoir, side }) => ({ ...route(OPTION_ROUTES[reservoir][side].options), body: EMPTY_FILTER }),
      extraOptions: LAST_ANSWER,
    }),
    timeSeriesAxisSeries: build.query<TimeSeriesSeries[], TimeSeriesSeriesArgs>({
      query: ({ reservoir, side, axis }) => ({ ...route(OPTION_ROUTES[reservoir][side].series), body: { filters: { axis } } }),
      extraOptions: LAST_ANSWER,
    }),
    timeSeriesData: build.query<TimeSeriesDataPoint[], TimeSeriesDataArgs>({
      query: ({ routeName, filters, full, maxPoints }) => ({
        ...route(routeName),
        body: { filters, ...(full ? { full } : {}), ...(maxPoints ? { maxPoints } : {}) },
      }),
      keepUnusedDataFor: 0,
      extraOptions: LAST_ANSWER,
      providesTags: (_result, _error, { routeName }) => [{ type: 'Live', id: routeName }],
    }),
    timeSeriesHoursPumped: build.query<TimeSeriesHoursPumped[], TimeSeriesHoursPumpedArgs>({
      query: ({ reservoir, filters }) => ({ ...route(HOURS_PUMPED_ROUTES[reservoir]), body: { filters } }),
      keepUnusedDataFor: 0,
      extraOptions: LAST_ANSWER,
      providesTags: (_result, _error, { reservoir }) => [{ type: 'Live', id: HOURS_PUMPED_ROUTES[reservoir] }],
    }),
  }),
});

export const {
  useTimeSeriesTimestepOptionsQuery,
  useTimeSeriesAxisOptionsQuery,
  useTimeSeriesAxisSeriesQuery,
  useTimeSeriesDataQuery,
  useTimeSeriesHoursPumpedQuery,
} = timeSeriesDashboardsApi;
