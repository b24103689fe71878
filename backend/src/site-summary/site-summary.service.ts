import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache';
import { CachedAnswer } from '../common/http';
import { getSiteParamSummaryTableQuery } from './site-summary.queries';

@Injectable()
export class SiteSummaryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  /** The table as served: rebuilt only after data or the catalog changed (one entry: the key takes no input). */
  getSiteParamSummaryTable(): Promise<CachedAnswer> {
    return this.cache.get('site-param-summary-table', () => getSiteParamSummaryTableQuery(this.dataSource));
  }
}
