import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AnnualPoint, DailyPoint, GraphModeParameter, GraphModeStatsRow, ListParametersGraphModeRequest, LocationsGraphModeRequest,
  MapDisplayExportRequest, MapDisplayTableRequest, ParameterSeries, StatsPeriod,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { BoundedCache } from '../../common/bounded-cache';
import { CachedAnswer, VersionedCache } from '../../common/versioned-cache';

/** The serialized rows of one period and parameter, each with its record count for the minimum filter. */
type StatsPart = { recordcount: number; json: string }[];

/** A JSON answer as sent: text, or its gzip encoding. */
export interface JsonAnswer {
  body: string | Buffer;
  gzip: boolean;
}

/** Compressed map answers kept (each some hundred kilobytes for a large district). */
const MAX_COMPRESSED_ANSWERS = 16;
const gzipAsync = promisify(gzip);

/** The first day of a period's window (null: the period of record), ending today in America/Denver. */
const windowStart = (periodPlaceholder: string) => `graph_stats_window_start(${periodPlaceholder}::text, local_date(now()))`;

/** The samples a period shows: graph mode judges discrete water-quality samples (like its statistics). */
const inWindow = (alias: string, periodPlaceholder: string) =>
  `${alias}.result_kind = 'sample'
   AND ${alias}.collect_timestamp >= coalesce(local_day_start(${windowStart(periodPlaceholder)}), '-infinity')
   AND coalesce(${alias}.value, ${alias}.detection_limit) IS NOT NULL`;

/**
 * The graph mode's answers (map-explorer.md §2 "Graph-mode detail panel", §7). Statistics come only from
 * location_parameter_period_stats, which GraphStatsService keeps current: no request computes statistics.
 */
@Injectable()
export class GraphModeService {
  /** One entry per period and parameter that has statistics (locationStatsAnswer drops unknown parameters first). */
  private readonly statsParts = new Map<string, { version: string; rows: Promise<StatsPart> }>();
  /** Keyed by the request (period, parameters, minimum count): bounded, since any client can ask any minimum. */
  private readonly compressedAnswers = new BoundedCache<{ version: string; body: Promise<Buffer> }>(MAX_COMPRESSED_ANSWERS);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  /** Groups that offer at least one period, with their periods in the order short, medium, full. */
  parameterGroups(): Promise<CachedAnswer> {
    return this.cache.get('graph-mode-parameter-groups', () =>
      this.dataSource.query(
        `SELECT parameter_group_ndx, parameter_group_name,
                ARRAY(SELECT p FROM unnest(stats_periods) AS p
                       ORDER BY array_position(ARRAY['short', 'medium', 'full'], p)) AS stats_period
           FROM parameter_groups WHERE cardinality(stats_periods) > 0
          ORDER BY parameter_group_name`,
      ),
    );
  }

  threats(): Promise<CachedAnswer> {
    return this.cache.get('graph-mode-threats', () =>
      this.dataSource.query(`SELECT threat_ndx, threat_desc FROM threats ORDER BY threat_desc`),
    );
  }

  benchmarkScaleColors(): Promise<CachedAnswer> {
    return this.cache.get('graph-mode-benchmark-scale-colors', () =>
      this.dataSource.query(`SELECT benchmark_scale, symbol_color, label FROM benchmark_scale_colors ORDER BY benchmark_scale`),
    );
  }

  /**
   * Parameters with statistics for the period, of groups that offer it (all such groups when none are given)
   * and indicating any of the threats (any when none are given), by name.
   */
  parameters(request: ListParametersGraphModeRequest): Promise<GraphModeParameter[]> {
    return this.dataSource.query(
      `SELECT p.parameter_ndx, p.parameter_abbrev, p.parameter_name, u.unit_display_name AS unit_desc
         FROM parameters p
         JOIN units u ON u.unit_ndx = p.unit_ndx
         JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
        WHERE $1 = ANY (g.stats_periods)
          AND (cardinality($2::int[]) = 0 OR g.parameter_group_ndx = ANY ($2::int[]))
          AND (cardinality($3::int[]) = 0 OR EXISTS (
                SELECT 1 FROM parameter_threats t WHERE t.parameter_ndx = p.parameter_ndx AND t.threat_ndx = ANY ($3::int[])))
          AND EXISTS (SELECT 1 FROM location_parameter_period_stats s WHERE s.stats_period = $1 AND s.parameter_ndx = p.parameter_ndx)
        ORDER BY p.parameter_name, p.parameter_ndx`,
      [request.periodOfRecord, request.parameterGroups, request.threats],
    );
  }

  /**
   * The map's rows as a JSON array: by parameter name, then location name. Served from memory: each period
   * and parameter is serialized once per data version (the statistics table bumps the data-change sequence
   * when the refresh writes it), so a request costs one sequence read and a string join, whatever the number
   * of locations. A district's answer runs to megabytes (about 750 bytes a location), so callers that accept
   * gzip get it compressed (a twentieth of the size) from a small cache of recent answers: the map asks the
   * same few questions again and again.
   */
  async locationStatsAnswer(request: LocationsGraphModeRequest, acceptsGzip: boolean): Promise<JsonAnswer> {
    const version = (await this.cache.get('graph-mode-data-version', async () => null)).etag;
    // Only parameters that have statistics for the period get a cache entry: the caches stay bounded
    // whatever indexes callers send.
    const known = JSON.parse((await this.parametersWithStats(request.periodOfRecord)).json) as GraphModeParameter[];
    const wanted = new Set(request.parameters);
    const parameters = known.filter((p) => wanted.has(p.parameter_ndx)).map((p) => p.parameter_ndx);
    const parts = await Promise.all(parameters.map((ndx) => this.statsPart(request.periodOfRecord, ndx, version)));
    const minimum = Math.max(0, request.recordCount);
    const json = () => `[${parts.flatMap((part) => part.filter((r) => r.recordcount >= minimum).map((r) => r.json)).join(',')}]`;
    if (!acceptsGzip) return { body: json(), gzip: false };

    const key = `${request.periodOfRecord}|${parameters.join(',')}|${minimum}`;
    let cached = this.compressedAnswers.get(key);
    if (cached?.version !== version) {
      const entry = { version, body: gzipAsync(json()) };
      // A failed compression must not be served again.
      entry.body.catch(() => this.compressedAnswers.get(key) === entry && this.compressedAnswers.delete(key));
      this.compressedAnswers.set(key, entry);
      cached = entry;
    }
    return { body: await cached.body, gzip: true };
  }

  private parametersWithStats(period: StatsPeriod): Promise<CachedAnswer> {
    return this.cache.get(`graph-mode-parameters-${period}`, () =>
      this.parameters({ periodOfRecord: period, parameterGroups: [], threats: [] }),
    );
  }

  /** One period's and parameter's rows, serialized one by one, for a data version; concurrent requests share one build. */
  private statsPart(period: StatsPeriod, parameterNdx: number, version: string): Promise<StatsPart> {
    const key = `${period}-${parameterNdx}`;
    const cached = this.statsParts.get(key);
    if (cached?.version === version) return cached.rows;
    const entry = {
      version,
      rows: this.locationStats(period, parameterNdx).then((rows) => rows.map((row) => ({ recordcount: row.recordcount, json: JSON.stringify(row) }))),
    };
    entry.rows.catch(() => this.statsParts.get(key) === entry && this.statsParts.delete(key));
    this.statsParts.set(key, entry);
    return entry.rows;
  }

  /** One parameter's rows of a period: the statistics with the location, parameter and benchmark columns. */
  locationStats(period: StatsPeriod, parameterNdx: number): Promise<GraphModeStatsRow[]> {
    return this.dataSource.query(
      `SELECT s.location_ndx AS ndx, l.location_id, l.location_name, h12.huc_name AS huc12_name,
              s.parameter_ndx, p.parameter_name AS parameter, p.parameter_name, p.parameter_abbrev,
              u.unit_display_name AS units, s.stats_period, s.recordcount, s.median,
              CASE WHEN b.is_pctile15 THEN s.pctile15 ELSE s.pctile85 END AS pctile85,
              coalesce(b.is_pctile15, false) AS is_pctile15, coalesce(b.low_is_bad, false) AS low_is_bad,
              s.benchmark_scale_median, s.benchmark_scale_pctile85, s.trend, s.trend_slope,
              to_char(s.por_start, 'YYYY-MM-DD') AS por_start, to_char(s.por_end, 'YYYY-MM-DD') AS por_end,
              coalesce(o.organizations, '') AS organizations,
              b.bmk_line0, b.bmk_line1, b.bmk_line2, b.bmk_line3, b.bmk_line4,
              b.bmk_color0, b.bmk_color1, b.bmk_color2, b.bmk_color3, b.bmk_color4
         FROM location_parameter_period_stats s
         JOIN locations l ON l.location_ndx = s.location_ndx
         JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
         JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx AND s.stats_period = ANY (g.stats_periods)
         JOIN units u ON u.unit_ndx = p.unit_ndx
         LEFT JOIN benchmarks b ON b.parameter_ndx = s.parameter_ndx
         LEFT JOIN huc_boundaries h12 ON h12.huc_code = l.huc12
         LEFT JOIN (SELECT lo.location_ndx, string_agg(org.org_name, ', ' ORDER BY org.org_name) AS organizations
                      FROM location_organizations lo JOIN organizations org ON org.organization_ndx = lo.organization_ndx
                     GROUP BY lo.location_ndx) o ON o.location_ndx = s.location_ndx
        WHERE s.stats_period = $1 AND s.parameter_ndx = $2
        ORDER BY l.location_name, s.location_ndx`,
      [period, parameterNdx],
    );
  }

  /** The location's samples of each requested parameter in the window, grouped by parameter (by name). */
  async dailySeries(locationNdx: number, request: MapDisplayTableRequest): Promise<ParameterSeries<DailyPoint>[]> {
    await this.requireLocation(locationNdx);
    return this.dataSource.query(
      `SELECT p.parameter_ndx, p.parameter_name AS parameter, p.parameter_abbrev, u.unit_display_name AS units,
              json_agg(json_build_object(
                'location_id', l.location_id, 'collect_date', to_char(local_date(r.collect_timestamp), 'YYYY-MM-DD'),
                'organization', org.org_name, 'result', coalesce(r.value, r.detection_limit), 'nondetect', r.nondetect,
                'units', ru.unit_display_name) ORDER BY r.collect_timestamp, r.data_source_ndx) AS rows
         FROM parameters p
         JOIN units u ON u.unit_ndx = p.unit_ndx
         JOIN locations l ON l.location_ndx = $1
         JOIN results r ON r.location_ndx = l.location_ndx AND r.parameter_ndx = p.parameter_ndx AND ${inWindow('r', '$3')}
         JOIN units ru ON ru.unit_ndx = r.unit_ndx
         LEFT JOIN organizations org ON org.organization_ndx = r.organization_ndx
        WHERE p.parameter_ndx = ANY ($2::int[])
        GROUP BY p.parameter_ndx, u.unit_display_name
        ORDER BY p.parameter_name, p.parameter_ndx`,
      [locationNdx, request.parameters, request.periodOfRecord],
    );
  }

  /**
   * Calendar-year median and scored percentile (85th, 15th where is_pctile15) of the location's samples in the
   * window, grouped by parameter. Whole calendar years of series that are all samples come from the
   * result_annual rollup; the part-year at the start of a short or medium window, and series that also hold
   * continuous records (which the rollup mixes in), are computed from the window's samples.
   */
  async annualSeries(locationNdx: number, request: MapDisplayTableRequest): Promise<ParameterSeries<AnnualPoint>[]> {
    await this.requireLocation(locationNdx);
    return this.dataSource.query(
      `WITH requested AS (
         SELECT p.parameter_ndx, p.parameter_name, p.parameter_abbrev, u.unit_display_name AS units,
                coalesce(b.is_pctile15, false) AS is_pctile15,
                -- The first 1 January in the window: whole years from there on (all years for the full period).
                make_date(extract(year FROM ${windowStart('$3')} - 1)::int + 1, 1, 1) AS whole_years_from,
                NOT EXISTS (SELECT 1 FROM results r WHERE r.location_ndx = $1 AND r.parameter_ndx = p.parameter_ndx
                                                      AND r.result_kind <> 'sample') AS samples_only
           FROM parameters p
           JOIN units u ON u.unit_ndx = p.unit_ndx
           LEFT JOIN benchmarks b ON b.parameter_ndx = p.parameter_ndx
          WHERE p.parameter_ndx = ANY ($2::int[])),
       from_rollup AS (
         SELECT q.parameter_ndx, a.year, a.value_median AS median, a.value_pctile15 AS p15, a.value_pctile85 AS p85
           FROM requested q
           JOIN result_annual a ON a.location_ndx = $1 AND a.parameter_ndx = q.parameter_ndx AND a.year_type = 'calendar'
          WHERE q.samples_only AND (q.whole_years_from IS NULL OR make_date(a.year, 1, 1) >= q.whole_years_from)),
       from_samples AS (
         SELECT q.parameter_ndx, extract(year FROM local_date(r.collect_timestamp))::int AS year,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(r.value, r.detection_limit)) AS median,
                percentile_cont(0.15) WITHIN GROUP (ORDER BY coalesce(r.value, r.detection_limit)) AS p15,
                percentile_cont(0.85) WITHIN GROUP (ORDER BY coalesce(r.value, r.detection_limit)) AS p85
           FROM requested q
           JOIN results r ON r.location_ndx = $1 AND r.parameter_ndx = q.parameter_ndx AND ${inWindow('r', '$3')}
          WHERE NOT q.samples_only OR r.collect_timestamp < local_day_start(q.whole_years_from)
          GROUP BY 1, 2),
       annual AS (SELECT * FROM from_rollup UNION ALL SELECT * FROM from_samples)
       SELECT q.parameter_ndx, q.parameter_name AS parameter, q.parameter_abbrev, q.units,
              json_agg(json_build_object(
                'collect_year', a.year, 'result_median', a.median,
                'result_pctile85', CASE WHEN q.is_pctile15 THEN a.p15 ELSE a.p85 END) ORDER BY a.year) AS rows
         FROM requested q JOIN annual a ON a.parameter_ndx = q.parameter_ndx
        GROUP BY q.parameter_ndx, q.parameter_name, q.parameter_abbrev, q.units
        ORDER BY q.parameter_name, q.parameter_ndx`,
      [locationNdx, request.parameters, request.periodOfRecord],
    );
  }

  /**
   * The export of several locations' samples as a JSON array (PostgreSQL serializes it, so a large export
   * never becomes JS objects): by location name, parameter name and date. Unknown locations have no rows.
   */
  async exportJson(request: MapDisplayExportRequest): Promise<string> {
    const [{ rows }] = (await this.dataSource.query(
      `SELECT coalesce(json_agg(json_build_object(
                'location_id', l.location_id, 'location_name', l.location_name, 'param_abbrev', p.parameter_abbrev,
                'collect_date', to_char(local_date(r.collect_timestamp), 'YYYY-MM-DD'),
                'result', coalesce(r.value, r.detection_limit), 'units', u.unit_display_name,
                'organization', org.org_name, 'parameter', p.parameter_name)
              ORDER BY l.location_name, l.location_ndx, p.parameter_name, p.parameter_ndx, r.collect_timestamp, r.data_source_ndx),
              '[]')::text AS rows
         FROM locations l
         JOIN parameters p ON p.parameter_ndx = ANY ($2::int[])
         JOIN results r ON r.location_ndx = l.location_ndx AND r.parameter_ndx = p.parameter_ndx AND ${inWindow('r', '$3')}
         JOIN units u ON u.unit_ndx = r.unit_ndx
         LEFT JOIN organizations org ON org.organization_ndx = r.organization_ndx
        WHERE l.location_ndx = ANY ($1::int[])`,
      [request.indexes, request.parameters, request.periodOfRecord],
    )) as { rows: string }[];
    return rows;
  }

  private async requireLocation(locationNdx: number): Promise<void> {
    const found = (await this.dataSource.query(`SELECT 1 FROM locations WHERE location_ndx = $1`, [locationNdx])) as unknown[];
    if (!found.length) throw new NotFoundException(`There is no monitoring location ${locationNdx}.`);
  }
}
