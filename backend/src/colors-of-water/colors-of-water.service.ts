import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COW_ELKHEAD_RESERVOIR_LOCATION_NDX, COW_MAX_RANGE_YEARS, COW_STAGECOACH_RESERVOIR_LOCATION_NDX, type CowElkheadGraphRequest,
  type CowStagecoachGraphRequest, type CowStreamGage,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { dayRangeProblem } from '../common/day-range';
import { badRequest } from '../common/validation';
import { VersionedCache } from '../common/versioned-cache';
import { type CachedAnswer } from '../common/http';
import { locationExists } from '../database/sql-fragments';
import {
  cowGraphQuery, getColorsOfWaterStagecoachStreamGagesByReservoirQuery, releaseGageQuery, reservoirStreamGageExistsQuery,
} from './colors-of-water.queries';

/** A range that runs backwards or spans more than COW_MAX_RANGE_YEARS is a 400 on endDate. */
function checkRange({ startDate, endDate }: CowElkheadGraphRequest): void {
  const problem = dayRangeProblem(startDate, endDate, COW_MAX_RANGE_YEARS);
  if (problem) throw badRequest([{ field: 'endDate', problems: [problem] }]);
}

/**
 * Colors of Water: the graphs are kept until data or configuration changes (the versioned cache, bounded): every
 * visitor opens a page on its default 90 days. An account's new colour or order on the COW Controls screen, a gage
 * or a slice written, or a new flow value is a new data version, so the next graph shows it.
 */
@Injectable()
export class ColorsOfWaterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  /** The Elkhead page: the release gage of Elkhead Reservoir, by day; no rows when it has none. */
  getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate(request: CowElkheadGraphRequest): Promise<CachedAnswer> {
    checkRange(request);
    return this.cache.get(`cow-elkhead:${request.startDate}:${request.endDate}`, async () => {
      const reservoir = COW_ELKHEAD_RESERVOIR_LOCATION_NDX;
      const gage = await releaseGageQuery(this.dataSource, reservoir);
      return gage === null ? [] : cowGraphQuery(this.dataSource, reservoir, gage, 'daily', request.startDate, request.endDate);
    });
  }

  /** An unknown reservoir is a 404; a reservoir without tracked gages answers an empty list. */
  async getColorsOfWaterStagecoachStreamGagesByReservoir(reservoir: number): Promise<CowStreamGage[]> {
    if (!(await locationExists(this.dataSource, reservoir))) throw new NotFoundException(`There is no reservoir ${reservoir}.`);
    return getColorsOfWaterStagecoachStreamGagesByReservoirQuery(this.dataSource, reservoir);
  }

  /**
   * The Stagecoach page: a gage of Stagecoach Reservoir. Any other gage (another reservoir's, or none) is a 404, so
   * this page can never draw another reservoir's water.
   */
  getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate(request: CowStagecoachGraphRequest): Promise<CachedAnswer> {
    checkRange(request);
    const { streamGageId, interval, startDate, endDate } = request;
    const reservoir = COW_STAGECOACH_RESERVOIR_LOCATION_NDX;
    return this.cache.get(`cow-graph:${streamGageId}:${interval}:${startDate}:${endDate}`, async () => {
      if (!(await reservoirStreamGageExistsQuery(this.dataSource, reservoir, streamGageId))) {
        throw new NotFoundException(`There is no Stagecoach Reservoir stream gage ${streamGageId}.`);
      }
      return cowGraphQuery(this.dataSource, reservoir, streamGageId, interval, startDate, endDate);
    });
  }
}
