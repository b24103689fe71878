import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../../common/versioned-cache';
import { CachedAnswer } from '../../common/http';
import type { GeoJsonSourceId } from './geojson-sources';
import { getPublicMapGeojsonBySourceIdQuery } from './public-map.queries';

/** The portal's own GeoJSON sources (map layers and offline basemaps), each one query, cached until data changes. */
@Injectable()
export class MapGeoJsonService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  getPublicMapGeojsonBySourceId(id: GeoJsonSourceId): Promise<CachedAnswer> {
    return this.cache.get(`public-map-geojson-${id}`, () => getPublicMapGeojsonBySourceIdQuery(this.dataSource, id));
  }
}
