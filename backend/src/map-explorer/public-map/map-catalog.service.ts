import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../../common/versioned-cache';
import { CachedAnswer } from '../../common/http';
import {
  getPublicMapFiltersQuery, getPublicMapLayersQuery, getPublicMapMapSourceReferencesQuery, getPublicMapSourcesQuery, getPublicMapWellsQuery,
} from './public-map.queries';

/**
 * The map explorer's catalog answers: sources and layers from their tables, the filter options, the search list
 * and the Data Sources table. Each is served from the versioned cache, rebuilt only after a write to what it reads.
 */
@Injectable()
export class MapCatalogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  getPublicMapSources(): Promise<CachedAnswer> {
    return this.cache.get('public-map-sources', () => getPublicMapSourcesQuery(this.dataSource));
  }

  getPublicMapLayers(): Promise<CachedAnswer> {
    return this.cache.get('public-map-layers', () => getPublicMapLayersQuery(this.dataSource));
  }

  getPublicMapFilters(): Promise<CachedAnswer> {
    return this.cache.get('public-map-filters', () => getPublicMapFiltersQuery(this.dataSource));
  }

  getPublicMapWells(): Promise<CachedAnswer> {
    return this.cache.get('public-map-wells', () => getPublicMapWellsQuery(this.dataSource));
  }

  getPublicMapMapSourceReferences(): Promise<CachedAnswer> {
    return this.cache.get('public-map-source-references', () => getPublicMapMapSourceReferencesQuery(this.dataSource));
  }
}
