import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StationListItem } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { CachedAnswer, VersionedCache } from '../common/versioned-cache';

@Injectable()
export class StationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  /** The list as served: rebuilt only after data or the catalog changed (the list is large and read often). */
  listCached(regGroupNdx?: number): Promise<CachedAnswer> {
    return this.cache.get(`stations-list-${regGroupNdx ?? 'all'}`, () => this.list(regGroupNdx));
  }

  /**
   * Every monitored (location, parameter) pair, once per regional group the location belongs to, with its
   * period of record from the summary the results triggers keep current, so this never scans results.
   */
  list(regGroupNdx?: number): Promise<StationListItem[]> {
    return this.dataSource.query(
      `SELECT rg.reg_group_ndx,
              rg.reg_group_name AS region,
              l.location_name AS location,
              p.parameter_name AS parameter,
              to_char(local_date(s.por_start), 'YYYY-MM-DD') AS por_min,
              to_char(local_date(s.por_end), 'YYYY-MM-DD') AS por_max,
              h.huc_name AS huc_10
         FROM location_parameter_summary s
         JOIN locations l ON l.location_ndx = s.location_ndx
         JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
         JOIN location_regional_groups lrg ON lrg.location_ndx = s.location_ndx
         JOIN regional_groups rg ON rg.reg_group_ndx = lrg.reg_group_ndx
         LEFT JOIN huc_boundaries h ON h.huc_code = l.huc10
        WHERE ($1::integer IS NULL OR rg.reg_group_ndx = $1)
        ORDER BY rg.reg_group_name, l.location_name, p.parameter_name`,
      [regGroupNdx ?? null],
    );
  }
}
