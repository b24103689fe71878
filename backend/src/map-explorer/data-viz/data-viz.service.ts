import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FlowGraphRow, FlowTrendRow, TemperatureGraphRow, TemperatureTrendRow } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { locationExists } from '../../database/sql-fragments';
import {
  postGraphFlowDataByWellNumberQuery, postGraphTemperatureDataByWellNumberQuery, postMapgraphFlowsDailyVsPorStatsByWellNumberQuery,
  postMapgraphTempsDailyVsPorStatsByWellNumberQuery,
} from './data-viz.queries';

/** The data-visualization panel outside graph mode: each answer is a 404 for an unknown location, else its query's rows. */
@Injectable()
export class DataVizService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  postGraphTemperatureDataByWellNumber(locationNdx: number): Promise<TemperatureGraphRow[]> {
    return this.ofKnownLocation(locationNdx, postGraphTemperatureDataByWellNumberQuery);
  }

  postGraphFlowDataByWellNumber(locationNdx: number): Promise<FlowGraphRow[]> {
    return this.ofKnownLocation(locationNdx, postGraphFlowDataByWellNumberQuery);
  }

  postMapgraphTempsDailyVsPorStatsByWellNumber(locationNdx: number): Promise<TemperatureTrendRow[]> {
    return this.ofKnownLocation(locationNdx, postMapgraphTempsDailyVsPorStatsByWellNumberQuery);
  }

  postMapgraphFlowsDailyVsPorStatsByWellNumber(locationNdx: number): Promise<FlowTrendRow[]> {
    return this.ofKnownLocation(locationNdx, postMapgraphFlowsDailyVsPorStatsByWellNumberQuery);
  }

  private async ofKnownLocation<T>(locationNdx: number, query: (db: DataSource, locationNdx: number) => Promise<T[]>): Promise<T[]> {
    if (!(await locationExists(this.dataSource, locationNdx))) throw new NotFoundException(`There is no monitoring location ${locationNdx}.`);
    return query(this.dataSource, locationNdx);
  }
}
