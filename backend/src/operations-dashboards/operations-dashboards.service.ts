import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  BatteryWidgetRow, DashboardSeriesRequest, DashboardStatsRow, DashboardWidgetSeries, ExtremesWidgetRow, RouteName,
  SevenDayGraphRow, WaterElevationWidgetRow,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { CachedAnswer, VersionedCache } from '../common/versioned-cache';
import {
  getDashboardYamcolo7daygraphQuery, getDashboardYamcoloStatsQuery, getDashboardYamcoloWidgetsQuery,
  postDashboardYamcoloWidgetsBatteryQuery, postDashboardYamcoloWidgetsTempQuery, postDashboardYamcoloWidgetsWaterElevationQuery,
} from './operations-dashboards.queries';

/** Each dashboard's widgets, by route key: what its configuration answer lists. */
const YAMCOLO_WIDGETS: readonly RouteName[] = [
  'postDashboardYamcoloWidgetsWaterElevation', 'postDashboardYamcoloWidgetsTemp', 'postDashboardYamcoloWidgetsBattery',
  'postDashboardYamcoloWidgetsDissolvedOxygen',
];
const STAGECOACH_WIDGETS: readonly RouteName[] = [
  'postDashboardStagecoachWidgetsWaterElevation', 'postDashboardStagecoachWidgetsTemp', 'postDashboardStagecoachWidgetsDissolvedOxygen',
];

const MINUTE_MS = 60_000;

/**
 * The operations dashboards answer as of the moment they are asked: live values are never cached, and each answer
 * is a handful of index range scans per series.
 */
@Injectable()
export class OperationsDashboardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  getDashboardYamcoloWidgets(): Promise<DashboardWidgetSeries[]> {
    return getDashboardYamcoloWidgetsQuery(this.dataSource, YAMCOLO_WIDGETS);
  }

  getDashboardStagecoachWidgets(): Promise<DashboardWidgetSeries[]> {
    return getDashboardYamcoloWidgetsQuery(this.dataSource, STAGECOACH_WIDGETS);
  }

  postDashboardYamcoloWidgetsWaterElevation(body: DashboardSeriesRequest): Promise<WaterElevationWidgetRow[]> {
    return postDashboardYamcoloWidgetsWaterElevationQuery(this.dataSource, new Date(), body);
  }

  postDashboardYamcoloWidgetsTemp(body: DashboardSeriesRequest): Promise<ExtremesWidgetRow[]> {
    return postDashboardYamcoloWidgetsTempQuery(this.dataSource, new Date(), body);
  }

  postDashboardYamcoloWidgetsBattery(body: DashboardSeriesRequest): Promise<BatteryWidgetRow[]> {
    return postDashboardYamcoloWidgetsBatteryQuery(this.dataSource, new Date(), body);
  }

  postDashboardYamcoloWidgetsDissolvedOxygen(body: DashboardSeriesRequest): Promise<ExtremesWidgetRow[]> {
    return postDashboardYamcoloWidgetsTempQuery(this.dataSource, new Date(), body);
  }

  getDashboardYamcoloStats(): Promise<DashboardStatsRow[]> {
    return getDashboardYamcoloStatsQuery(this.dataSource, new Date(), 'getDashboardYamcoloStats');
  }

  /**
   * The seven days up to the current minute, serialized once per minute and data version: hundreds of rows that only a
   * new value (which moves the data version) or the next minute changes, so every client sees what a fresh query
   * would give without each refresh repeating it.
   */
  getDashboardYamcolo7daygraph(): Promise<CachedAnswer> {
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    return this.cache.get(`operations-7daygraph-${minute}`, (): Promise<SevenDayGraphRow[]> =>
      getDashboardYamcolo7daygraphQuery(this.dataSource, new Date(minute), 'getDashboardYamcolo7daygraph'));
  }

  postDashboardStagecoachWidgetsWaterElevation(body: DashboardSeriesRequest): Promise<WaterElevationWidgetRow[]> {
    return postDashboardYamcoloWidgetsWaterElevationQuery(this.dataSource, new Date(), body);
  }

  postDashboardStagecoachWidgetsTemp(body: DashboardSeriesRequest): Promise<ExtremesWidgetRow[]> {
    return postDashboardYamcoloWidgetsTempQuery(this.dataSource, new Date(), body);
  }

  postDashboardStagecoachWidgetsDissolvedOxygen(body: DashboardSeriesRequest): Promise<ExtremesWidgetRow[]> {
    return postDashboardYamcoloWidgetsTempQuery(this.dataSource, new Date(), body);
  }

  getDashboardStagecoachStats(): Promise<DashboardStatsRow[]> {
    return getDashboardYamcoloStatsQuery(this.dataSource, new Date(), 'getDashboardStagecoachStats');
  }
}
