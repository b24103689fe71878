import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  TimeSeriesAxisOption, TimeSeriesDataPoint, TimeSeriesReservoir, TimeSeriesSeries, TimeSeriesTimestepOption,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { badRequest } from '../common/validation';
import {
  DEFAULT_MAX_POINTS, FULL_ROWS_PER_SERIES_MAX, FULL_STORE, fullRowsPerSeries, planReduction, reducedPoints, type Timestep,
} from './series-reduction';
import type { TimeSeriesDataDto } from './time-series-dashboards.dto';
import {
  type AxisSide, postResopsTsAxisOptionsQuery, postResopsTsAxisSeriesQuery, postResopsTsDataFullQuery, postResopsTsDataQuery,
  postResopsTsTimestepOptionsQuery,
} from './time-series-dashboards.queries';

/**
 * The two reservoirs' time-series dashboards, one method per kind of call with the reservoir (and the side or the
 * timestep) as argument. Nothing is cached: the dashboards show telemetry as it arrives.
 */
@Injectable()
export class TimeSeriesDashboardsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
   * with `full` every value at the timestep's resolution.
   */
  async postResopsTsData(reservoir: TimeSeriesReservoir, timestep: Timestep, body: TimeSeriesDataDto): Promise<TimeSeriesDataPoint[]> {
    const { timestep: days, leftAxis, rightAxis, periodEnding } = body.filters;
    const args = { reservoir, leftAxis, rightAxis, periodEnding, days };
    if (body.full) {
      if (fullRowsPerSeries(timestep, days) > FULL_ROWS_PER_SERIES_MAX) {
        throw badRequest([{
          field: 'filters.timestep',
          problems: [`timestep must be fewer days for a full answer, which holds at most ${FULL_ROWS_PER_SERIES_MAX} values per series`],
        }]);
      }
      return postResopsTsDataFullQuery(this.dataSource, args, FULL_STORE[timestep]);
    }
    const plan = planReduction(timestep, days, body.maxPoints ?? DEFAULT_MAX_POINTS);
    return reducedPoints(await postResopsTsDataQuery(this.dataSource, args, plan));
  }
}
