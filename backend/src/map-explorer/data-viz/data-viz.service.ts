import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../../common/versioned-cache';
import { type CachedAnswer } from '../../common/http';
import { locationExists } from '../../database/sql-fragments';
import {
  postGraphFlowDataByWellNumberQuery, postGraphTemperatureDataByWellNumberQuery, postMapgraphFlowsDailyVsPorStatsByWellNumberQuery,
  postMapgraphTempsDailyVsPorStatsByWellNumberQuery,
} from './data-viz.queries';

/**
 * The data-visualization panel outside graph mode: each answer is a 404 for an unknown location, else its query's
 * rows, kept until the data changes (the versioned cache, bounded): a location's whole record is tens of thousands of
 * days (a gauge's daily means since the 1980s), 0.3 s to read at any scale, and a popular gauge is opened by many
 * visitors at once.
 */
@Injectable()
export class DataVizService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  postGraphTemperatureDataByWellNumber(locationNdx: number): Promise<CachedAnswer> {
    return this.ofKnownLocation('temperature-graph', locationNdx, postGraphTemperatureDataByWellNumberQuery);
  }

  postGraphFlowDataByWellNumber(locationNdx: number): Promise<CachedAnswer> {
    return this.ofKnownLocation('flow-graph', locationNdx, postGraphFlowDataByWellNumberQuery);
  }

  postMapgraphTempsDailyVsPorStatsByWellNumber(locationNdx: number): Promise<CachedAnswer> {
    return this.ofKnownLocation('temperature-trends', locationNdx, postMapgraphTempsDailyVsPorStatsByWellNumberQuery);
  }

  postMapgraphFlowsDailyVsPorStatsByWellNumber(locationNdx: number): Promise<CachedAnswer> {
    return this.ofKnownLocation('flow-trends', locationNdx, postMapgraphFlowsDailyVsPorStatsByWellNumberQuery);
  }

  private ofKnownLocation(graph: string, locationNdx: number, query: (db: DataSource, locationNdx: number) => Promise<unknown[]>): Promise<CachedAnswer> {
    return this.cache.get(`data-viz:${graph}:${locationNdx}`, async () => {
      if (!(await locationExists(this.dataSource, locationNdx))) throw new NotFoundException(`There is no monitoring location ${locationNdx}.`);
      return query(this.dataSource, locationNdx);
    });
  }
}
