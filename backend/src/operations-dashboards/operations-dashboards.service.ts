import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DashboardSeriesRequest, DashboardWidgetSeries, RouteName, SevenDayGraphRow } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache';
import { type CachedAnswer } from '../common/http';
import {
  getDashboardYamcolo7daygraphQuery, dashboardStatsQuery, dashboardWidgetsQuery,
  postDashboardYamcoloWidgetsBatteryQuery, extremesWidgetQuery, waterElevationWidgetQuery,
} from './operations-dashboards.queries';

/** Each dashboard's widgets, by route key: what its configuration answer lists. */
const YAMCOLO_WIDGETS: readonly RouteName[] = [
  'postDashboardYamcoloWidgetsWaterElevation', 'postDashboardYamcoloWidgetsTemp', 'postDashboardYamcoloWidgetsBattery',
  'postDashboardYamcoloWidgetsDissolvedOxygen',
];
const STAGECOACH_WIDGETS: readonly RouteName[] = [
  'postDashboardStagecoachWidgetsWaterElevation', 'postDashboardStagecoachWidgetsTemp', 'postDashboardStagecoachWidgetsDissolvedOxygen',
];

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;

/**
 * The operations dashboards answer as of the moment they are asked, and nothing is stored by browsers or proxies.
 * Each answer is built at most once per second and data version and then shared: a new value (which moves the data
 * version) or the next second gives a fresh one, so every caller sees what a fresh query would give, and when the
 * live push makes every open dashboard in a control room ask at once, the database answers once.
 */
@Injectable()
export class OperationsDashboardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  /**
   * The answer of `route` (and `body`) as of now, shared for the rest of the current second. The query runs as of
   * the second's last millisecond, so a value timestamped up to now is always in it.
   */
  private asOfNow(route: RouteName, body: DashboardSeriesRequest | null, query: (at: Date) => Promise<unknown>): Promise<CachedAnswer> {
    const second = Math.floor(Date.now() / SECOND_MS) * SECOND_MS;
    const key = body ? `${route}:${body.location_ndx.join(',')}:${body.parameter_ndx.join(',')}` : route;
    return this.cache.get(key, () => query(new Date(second + SECOND_MS - 1)), second);
  }

  getDashboardYamcoloWidgets(): Promise<DashboardWidgetSeries[]> {
    return dashboardWidgetsQuery(this.dataSource, YAMCOLO_WIDGETS);
  }

  getDashboardStagecoachWidgets(): Promise<DashboardWidgetSeries[]> {
    return dashboardWidgetsQuery(this.dataSource, STAGECOACH_WIDGETS);
  }

  postDashboardYamcoloWidgetsWaterElevation(body: DashboardSeriesRequest): Promise<CachedAnswer> {
    return this.asOfNow('postDashboardYamcoloWidgetsWaterElevation', body, (at) => waterElevationWidgetQuery(this.dataSource, at, body));
  }

  postDashboardYamcoloWidgetsTemp(body: DashboardSeriesRequest): Promise<CachedAnswer> {
    return this.asOfNow('postDashboardYamcoloWidgetsTemp', body, (at) => extremesWidgetQuery(this.dataSource, at, body));
  }

  postDashboardYamcoloWidgetsBattery(body: DashboardSeriesRequest): Promise<CachedAnswer> {
    return this.asOfNow('postDashboardYamcoloWidgetsBattery', body, (at) => postDashboardYamcoloWidgetsBatteryQuery(this.dataSource, at, body));
  }

  /** The same extremes as the temperature widget, of the dissolved-oxygen series. */
  postDashboardYamcoloWidgetsDissolvedOxygen(body: DashboardSeriesRequest): Promise<CachedAnswer> {
    return this.asOfNow('postDashboardYamcoloWidgetsDissolvedOxygen', body, (at) => extremesWidgetQuery(this.dataSource, at, body));
  }

  getDashboardYamcoloStats(): Promise<CachedAnswer> {
    return this.asOfNow('getDashboardYamcoloStats', null, (at) => dashboardStatsQuery(this.dataSource, at, 'getDashboardYamcoloStats'));
  }

  postDashboardStagecoachWidgetsWaterElevation(body: DashboardSeriesRequest): Promise<CachedAnswer> {
    return this.asOfNow('postDashboardStagecoachWidgetsWaterElevation', body, (at) => waterElevationWidgetQuery(this.dataSource, at, body));
  }

  postDashboardStagecoachWidgetsTemp(body: DashboardSeriesRequest): Promise<CachedAnswer> {
    return this.asOfNow('postDashboardStagecoachWidgetsTemp', body, (at) => extremesWidgetQuery(this.dataSource, at, body));
  }

  postDashboardStagecoachWidgetsDissolvedOxygen(body: DashboardSeriesRequest): Promise<CachedAnswer> {
    return this.asOfNow('postDashboardStagecoachWidgetsDissolvedOxygen', body, (at) => extremesWidgetQuery(this.dataSource, at, body));
  }

  getDashboardStagecoachStats(): Promise<CachedAnswer> {
    return this.asOfNow('getDashboardStagecoachStats', null, (at) => dashboardStatsQuery(this.dataSource, at, 'getDashboardStagecoachStats'));
  }

  /**
   * The seven days up to the current minute, serialized once per minute and data version: hundreds of rows that only a
   * new value (which moves the data version) or the next minute changes.
   */
  getDashboardYamcolo7daygraph(): Promise<CachedAnswer> {
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    return this.cache.get('operations-7daygraph', (): Promise<SevenDayGraphRow[]> =>
      getDashboardYamcolo7daygraphQuery(this.dataSource, new Date(minute), 'getDashboardYamcolo7daygraph'), minute);
  }
}
