import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MapFilters, MapLayer, MapSource, MapSourceReference, MapWell } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { CachedAnswer, VersionedCache } from '../../common/versioned-cache';
import { LOCATION_LISTS_CTE, hasSamples } from './location-attributes.sql';

/**
 * The map explorer's catalog answers (map-explorer.md §7): sources and layers from their tables, the filter
 * options, the search list and the Data Sources table. Each is served from the versioned cache, rebuilt only
 * after a write to what it reads.
 */
@Injectable()
export class MapCatalogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  sourcesCached(): Promise<CachedAnswer> {
    return this.cache.get('public-map-sources', () => this.sources());
  }

  layersCached(): Promise<CachedAnswer> {
    return this.cache.get('public-map-layers', () => this.layers());
  }

  filtersCached(): Promise<CachedAnswer> {
    return this.cache.get('public-map-filters', () => this.filters());
  }

  wellsCached(): Promise<CachedAnswer> {
    return this.cache.get('public-map-wells', () => this.wells());
  }

  referencesCached(): Promise<CachedAnswer> {
    return this.cache.get('public-map-source-references', () => this.references());
  }

  async sources(): Promise<MapSource[]> {
    return this.dataSource.query(`SELECT id, definition FROM map_sources ORDER BY sort_order, id`);
  }

  /** Every layer as stored, bottom first: the client adds them in this order (§4 "Map loading"). */
  async layers(): Promise<MapLayer[]> {
    const rows = (await this.dataSource.query(`SELECT definition FROM map_layers ORDER BY draw_order, id`)) as { definition: MapLayer }[];
    return rows.map((r) => r.definition);
  }

  /**
   * Options of the filter bar, each limited to what located locations actually use. Location types and
   * organizations are matched against the locations GeoJSON's `locationtype` and `organizations` text by
   * name, so their value is the name; parameter groups are addressed by index.
   */
  async filters(): Promise<MapFilters> {
    const [row] = (await this.dataSource.query(`
      SELECT json_build_object(
        'locationTypes', coalesce((
          SELECT json_agg(json_build_object('value', t.location_type_desc, 'display', t.location_type_desc, 'color', t.color)
                          ORDER BY t.location_type_desc)
            FROM location_types t
           WHERE EXISTS (SELECT 1 FROM locations l WHERE l.location_type_ndx = t.location_type_ndx AND l.geom IS NOT NULL)), '[]'::json),
        'organizations', coalesce((
          SELECT json_agg(json_build_object('value', o.org_name, 'display', o.org_name) ORDER BY o.org_name)
            FROM organizations o
           WHERE EXISTS (SELECT 1 FROM location_organizations lo JOIN locations l ON l.location_ndx = lo.location_ndx
                          WHERE lo.organization_ndx = o.organization_ndx AND l.geom IS NOT NULL)), '[]'::json),
        'parameterGroups', coalesce((
          SELECT json_agg(json_build_object('value', g.parameter_group_ndx::text, 'display', g.parameter_group_name)
                          ORDER BY g.parameter_group_name)
            FROM parameter_groups g
           WHERE EXISTS (SELECT 1 FROM location_parameter_summary s JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
                          WHERE p.parameter_group_ndx = g.parameter_group_ndx)), '[]'::json),
        'graphMode', coalesce((
          SELECT json_agg(l.location_ndx ORDER BY l.location_ndx)
            FROM locations l WHERE l.geom IS NOT NULL AND ${hasSamples('l')}), '[]'::json)
      ) AS filters`)) as { filters: MapFilters }[];
    return row.filters;
  }

  /** The Individual Locations Search list: located locations only (§3), by name. */
  async wells(): Promise<MapWell[]> {
    return this.dataSource.query(`
      WITH ${LOCATION_LISTS_CTE}
      SELECT l.location_ndx, l.location_name, l.location_id, t.location_type_desc AS locationtype,
             json_build_object('type', 'Point', 'coordinates', json_build_array(ST_X(l.geom), ST_Y(l.geom))) AS location_geometry,
             ll.parameter_groups, l.huc8, l.huc10, h10.huc_name AS huc10_name, l.huc12, h12.huc_name AS huc12_name,
             b.basin_name AS basin, ll.organizations, ll.sources
        FROM locations l
        JOIN location_lists ll ON ll.location_ndx = l.location_ndx
        JOIN location_types t ON t.location_type_ndx = l.location_type_ndx
        LEFT JOIN basins b ON b.basin_ndx = l.basin_ndx
        LEFT JOIN huc_boundaries h10 ON h10.huc_code = l.huc10
        LEFT JOIN huc_boundaries h12 ON h12.huc_code = l.huc12
       ORDER BY l.location_name, l.location_ndx`);
  }

  /** The Data Sources table (§2): every data source with its link and data types. */
  async references(): Promise<MapSourceReference[]> {
    return this.dataSource.query(
      `SELECT data_source, data_source_url, data_types FROM data_sources ORDER BY data_source`,
    );
  }
}
