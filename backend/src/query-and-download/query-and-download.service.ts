import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Transform, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PORTAL_TIME_ZONE, QUERY_AND_DOWNLOAD_TIMESTEPS, type QueryAndDownloadCount, type QueryAndDownloadForm, type QueryAndDownloadTimestep,
  type QueryAndDownloadTimestepOption, queryAndDownloadFileName,
} from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { cacheBytes } from '../common/cache-budget';
import { csvField } from '../common/csv';
import { VersionedCache, VersionedStore } from '../common/versioned-cache';
import { CachedAnswer } from '../common/http';
import { APP_CONFIG, AppConfig } from '../config/config';
import {
  DOWNLOAD_KEY_COLUMNS, DownloadKey, downloadSql, getQueryAndDownloadLocationsMapQuery, getQueryAndDownloadQDListBasinsQuery,
  getQueryAndDownloadQDListDataCategoriesQuery, getQueryAndDownloadQDListDataSourcesQuery,
  getQueryAndDownloadQDListLocationsQuery, getQueryAndDownloadQDListLocationTypesQuery,
  getQueryAndDownloadQDListOrganizationsQuery, getQueryAndDownloadQDListParameterGroupsQuery,
  getQueryAndDownloadQDListParametersQuery, literalBinder, parameterBinder, postQueryAndDownloadCountDataQuery,
} from './query-and-download.queries';

/** What each time step is called in the form. */
const TIMESTEP_DESCRIPTIONS: Record<QueryAndDownloadTimestep, string> = {
  raw: 'Raw (every value as collected)',
  daily: 'Daily (America/Denver daily means)',
};

/**
 * How the file begins: a UTF-8 byte-order mark, so spreadsheet programs (Excel) read units such as '°C' and 'µS/cm'
 * as UTF-8 rather than in the system's code page, as every CSV export of the portal does. Then the header line.
 */
export const CSV_BOM = '\uFEFF';

const BOM_BYTES = Buffer.from(CSV_BOM);

/**
 * COPY's output with the byte-order mark before its first chunk (the header): sent with it rather than ahead, so a
 * query that fails at once still gets its error answer instead of a cut file.
 */
function startingWithBom(): Transform {
  let first = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, first ? Buffer.concat([BOM_BYTES, chunk]) : chunk);
      first = false;
    },
  });
}

/** The CSV's header line. */
export const CSV_HEADER = 'location,parameter,timestamp,value,units,nondetect,detection_limit,organization,data_source,time_step';

/**
 * How many counts are kept. A count is a number under a 27-character key, so even a full cache is a few hundred
 * KB; the forms visitors really send (the default form, the same filters toggled back and forth) repeat far
 * more often than that.
 */
export const COUNT_CACHE_CAPACITY = 2000;

/**
 * The key of a form's count: the same for forms that select the same records (lists in any order, an id twice),
 * hashed so a form naming thousands of ids takes no more room than any other.
 */
export function countKey(form: QueryAndDownloadForm): string {
  const ids = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);
  const normal = [
    form.timestep, form.startDate, form.endDate, form.dataCategory ?? null, ids(form.basins), ids(form.dataSources),
    ids(form.organizations), ids(form.parameterGroups), ids(form.locationTypes), ids(form.parameters), ids(form.locations),
  ];
  return createHash('sha1').update(JSON.stringify(normal)).digest('base64url');
}

/**
 * Rows per statement of an embedded download. PGlite runs a statement to its end on the event loop, so a page holds
 * every other request for its duration: a page of 2,000 raw rows takes about 20 ms there (one of 1 row about 8 ms,
 * one of 5,000 about 38 ms), the same at the end of a 200,000-row series as at its start.
 */
export const EMBEDDED_DOWNLOAD_PAGE_ROWS = 2000;

/** Every column as the database's own text (what COPY prints), not parsed into JavaScript values. */
const AS_TEXT = { getTypeParser: () => (text: string) => text };

/** What node-postgres keeps on each client beyond its typings: its parameters and its server process id. */
interface ClientInternals {
  connectionParameters?: { query_timeout?: number | false };
  processID?: number | null;
}

/** The file name of a download: the district's short name, then the America/Denver date (upper-yampa-water-data-2026-11-26.csv). */
export function downloadFileName(districtName: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return queryAndDownloadFileName(districtName, day);
}

/**
 * The Query & Download lists (cached until the data or the catalog change), the record count and the CSV.
 *
 * Counting and downloading each run on a connection of their own taken from the pool, so the server process that
 * runs the statement is known (its pid). When the caller goes away before the answer is complete (a closed tab,
 * or the form's newer count request, which aborts the older one), the signal fires: the statement is cancelled
 * with pg_cancel_backend from another pool connection, and the connection is closed rather than returned to
 * the pool (so a cancel that arrives late can never reach another request's statement).
 *
 * The embedded database is one session that runs each statement to its end on the event loop and cannot cancel
 * one: a COPY there would compute the whole file at once and keep the only connection until its reader took the
 * last byte, and closing that connection mid-file broke the session. So there a download reads its rows in pages,
 * each a short statement on the pool's connection, taken and given back per page: other requests run between the
 * pages, several downloads take turns, and a caller who leaves just stops the loop. A count there runs to its end
 * (nothing can stop it) and its connection goes back to the pool as usual.
 *
 * When the app stops, every count and download still running ends as if its caller had left (a download is cut, a
 * count answers 503): a reader who stopped reading would otherwise hold its connection, and closing the pool would
 * wait for it forever.
 */
@Injectable()
export class QueryAndDownloadService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(QueryAndDownloadService.name);
  /** Fires when the app begins to stop. */
  private readonly stopping = new AbortController();
  /** Counts by form, each valid for the data version it was counted at. */
  private readonly counts: VersionedStore<number>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // The key is the whole form (any number of locations and parameters): counted with its bytes.
    this.counts = new VersionedStore(COUNT_CACHE_CAPACITY, cacheBytes(config, 'recordCounts'), () => 8);
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }

  getQueryAndDownloadQDListBasins(): Promise<CachedAnswer> {
    return this.cache.get('q-d-list-basins', () => getQueryAndDownloadQDListBasinsQuery(this.dataSource));
  }

  getQueryAndDownloadQDListDataCategories(): Promise<CachedAnswer> {
    return this.cache.get('q-d-list-data-categories', () => getQueryAndDownloadQDListDataCategoriesQuery(this.dataSource));
  }

  getQueryAndDownloadQDListDataSources(): Promise<CachedAnswer> {
    return this.cache.get('q-d-list-data-sources', () => getQueryAndDownloadQDListDataSourcesQuery(this.dataSource));
  }

  getQueryAndDownloadQDListLocations(): Promise<CachedAnswer> {
    return this.cache.get('q-d-list-locations', () => getQueryAndDownloadQDListLocationsQuery(this.dataSource));
  }

  getQueryAndDownloadQDListLocationTypes(): Promise<CachedAnswer> {
    return this.cache.get('q-d-list-location-types', () => getQueryAndDownloadQDListLocationTypesQuery(this.dataSource));
  }

  getQueryAndDownloadQDListOrganizations(): Promise<CachedAnswer> {
    return this.cache.get('q-d-list-organizations', () => getQueryAndDownloadQDListOrganizationsQuery(this.dataSource));
  }

  getQueryAndDownloadQDListParameterGroups(): Promise<CachedAnswer> {
    return this.cache.get('q-d-list-parameter-groups', () => getQueryAndDownloadQDListParameterGroupsQuery(this.dataSource));
  }

  getQueryAndDownloadQDListParameters(): Promise<CachedAnswer> {
    return this.cache.get('q-d-list-parameters', () => getQueryAndDownloadQDListParametersQuery(this.dataSource));
  }

  getQueryAndDownloadQDListTimesteps(): QueryAndDownloadTimestepOption[] {
    return QUERY_AND_DOWNLOAD_TIMESTEPS.map((ts_endpoint) => ({ ts_endpoint, ts_desc: TIMESTEP_DESCRIPTIONS[ts_endpoint] }));
  }

  getQueryAndDownloadLocationsMap(): Promise<CachedAnswer> {
    return this.cache.get('q-d-locations-map', () => getQueryAndDownloadLocationsMapQuery(this.dataSource));
  }

  get downloadFileName(): string {
    return downloadFileName(this.config.siteCredits.copyrightHolder.name);
  }

  /**
   * How many rows the download of `form` holds; undefined when `signal` fired (the statement was cancelled). A count
   * is kept until the data changes: the form asks again for every filter a visitor toggles back, and many visitors
   * start from the same form.
   */
  async postQueryAndDownloadCountData(form: QueryAndDownloadForm, signal: AbortSignal): Promise<QueryAndDownloadCount | undefined> {
    const key = countKey(form);
    const version = await this.cache.dataVersion();
    const kept = this.counts.get(key, version);
    if (kept !== undefined) return { count: kept };
    return this.onOwnConnection(signal, async (client) => {
      const count = await postQueryAndDownloadCountDataQuery(
        async (sql, params) => (await client.query<{ count: string }>(sql, params)).rows, form,
      );
      this.counts.set(key, version, count);
      return { count };
    });
  }

  /**
   * Streams the CSV of `form` at `timestep` into `out` straight from COPY ... TO STDOUT: rows pass through as
   * PostgreSQL sends them, with backpressure (a slow reader pauses the socket), so memory stays flat whatever the
   * size. The statement runs without the API's statement timeouts (a large download may take minutes); the
   * caller's leaving cancels it. Resolves when the file is complete, or when `signal` fired.
   */
  async streamDownload(timestep: QueryAndDownloadTimestep, form: QueryAndDownloadForm, out: Writable, signal: AbortSignal): Promise<void> {
    if (this.config.database.mode === 'embedded') return this.streamDownloadInPages(timestep, form, out, this.orStopping(signal));
    await this.onOwnConnection(signal, async (client, ended) => {
      const parameters = (client as PoolClient & ClientInternals).connectionParameters;
      const queryTimeout = parameters?.query_timeout;
      if (parameters) parameters.query_timeout = false;
      try {
        // No statement timeout (a large file may take minutes), and no JIT: the plan's cost grows with the rows, and
        // compiling it would hold back the first byte by a second while the rows are simple to compute.
        await client.query('SET statement_timeout = 0; SET jit = off');
        const sql = downloadSql(timestep, form, literalBinder((text) => client.escapeLiteral(text)));
        const copy = client.query(copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv, HEADER)`));
        await pipeline(copy, startingWithBom(), out, { signal: ended });
        await client.query('RESET statement_timeout; RESET jit');
      } finally {
        if (parameters) parameters.query_timeout = queryTimeout;
      }
    });
  }

  /**
   * The embedded database's download: the same rows and text as COPY's, page by page in key order, each page one
   * statement on a connection taken from the pool and given back, and the next page read only once `out` has taken
   * the last (so memory holds at most a page or two). Each row's trailing key columns say where the next page starts.
   */
  private async streamDownloadInPages(
    timestep: QueryAndDownloadTimestep, form: QueryAndDownloadForm, out: Writable, signal: AbortSignal,
  ): Promise<void> {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const columns = CSV_HEADER.split(',').length;
    const keyColumns = DOWNLOAD_KEY_COLUMNS[timestep];
    let after: DownloadKey | null = null;
    let text = `${CSV_BOM}${CSV_HEADER}\n`;
    try {
      for (;;) {
        const { bind, params } = parameterBinder();
        const sql = downloadSql(timestep, form, bind, { after, rows: EMBEDDED_DOWNLOAD_PAGE_ROWS });
        if (signal.aborted) return;
        const { rows } = await pool.query<(string | null)[]>({ text: sql, values: params, rowMode: 'array', types: AS_TEXT });
        for (const row of rows) text += `${row.slice(0, columns).map(csvField).join(',')}\n`;
        if (signal.aborted) return;
        if (!out.write(text)) await once(out, 'drain', { signal });
        text = '';
        if (rows.length < EMBEDDED_DOWNLOAD_PAGE_ROWS) break;
        const key = rows[rows.length - 1].slice(columns, columns + keyColumns) as string[];
        after = { location: key[0], parameter: key[1], at: key[2], source: key[3] ?? null };
      }
      out.end();
      await finished(out, { signal });
    } catch (error) {
      // The caller left while its file was being written: nothing is running on the database.
      if (signal.aborted) return;
      throw error;
    }
  }

  /** `signal`, or the app's stopping, whichever fires first. */
  private orStopping(signal: AbortSignal): AbortSignal {
    return AbortSignal.any([signal, this.stopping.signal]);
  }

  /**
   * Runs `work` on a connection of its own, with the signal of its end (the caller's leaving or the app's stopping).
   * When the caller leaves first the statement is cancelled, the connection is closed instead of reused, and the
   * answer is undefined; when the app stops first, the same, and a ServiceUnavailableException for a caller still
   * there. Any other failure is thrown.
   */
  private async onOwnConnection<T>(
    callerSignal: AbortSignal, work: (client: PoolClient, ended: AbortSignal) => Promise<T>,
  ): Promise<T | undefined> {
    const signal = this.orStopping(callerSignal);
    const ended = (): undefined => {
      if (!callerSignal.aborted) throw new ServiceUnavailableException('The server is stopping; try again in a moment.');
      return undefined;
    };
    if (signal.aborted) return ended();
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const client = await pool.connect();
    if (signal.aborted) {
      client.release();
      return ended();
    }
    let cancelled = false;
    let failed = false;
    const cancel = () => {
      cancelled = true;
      this.cancelStatement((client as PoolClient & ClientInternals).processID);
    };
    signal.addEventListener('abort', cancel, { once: true });
    try {
      const answer = await work(client, signal);
      return cancelled ? ended() : answer;
    } catch (error) {
      failed = true;
      if (cancelled || signal.aborted) return ended();
      // A statement that failed half-way (a broken COPY) must not outlive its connection.
      this.cancelStatement((client as PoolClient & ClientInternals).processID);
      throw error;
    } finally {
      signal.removeEventListener('abort', cancel);
      // A cancelled or failed connection may still be sending the rest of a COPY, or receive the cancel late:
      // closed, never reused. The embedded database's statement has run to its end (none is cancelled there), so
      // its connection is clean and stays: closing the only session's connection is what cuts the others off.
      const discard = failed || (cancelled && this.config.database.mode !== 'embedded');
      client.release(discard ? new Error('The statement was cancelled or failed') : undefined);
    }
  }

  private cancelStatement(pid: number | null | undefined): void {
    if (this.config.database.mode === 'embedded' || !pid) return;
    this.dataSource
      .query('SELECT pg_cancel_backend($1)', [pid])
      .catch((error: unknown) => this.logger.warn(`Could not cancel the statement of a caller who left: ${String(error)}`));
  }
}

