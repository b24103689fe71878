import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HoursPumpedInterval, TimeSeriesAxisOption, TimeSeriesReservoir, TimeSeriesSeries, TimeSeriesTimestepOption } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { badRequest } from '../common/validation';
import { VersionedCache } from '../common/versioned-cache';
import { type CachedAnswer, SerializedJson } from '../common/http';
import {
  DEFAULT_MAX_POINTS, FULL_ROWS_PER_SERIES_MAX, FULL_STORE, fullRowsPerSeries, planReduction, reducedPoints, type Timestep,
} from './series-reduction';
import type { TimeSeriesDataDto, TimeSeriesHoursPumpedDto } from './time-series-dashboards.dto';
import {
  type AxisSide, postResopsTsAxisOptionsQuery, postResopsTsAxisSeriesQuery, postResopsTsDataFullQuery, postResopsTsDataQuery,
  postResopsTsHoursPumpedQuery, postResopsTsTimestepOptionsQuery,
} from './time-series-dashboards.queries';

/**
 * A full answer is kept in the versioned cache up to this many values per series (about 52 days of 15-minute
 * readings, a few hundred kilobytes a series); longer ones are built per request rather than held in memory.
 */
const CACHED_FULL_ROWS_PER_SERIES = 5_000;

/** The most intervals one Hours Pumped answer lists: about 400 days of 15-minute ones, a century of days. */
export const MAX_HOURS_PUMPED_INTERVALS = 40_000;
const INTERVALS_PER_DAY: Record<HoursPumpedInterval, number> = { '15-min': 96, hourly: 24, daily: 1 };
/** The answer lists the intervals begun by now: kept for at most one 15-minute interval, then rebuilt. */
const HOURS_PUMPED_FRESH_MS = 15 * 60_000;

/**
 * The two reservoirs' time-series dashboards, one method per kind of call with the reservoir (and the side or the
 * timestep) as argument. Data answers are served from the versioned cache, which rebuilds them after any write to
 * results or to this configuration: never older than the data, and when an ingest makes every open dashboard ask
 * again at once, the answer is built once for all of them.
 */
@Injectable()
export class TimeSeriesDashboardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  postResopsTsTimestepOptions(reservoir: TimeSeriesReservoir): Promise<TimeSeriesTimestepOption[]> {
    return postResopsTsTimestepOptionsQuery(this.dataSource, reservoir);
  }

  postResopsTsAxisOptions(reservoir: TimeSeriesReservoir, side: AxisSide): Promise<TimeSeriesAxisOption[]> {
    return postResopsTsAxisOptionsQuery(this.dataSource, reservoir, side);
  }

  postResopsTsAxisSeries(reservoir: TimeSeriesReservoir, side: AxisSide, axis: string): Promise<TimeSeriesSeries[]> {
    return postResopsTsAxisSeriesQuery(this.dataSource, reservoir, side, axis);
  }

  /**
   * The chosen axes' points for a chart (each series reduced to at most maxPoints, gaps kept as null points), or
   * with `full` every value at the timestep's resolution; as JSON text.
   */
  async postResopsTsData(reservoir: TimeSeriesReservoir, timestep: Timestep, body: TimeSeriesDataDto): Promise<SerializedJson> {
    const { timestep: days, leftAxis, rightAxis, periodEnding } = body.filters;
    const args = { reservoir, leftAxis, rightAxis, periodEnding, days };
    const key = JSON.stringify(['resops-ts', reservoir, timestep, days, leftAxis, rightAxis, periodEnding, body.full ?? false, body.maxPoints ?? null]);
    if (!body.full) {
      const plan = planReduction(timestep, days, body.maxPoints ?? DEFAULT_MAX_POINTS);
      return this.cache.get(key, async () => reducedPoints(await postResopsTsDataQuery(this.dataSource, args, plan)));
    }
    const rowsPerSeries = fullRowsPerSeries(timestep, days);
    if (rowsPerSeries > FULL_ROWS_PER_SERIES_MAX) {
      throw badRequest([{
        field: 'filters.timestep',
        problems: [`timestep must be fewer days for a full answer, which holds at most ${FULL_ROWS_PER_SERIES_MAX} values per series`],
      }]);
    }
    const build = () => postResopsTsDataFullQuery(this.dataSource, args, FULL_STORE[timestep]);
    if (rowsPerSeries <= CACHED_FULL_ROWS_PER_SERIES) return this.cache.get(key, build);
    return new SerializedJson(JSON.stringify(await build()));
  }

  /**
   * How long the reservoir's pumps ran in each interval of the chart's period ('Hours Pumped' of the chart's
   * tooltip), up to the present; 400 naming filters.timestep when the period holds too many intervals.
   */
  postResopsTsHoursPumped(reservoir: TimeSeriesReservoir, body: TimeSeriesHoursPumpedDto): Promise<CachedAnswer> {
    const { timestep: days, periodEnding, interval } = body.filters;
    if (days * INTERVALS_PER_DAY[interval] > MAX_HOURS_PUMPED_INTERVALS) {
      throw badRequest([{
        field: 'filters.timestep',
        problems: [`timestep must be fewer days for ${interval} intervals: an answer lists at most ${MAX_HOURS_PUMPED_INTERVALS} intervals`],
      }]);
    }
    const key = JSON.stringify(['resops-ts-hours-pumped', reservoir, interval, days, periodEnding]);
    const asOf = Math.floor(Date.now() / HOURS_PUMPED_FRESH_MS) * HOURS_PUMPED_FRESH_MS;
    return this.cache.get(key, () => postResopsTsHoursPumpedQuery(this.dataSource, reservoir, periodEnding, days, interval), asOf);
  }
}
