import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COW_MAX_RANGE_YEARS, COW_RESERVOIR_LOCATION_NDX, type CowElkheadGraphRequest, type CowGraphRow, type CowStagecoachGraphRequest,
  type CowStreamGage,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { dayRangeProblem } from '../common/day-range';
import { badRequest } from '../common/validation';
import { locationExists } from '../database/sql-fragments';
import {
  cowGraphQuery, getColorsOfWaterStagecoachStreamGagesByReservoirQuery, releaseGageQuery, streamGageExistsQuery,
} from './colors-of-water.queries';

/** A range that runs backwards or spans more than COW_MAX_RANGE_YEARS is a 400 on endDate. */
function checkRange({ startDate, endDate }: CowElkheadGraphRequest): void {
  const problem = dayRangeProblem(startDate, endDate, COW_MAX_RANGE_YEARS);
  if (problem) throw badRequest([{ field: 'endDate', problems: [problem] }]);
}

/**
 * Colors of Water: small reads answered as asked, never cached, so an edit of an account's colour or order on the
 * COW Controls screen shows on the next graph.
 */
@Injectable()
export class ColorsOfWaterService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The Elkhead page: the release gage of the Colors of Water reservoir, by day; no rows when it has none. */
  async getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate(request: CowElkheadGraphRequest): Promise<CowGraphRow[]> {
    checkRange(request);
    const gage = await releaseGageQuery(this.dataSource, COW_RESERVOIR_LOCATION_NDX);
    return gage === null ? [] : cowGraphQuery(this.dataSource, gage, 'daily', request.startDate, request.endDate);
  }

  /** An unknown reservoir is a 404; a reservoir without tracked gages answers an empty list. */
  async getColorsOfWaterStagecoachStreamGagesByReservoir(reservoir: number): Promise<CowStreamGage[]> {
    if (!(await locationExists(this.dataSource, reservoir))) throw new NotFoundException(`There is no reservoir ${reservoir}.`);
    return getColorsOfWaterStagecoachStreamGagesByReservoirQuery(this.dataSource, reservoir);
  }

  /** An unknown stream gage is a 404. */
  async getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate(request: CowStagecoachGraphRequest): Promise<CowGraphRow[]> {
    checkRange(request);
    if (!(await streamGageExistsQuery(this.dataSource, request.streamGageId))) {
      throw new NotFoundException(`There is no stream gage ${request.streamGageId}.`);
    }
    return cowGraphQuery(this.dataSource, request.streamGageId, request.interval, request.startDate, request.endDate);
  }
}
