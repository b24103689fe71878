import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  ConflictException, Inject, Injectable, NotFoundException, PayloadTooLargeException, UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  IMPORT_SOURCE_FAMILY, type ImportFileFormat, type ImportMapping, type ImportMappingInput, type ImportParameter, type ImportRejectedRow, type ImportRun,
  type ImportSchedule, type ImportScheduleInput, type ImportSource,
} from '@portal/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../common/access';
import { audited } from '../common/audit';
import { badRequest } from '../common/validation';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { csvField } from '../common/csv';
import { ContentAnswer } from '../common/http';
import { DEFAULT_LOCATION_TYPE } from './imports.defaults';
import type { ImportCreateLocationsDto, ImportFetchDto, ImportUploadQuery } from './imports.dto';
import {
  createLocationsQuery, dataSourceOfFamilyQuery, deleteImportsMappingsByImportMappingNdxQuery, deleteImportsSchedulesByImportScheduleNdxQuery,
  getImportsByImportRunNdxQuery, getImportsMappingsQuery, getImportsParametersQuery, getImportsQuery, getImportsRejectedByImportRunNdxQuery, getImportsSchedulesQuery,
  importMappingQuery, importScheduleQuery, insertImportRunQuery, locationTypeQuery, type NewRun, parameterExistsQuery,
  postImportsCancelByImportRunNdxQuery, postImportsMappingsQuery, postImportsSchedulesQuery, putImportsMappingsByImportMappingNdxQuery,
  putImportsSchedulesByImportScheduleNdxQuery, sqlOf, sqlOfAudited,
} from './imports.queries';
import { ImportQueue } from './imports.queue';

/** The runs the history lists: the newest. */
const HISTORY_RUNS = 200;

/** Who a run was started by, as the history shows it: the account's e-mail where it has one. */
export const startedBy = (user: AuthenticatedUser) => user.email ?? user.name ?? user.sub;

/** A CSV of a run's refused rows: the columns of ImportRejectedRow. */
export function rejectedRowsCsv(rows: ImportRejectedRow[]): string {
  return ['ref,field,message', ...rows.map((r) => [r.ref, r.field, r.message].map(csvField).join(','))].join('\r\n') + '\r\n';
}

/**
 * Data Imports for System Management: uploads stored under DATA_DIR/imports and queued as runs, fetches of online
 * sources, the runs with their reports, the creation of offered locations, and the mapping table and schedules;
 * every write of the portal's own tables audited.
 */
@Injectable()
export class ImportsService {
  private readonly sql;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: ImportQueue,
  ) {
    this.sql = sqlOf(dataSource);
  }

  async getImports(): Promise<ImportRun[]> {
    return (await getImportsQuery(this.sql, HISTORY_RUNS)).map((run) => this.withLiveProgress(run));
  }

  async getImportsByImportRunNdx(runNdx: number): Promise<ImportRun> {
    const run = await getImportsByImportRunNdxQuery(this.sql, runNdx);
    if (!run) throw new NotFoundException('No such import run.');
    return this.withLiveProgress(run);
  }

  /** A run this process is running, with its progress of this instant rather than of the last write. */
  private withLiveProgress(run: ImportRun): ImportRun {
    const live = run.status === 'running' ? this.queue.runner.liveProgress(run.import_run_ndx) : undefined;
    return live ? { ...run, progress: live } : run;
  }

  /** A run's refused rows, as a list or as the CSV file an administrator saves (`import-<run>-rejected.csv`). */
  async getImportsRejectedByImportRunNdx(runNdx: number, format: 'json' | 'csv'): Promise<ImportRejectedRow[] | ContentAnswer> {
    await this.getImportsByImportRunNdx(runNdx);
    const rows = await getImportsRejectedByImportRunNdxQuery(this.sql, runNdx);
    return format === 'csv' ? new ContentAnswer(rejectedRowsCsv(rows), 'text/csv; charset=utf-8', `import-${runNdx}-rejected.csv`) : rows;
  }

  /**
   * A run this process runs stops at once (first: on the embedded database it holds the only session, which the
   * request needs next); one another backend runs sees the request with its next progress write.
   */
  async postImportsCancelByImportRunNdx(runNdx: number): Promise<ImportRun> {
    const here = this.queue.runner.cancelHere(runNdx);
    const before = await postImportsCancelByImportRunNdxQuery(this.sql, runNdx);
    if (!before) throw new NotFoundException('No such import run.');
    if (!here && before !== 'queued' && before !== 'running') throw new ConflictException(`The import run has already ended (${before}).`);
    return this.getImportsByImportRunNdx(runNdx);
  }

  /**
   * Streams an upload to DATA_DIR/imports under a generated name and queues its run. Over IMPORT_MAX_UPLOAD_MB the
   * upload is cut off, removed and refused with 413.
   */
  async postImportsUpload(req: Request, query: ImportUploadQuery, user: AuthenticatedUser): Promise<ImportRun> {
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/octet-stream') {
      throw new UnsupportedMediaTypeException('Send the file itself as the body, with Content-Type: application/octet-stream.');
    }
    const limit = this.config.imports.maxUploadBytes;
    const tooLarge = () => new PayloadTooLargeException(
      `The file is larger than the upload limit of ${formatMegabytes(limit)} MB (IMPORT_MAX_UPLOAD_MB): nothing of it was kept. Load it with the command line (npm run import) or split it.`,
    );
    // The answer to a refused upload closes the connection: the rest of the file is not read.
    const refuse = (e: Error) => {
      req.res?.setHeader('Connection', 'close');
      return e;
    };
    if (Number(req.headers['content-length']) > limit) throw refuse(tooLarge());
    const dir = this.config.imports.uploadDir;
    fs.mkdirSync(dir, { recursive: true });
    const name = `${Date.now()}-${randomUUID()}.upload`;
    const file = path.join(dir, name);
    let size = 0;
    try {
      size = await saveUpload(req, file, limit, tooLarge);
    } catch (e) {
      fs.rmSync(file, { force: true });
      throw refuse(e instanceof PayloadTooLargeException ? e : badRequest([{ field: 'body', problems: [`the upload broke off: ${String(e)}`] }]));
    }
    if (size === 0) {
      fs.rmSync(file, { force: true });
      throw badRequest([{ field: 'body', problems: ['the file is empty'] }]);
    }
    return this.queueRun({
      source: query.format, label: query.file_name, createdBy: startedBy(user), request: { kind: 'file', format: query.format as ImportFileFormat },
      uploadPath: name, bytesTotal: size, scheduleNdx: null,
    });
  }

  postImportsFetch(body: ImportFetchDto, user: AuthenticatedUser): Promise<ImportRun> {
    if (body.start && body.end && body.start > body.end) throw badRequest([{ field: 'end', problems: ['end must not be before start'] }]);
    return this.queueRun({
      source: body.source, label: body.sites.join(', '), createdBy: startedBy(user),
      request: { kind: 'fetch', sites: body.sites, start: body.start, end: body.end }, uploadPath: null, bytesTotal: null, scheduleNdx: null,
    });
  }

  /** Records a run as queued and puts it on the queue. */
  async queueRun(run: NewRun): Promise<ImportRun> {
    const runNdx = await insertImportRunQuery(this.sql, run);
    await this.queue.send(runNdx);
    return this.getImportsByImportRunNdx(runNdx);
  }

  /** Creates some of a run's offered locations (with their HUCs, type and the run's data source); answers the run without them. */
  async postImportsLocationsByImportRunNdx(runNdx: number, body: ImportCreateLocationsDto, user: AuthenticatedUser): Promise<ImportRun> {
    const run = await this.getImportsByImportRunNdx(runNdx);
    const offered = new Map(run.new_locations.map((o) => [o.location_code, o]));
    const notOffered = body.location_codes.filter((c) => !offered.has(c));
    if (notOffered.length) {
      throw badRequest([{ field: 'location_codes', problems: [`location_codes must be locations this run offers (not ${notOffered.slice(0, 10).join(', ')})`] }]);
    }
    const offers = body.location_codes.map((c) => offered.get(c)!);
    await audited(this.dataSource, user, async (tx) => {
      const sql = sqlOfAudited(tx);
      const family = IMPORT_SOURCE_FAMILY[run.source];
      const fallbackType = await locationTypeQuery(sql, DEFAULT_LOCATION_TYPE[run.source as ImportSource]);
      if (fallbackType === undefined) {
        throw badRequest([{ field: 'location_codes', problems: ['the portal has no location types yet: add one, then create the locations'] }]);
      }
      const created = await createLocationsQuery(sql, offers, fallbackType, await dataSourceOfFamilyQuery(sql, family));
      await sql(
        `UPDATE import_runs SET new_locations = coalesce((SELECT jsonb_agg(o) FROM jsonb_array_elements(new_locations) o
                                                          WHERE NOT (o->>'location_code' = ANY ($2::text[]))), '[]')
          WHERE import_run_ndx = $1`,
        [runNdx, body.location_codes],
      );
      return {
        result: created,
        audit: { action: 'create', entity: 'location', entityKey: created.map((c) => c.location_ndx).join(','), before: null, after: { import_run_ndx: runNdx, created } },
      };
    });
    return this.getImportsByImportRunNdx(runNdx);
  }

  getImportsParameters(): Promise<ImportParameter[]> {
    return getImportsParametersQuery(this.sql);
  }

  getImportsMappings(): Promise<ImportMapping[]> {
    return getImportsMappingsQuery(this.sql);
  }

  postImportsMappings(input: ImportMappingInput, user: AuthenticatedUser): Promise<ImportMapping> {
    return audited(this.dataSource, user, async (tx) => {
      const sql = sqlOfAudited(tx);
      await this.checkParameter(sql, input.parameter_ndx);
      const row = await postImportsMappingsQuery(sql, input);
      if (!row) throw mappedAlready();
      return { result: row, audit: { action: 'create', entity: 'import_mapping', entityKey: row.import_mapping_ndx, before: null, after: row } };
    });
  }

  putImportsMappingsByImportMappingNdx(mappingNdx: number, input: ImportMappingInput, user: AuthenticatedUser): Promise<ImportMapping> {
    return audited(this.dataSource, user, async (tx) => {
      const sql = sqlOfAudited(tx);
      const before = await importMappingQuery(sql, mappingNdx, true);
      if (!before) throw new NotFoundException('No such mapping.');
      await this.checkParameter(sql, input.parameter_ndx);
      const row = await putImportsMappingsByImportMappingNdxQuery(sql, mappingNdx, input);
      if (!row) throw mappedAlready();
      return { result: row, audit: { action: 'update', entity: 'import_mapping', entityKey: mappingNdx, before, after: row } };
    });
  }

  async deleteImportsMappingsByImportMappingNdx(mappingNdx: number, user: AuthenticatedUser): Promise<void> {
    await audited(this.dataSource, user, async (tx) => {
      const sql = sqlOfAudited(tx);
      const before = await importMappingQuery(sql, mappingNdx, true);
      if (!before) throw new NotFoundException('No such mapping.');
      await deleteImportsMappingsByImportMappingNdxQuery(sql, mappingNdx);
      return { result: undefined, audit: { action: 'delete', entity: 'import_mapping', entityKey: mappingNdx, before, after: null } };
    });
  }

  private async checkParameter(sql: ReturnType<typeof sqlOfAudited>, parameterNdx: number): Promise<void> {
    if (!(await parameterExistsQuery(sql, parameterNdx))) {
      throw badRequest([{ field: 'parameter_ndx', problems: [`parameter_ndx ${parameterNdx} is not a parameter of the portal`] }]);
    }
  }

  getImportsSchedules(): Promise<ImportSchedule[]> {
    return getImportsSchedulesQuery(this.sql);
  }

  postImportsSchedules(input: ImportScheduleInput, user: AuthenticatedUser): Promise<ImportSchedule> {
    return audited(this.dataSource, user, async (tx) => {
      const row = await postImportsSchedulesQuery(sqlOfAudited(tx), input);
      if (!row) throw scheduledAlready(input);
      return { result: row, audit: { action: 'create', entity: 'import_schedule', entityKey: row.import_schedule_ndx, before: null, after: row } };
    });
  }

  putImportsSchedulesByImportScheduleNdx(scheduleNdx: number, input: ImportScheduleInput, user: AuthenticatedUser): Promise<ImportSchedule> {
    return audited(this.dataSource, user, async (tx) => {
      const sql = sqlOfAudited(tx);
      const before = await importScheduleQuery(sql, scheduleNdx);
      if (!before) throw new NotFoundException('No such schedule.');
      const row = await putImportsSchedulesByImportScheduleNdxQuery(sql, scheduleNdx, input);
      if (!row) throw scheduledAlready(input);
      return { result: row, audit: { action: 'update', entity: 'import_schedule', entityKey: scheduleNdx, before, after: row } };
    });
  }

  async deleteImportsSchedulesByImportScheduleNdx(scheduleNdx: number, user: AuthenticatedUser): Promise<void> {
    await audited(this.dataSource, user, async (tx) => {
      const sql = sqlOfAudited(tx);
      const before = await importScheduleQuery(sql, scheduleNdx);
      if (!before) throw new NotFoundException('No such schedule.');
      await deleteImportsSchedulesByImportScheduleNdxQuery(sql, scheduleNdx);
      return { result: undefined, audit: { action: 'delete', entity: 'import_schedule', entityKey: scheduleNdx, before, after: null } };
    });
  }
}

const mappedAlready = () => badRequest([{
  field: 'source_code',
  problems: ['source_code is mapped already with this family, source_unit and qualifier: change that mapping instead'],
}]);

const scheduledAlready = (input: ImportScheduleInput) => badRequest([{
  field: 'site', problems: [`site ${input.site} has a ${input.source} schedule already: change that one instead`],
}]);

/**
 * Writes a request's body to `file` (a new file of the owner's only) and answers its size; past `limit` bytes it stops
 * reading and fails with `tooLarge()`. The request itself is left open, so the refusal can still be answered.
 */
function saveUpload(req: Request, file: string, limit: number, tooLarge: () => Error): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    let size = 0;
    let failed = false;
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      req.unpipe(out);
      req.pause();
      // Settled once the file is closed (its opening may still be under way), so the caller can remove it.
      out.once('close', () => reject(e));
      out.destroy();
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(tooLarge());
    });
    req.on('aborted', () => fail(new Error('the client stopped sending')));
    req.on('error', fail);
    out.on('error', fail);
    out.on('finish', () => {
      if (!failed) resolve(size);
    });
    req.pipe(out);
  });
}

const formatMegabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 1000) / 1000);
