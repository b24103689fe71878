import * as fs from 'node:fs';
import * as path from 'node:path';
import { IMPORT_SOURCE_FAMILY, type ImportFileFormat, type ImportOnlineSource, type ImportRunProgress, type ImportRunStatus } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { classifyDatabaseError } from '../common/database-unavailable.filter';
import type { AppConfig } from '../config/config';
import { connectWithoutTimeouts } from '../database/data-source-options';
import { IMPORT_MERGE_EVERY_ROWS, beginBulkLoad } from './bulk/bulk-load';
import type { BulkLoad } from './bulk/bulk-load.types';
import type { ImportAdapters } from './imports.adapters';
import { MappingIndex, RunReport, Stager, type StageContext } from './imports.pipeline';
import {
  dataSourceOfFamilyQuery, finishImportRunQuery, linkLocationsToSourceQuery, mappingsOfFamilyQuery, type RunOutcome, saveSiteStateQuery,
  siteLastModifiedQuery, type Sql, sqlOf, type StartedRun, startImportRunQuery, writeProgressQuery,
} from './imports.queries';
import type { ParsedItem } from './source-row';

/** How often a running import writes its progress (and looks for a request to cancel it). */
const PROGRESS_MS = 1000;

/** Someone cancelled the run: what it had begun is rolled back. */
class ImportCancelled extends Error {}

/** What a running import tells whoever watches it (the CLI's progress bar). */
export type ProgressListener = (progress: ImportRunProgress) => void;

/**
 * Runs one import run: reads its file or fetches its sites through the source's adapter, and loads what it read
 * through the pipeline (imports.pipeline.ts) into the bulk path, all or nothing per file (per page for a service).
 * Progress goes to the run's row once a second from a connection of its own, so the screen sees it while the
 * import's transaction is open; on the embedded database (one session, held by that transaction) it is kept in
 * memory for this process's own readers instead (see liveProgress).
 */
export class ImportRunner {
  private readonly live = new Map<number, { progress: ImportRunProgress; cancel: AbortController }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly adapters: ImportAdapters,
  ) {}

  /** The progress of a run this process is running now. */
  liveProgress(runNdx: number): ImportRunProgress | undefined {
    return this.live.get(runNdx)?.progress;
  }

  /** Stops a run this process is running; answers whether it was running here. */
  cancelHere(runNdx: number): boolean {
    const run = this.live.get(runNdx);
    run?.cancel.abort();
    return run !== undefined;
  }

  /**
   * Runs a queued run to its end; answers its status (undefined: it was not queued, e.g. cancelled first). `file`:
   * the command line's own file, read where it is (an upload is read from DATA_DIR/imports and removed at the end).
   */
  async run(runNdx: number, { listener, file: ownFile }: { listener?: ProgressListener; file?: string } = {}): Promise<ImportRunStatus | undefined> {
    const pool = sqlOf(this.dataSource);
    const started = await startImportRunQuery(pool, runNdx);
    if (!started) return undefined;
    const report = new RunReport();
    const cancel = new AbortController();
    const startedAt = Date.now();
    let bytes: { done: () => number; total: number } | null = null;
    const progress = (): ImportRunProgress => {
      const seconds = (Date.now() - startedAt) / 1000;
      const rate = seconds > 0 && report.read > 0 ? report.read / seconds : null;
      const done = bytes?.done() ?? null;
      const byteRate = bytes && done && seconds > 0 ? done / seconds : null;
      return {
        rows_done: report.read, rows_per_second: rate === null ? null : Math.round(rate),
        bytes_done: done, bytes_total: bytes?.total ?? null,
        eta_seconds: bytes && byteRate ? Math.max(0, Math.round((bytes.total - (done ?? 0)) / byteRate)) : null,
      };
    };
    const state = { progress: progress(), cancel };
    this.live.set(runNdx, state);
    const separateConnection = this.config.database.mode !== 'embedded';
    let writing = false;
    const tick = setInterval(() => {
      state.progress = progress();
      listener?.(state.progress);
      if (!separateConnection || writing) return;
      writing = true;
      writeProgressQuery(pool, runNdx, state.progress)
        .then((cancelRequested) => { if (cancelRequested) cancel.abort(); })
        .catch(() => undefined)
        .finally(() => { writing = false; });
    }, PROGRESS_MS);

    let outcome: Pick<RunOutcome, 'status' | 'message'>;
    try {
      if (started.request.kind === 'file') {
        const file = ownFile ?? path.join(this.config.imports.uploadDir, started.upload_path ?? '');
        const stream = fs.createReadStream(file);
        bytes = { done: () => stream.bytesRead, total: fs.statSync(file).size };
        const adapter = this.adapters.file(started.request.format as ImportFileFormat);
        await this.loadAllOrNothing(started, adapter.parse(stream), report, cancel.signal);
      } else {
        await this.fetchSites(started, report, cancel.signal);
      }
      outcome = report.rejected
        ? { status: 'rejected', message: rejectedMessage(report, started.request.kind === 'file') }
        : { status: 'succeeded', message: null };
    } catch (e) {
      outcome = e instanceof ImportCancelled || cancel.signal.aborted
        ? { status: 'cancelled', message: 'Cancelled: nothing of the part being read was written.' }
        : { status: 'failed', message: failureMessage(e) };
    } finally {
      clearInterval(tick);
      this.live.delete(runNdx);
    }
    const final = progress();
    listener?.(final);
    await finishImportRunQuery(pool, runNdx, {
      ...outcome, counts: report.totals(), progress: final, unmapped: report.unmappedList,
      newLocations: await report.locationOffers(pool, started.source), rejections: report.sortedRejections(),
    });
    if (started.upload_path) fs.rmSync(path.join(this.config.imports.uploadDir, started.upload_path), { force: true });
    return outcome.status;
  }

  /** Each site of an online source, page by page from where its last complete page left off; stops at a refused page. */
  private async fetchSites(started: StartedRun, report: RunReport, signal: AbortSignal): Promise<void> {
    if (started.request.kind !== 'fetch') return;
    const { sites, start, end } = started.request;
    const source = started.source as ImportOnlineSource;
    const adapter = this.adapters.online(source);
    const pool = sqlOf(this.dataSource);
    for (const site of sites) {
      const modifiedSince = start || end ? null : await siteLastModifiedQuery(pool, source, site);
      for await (const page of adapter.fetch({ sites: [site], start, end, modifiedSince, signal })) {
        const before = report.rejected;
        await this.loadAllOrNothing(started, page.items, report, signal);
        if (report.rejected > before) return;
        await saveSiteStateQuery(pool, source, site, page.lastModified);
      }
      await saveSiteStateQuery(pool, source, site, null);
    }
  }

  /**
   * Loads one file or page in one transaction: committed when every row of it was accepted, rolled back (nothing of
   * it written) when any was refused, and rolled back by the database itself if the process dies half-way. Imports
   * of one source take turns (a transaction-scoped lock), however many backends run them.
   */
  private async loadAllOrNothing(
    started: StartedRun, items: AsyncIterable<ParsedItem> | Iterable<ParsedItem>, report: RunReport, signal: AbortSignal,
  ): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    const restore = await connectWithoutTimeouts(runner);
    let bulk: BulkLoad | undefined;
    try {
      await runner.startTransaction();
      try {
        const sql: Sql = sqlOf(runner);
        await sql(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`imports:${started.source}`]);
        const family = IMPORT_SOURCE_FAMILY[started.source];
        // Merged as it is read (on the database's core while this one parses); every staged row is kept until the
        // end, so a reading the file names twice is refused wherever the two lines are.
        bulk = await beginBulkLoad(runner, { mergeEvery: IMPORT_MERGE_EVERY_ROWS, keepStaged: true, direct: true });
        const ctx: StageContext = {
          sql, family, bulk, dataSourceNdx: await dataSourceOfFamilyQuery(sql, family),
          mappings: new MappingIndex(await mappingsOfFamilyQuery(sql, family)),
          earliest: new Date(`${this.config.ingestEarliestDate}T00:00:00Z`), earliestText: this.config.ingestEarliestDate,
          locationCache: new Map(), locationsUsed: new Set(),
        };
        const rejectedBefore = report.rejected;
        const stager = new Stager(ctx, report);
        for await (const item of items) {
          if (signal.aborted) throw new ImportCancelled();
          await stager.add(item);
        }
        await stager.flush();
        if (signal.aborted) throw new ImportCancelled();
        if (report.rejected > rejectedBefore || !bulk.staged) {
          // Merges may still be running: the rollback waits for the connection to be idle.
          await bulk.abandon();
          await runner.rollbackTransaction();
          return;
        }
        // Merged first, then checked for a reading named twice: with every row merged the check is answered from
        // what the merges saw (see BulkLoad.duplicates), and a file that fails it is rolled back all the same.
        const merged = await bulk.merge();
        await stager.rejectDuplicates();
        if (signal.aborted) throw new ImportCancelled();
        if (report.rejected > rejectedBefore) {
          await runner.rollbackTransaction();
          return;
        }
        await linkLocationsToSourceQuery(sql, [...ctx.locationsUsed], ctx.dataSourceNdx);
        await runner.commitTransaction();
        report.counts.inserted += merged.inserted;
        report.counts.updated += merged.updated;
        report.counts.unchanged += merged.unchanged;
      } catch (e) {
        if (runner.isTransactionActive) {
          await bulk?.abandon();
          await runner.rollbackTransaction().catch(() => undefined);
        }
        throw e;
      }
    } finally {
      await restore();
      await runner.release();
    }
  }
}

/**
 * Errors of a database connection that went away mid-run (the server restarted, the connection was cut), beside
 * those the API's own database-trouble check knows (driver codes, SQLSTATEs, node-postgres' "not queryable" after
 * a connection error).
 */
const CONNECTION_LOST = /terminat|Connection terminated|already released|ECONNRESET|ECONNREFUSED|EPIPE/i;

/** Why a run failed, in words that say what happened to the data. */
function failureMessage(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return classifyDatabaseError(e) === 'unavailable' || CONNECTION_LOST.test(text)
    ? `The database connection was lost while the import ran (${text}): nothing of the part being read was written. Run it again.`
    : text;
}

function rejectedMessage(report: RunReport, file: boolean): string {
  const [first] = report.sortedRejections();
  const what = file ? 'nothing of the file was written' : 'the page holding them was not written (earlier complete pages were)';
  const rows = report.rejected === 1 ? '1 row was refused' : `${report.rejected} rows were refused`;
  return `${rows}, so ${what}. First: ${first.ref}, ${first.field}: ${first.message}`;
}

