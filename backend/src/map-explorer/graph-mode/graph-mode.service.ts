import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AnnualPoint, DailyPoint, GraphModeParameter, ListParametersGraphModeRequest, LocationsGraphModeRequest, MapDisplayExportRequest,
  MapDisplayTableRequest, ParameterSeries, StatsPeriod,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../../common/versioned-cache';
import { CachedAnswer, SerializedJson } from '../../common/http';
import { locationExists } from '../../database/sql-fragments';
import {
  getListBenchmarkScaleColorsQuery, getListParameterGroupsGraphModeQuery, getListThreatsQuery, postListParametersGraphModeQuery,
  postLocationsMapGraphModeQuery, postTsAnnualTableForMapDisplayByLocationIndexQuery, postTsDailyTableForMapDisplayByLocationIndexQuery,
  postTsDailyTableForMapDisplayQuery,
} from './graph-mode.queries';

/** The serialized rows of one period and parameter, each with its record count for the minimum filter. */
type StatsPart = { recordcount: number; json: string }[];

/**
 * The graph mode's answers: what is kept and how answers are joined here, the SQL in graph-mode.queries.ts. Statistics come only
 * from location_parameter_period_stats, which GraphStatsService keeps current: no request computes statistics.
 */
@Injectable()
export class GraphModeService {
  /** One entry per period and parameter that has statistics (postLocationsMapGraphMode drops unknown parameters first). */
  private readonly statsParts = new Map<string, { version: string; rows: Promise<StatsPart> }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  getListParameterGroupsGraphMode(): Promise<CachedAnswer> {
    return this.cache.get('graph-mode-parameter-groups', () => getListParameterGroupsGraphModeQuery(this.dataSource));
  }

  getListThreats(): Promise<CachedAnswer> {
    return this.cache.get('graph-mode-threats', () => getListThreatsQuery(this.dataSource));
  }

  getListBenchmarkScaleColors(): Promise<CachedAnswer> {
    return this.cache.get('graph-mode-benchmark-scale-colors', () => getListBenchmarkScaleColorsQuery(this.dataSource));
  }

  /** Parameters with statistics for the period, of the given groups and threats, by name. */
  postListParametersGraphMode(request: ListParametersGraphModeRequest): Promise<GraphModeParameter[]> {
    return postListParametersGraphModeQuery(this.dataSource, request);
  }

  /**
   * The map's rows as a JSON array: by parameter name, then location name. Served from memory: each period
   * and parameter is serialized once per data version (the statistics table bumps the data-change sequence
   * when the refresh writes it), and each answer (period, parameters, minimum count) is joined from those parts
   * and kept, with its gzip copy, in the versioned cache: the map asks the same few questions again and again, and a
   * district's answer runs to megabytes (about 750 bytes a location; a twentieth of that compressed).
   */
  async postLocationsMapGraphMode(request: LocationsGraphModeRequest): Promise<CachedAnswer> {
    // Only parameters that have statistics for the period make a key: unknown indexes callers send fall away.
    const known = JSON.parse((await this.parametersWithStats(request.periodOfRecord)).json) as GraphModeParameter[];
    const wanted = new Set(request.parameters);
    const parameters = known.filter((p) => wanted.has(p.parameter_ndx)).map((p) => p.parameter_ndx);
    const minimum = Math.max(0, request.recordCount);
    return this.cache.get(`graph-mode-map-${request.periodOfRecord}-${parameters.join(',')}-${minimum}`, async () => {
      // Read after the cache read its version: the parts are never older than the version the answer is kept under.
      const version = await this.cache.dataVersion();
      const parts = await Promise.all(parameters.map((ndx) => this.statsPart(request.periodOfRecord, ndx, version)));
      return new SerializedJson(`[${parts.flatMap((part) => part.filter((r) => r.recordcount >= minimum).map((r) => r.json)).join(',')}]`);
    });
  }

  private parametersWithStats(period: StatsPeriod): Promise<CachedAnswer> {
    return this.cache.get(`graph-mode-parameters-${period}`, () =>
      this.postListParametersGraphMode({ periodOfRecord: period, parameterGroups: [], threats: [] }),
    );
  }

  /** One period's and parameter's rows, serialized one by one, for a data version; concurrent requests share one build. */
  private statsPart(period: StatsPeriod, parameterNdx: number, version: string): Promise<StatsPart> {
    const key = `${period}-${parameterNdx}`;
    const cached = this.statsParts.get(key);
    if (cached?.version === version) return cached.rows;
    const entry = {
      version,
      rows: postLocationsMapGraphModeQuery(this.dataSource, period, parameterNdx).then((rows) => rows.map((row) => ({ recordcount: row.recordcount, json: JSON.stringify(row) }))),
    };
    entry.rows.catch(() => this.statsParts.get(key) === entry && this.statsParts.delete(key));
    this.statsParts.set(key, entry);
    return entry.rows;
  }

  /** The location's samples of each requested parameter in the window, grouped by parameter; 404 for an unknown location. */
  async postTsDailyTableForMapDisplayByLocationIndex(locationNdx: number, request: MapDisplayTableRequest): Promise<ParameterSeries<DailyPoint>[]> {
    await this.requireLocation(locationNdx);
    return postTsDailyTableForMapDisplayByLocationIndexQuery(this.dataSource, locationNdx, request);
  }

  /** Calendar-year median and scored percentile of the location's samples in the window; 404 for an unknown location. */
  async postTsAnnualTableForMapDisplayByLocationIndex(locationNdx: number, request: MapDisplayTableRequest): Promise<ParameterSeries<AnnualPoint>[]> {
    await this.requireLocation(locationNdx);
    return postTsAnnualTableForMapDisplayByLocationIndexQuery(this.dataSource, locationNdx, request);
  }

  /** The export of several locations' samples as a JSON array, serialized by PostgreSQL. */
  async postTsDailyTableForMapDisplay(request: MapDisplayExportRequest): Promise<SerializedJson> {
    return new SerializedJson(await postTsDailyTableForMapDisplayQuery(this.dataSource, request));
  }

  private async requireLocation(locationNdx: number): Promise<void> {
    if (!(await locationExists(this.dataSource, locationNdx))) throw new NotFoundException(`There is no monitoring location ${locationNdx}.`);
  }
}
