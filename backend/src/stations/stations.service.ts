import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache';
import { CachedAnswer } from '../common/http';
import { getStationsListQuery } from './stations.queries';

@Injectable()
export class StationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  /** The list as served: rebuilt only after data or the catalog changed (the list is large and read often). */
  getStationsList(regGroupNdx?: number): Promise<CachedAnswer> {
    return this.cache.get(`stations-list-${regGroupNdx ?? 'all'}`, () => getStationsListQuery(this.dataSource, regGroupNdx));
  }
}
