import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IngestTelemetryAnswer } from '@portal/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isValid, parseISO } from 'date-fns';
import { DataSource } from 'typeorm';
import { badRequest, type FieldProblems } from '../common/validation';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { transactionRetryingOnce } from '../database/conflict-retry';
import { SeriesChanges, seriesOf } from '../live/series-changes';
import { type IngestTelemetryDto, IngestTelemetryRowDto } from './ingest.dto';
import {
  checkRowsQuery, findLoggerQuery, lockSeriesQuery, type LoggerCredential, postIngestTelemetryQuery, type RowCheck, type TelemetryRow,
} from './ingest.queries';
import { loggerKeyDigest, loggerKeyOf } from './logger-keys';

/** A logger clock may run a little ahead; a reading further in the future than this is a wrong clock or a wrong zone. */
const MAX_CLOCK_AHEAD_MS = 60 * 60_000;

/**
 * Data-logger batches: each is checked whole (every bad row is named with its reason) and then written in one
 * transaction, or not at all. Re-sending a batch changes nothing, so a logger can always retry after a timeout.
 */
@Injectable()
export class IngestService {
  /** Readings before this instant are refused. */
  private readonly earliest: Date;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: SeriesChanges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.earliest = new Date(`${config.ingestEarliestDate}T00:00:00Z`);
  }

  /** The logger an `Authorization: Bearer <key>` header names (a key that is known and not revoked). */
  async authenticate(authorization: string | undefined): Promise<LoggerCredential | undefined> {
    const key = loggerKeyOf(authorization);
    return key ? findLoggerQuery(this.dataSource.manager, loggerKeyDigest(key)) : undefined;
  }

  async postIngestTelemetry(logger: LoggerCredential, body: IngestTelemetryDto): Promise<IngestTelemetryAnswer> {
    const { rows, problems } = this.checkInBatch(logger, body);
    const checks = await checkRowsQuery(this.dataSource.manager, rows);
    for (const check of checks) {
      const at = (field: string, problem: string) => problems.push({ field: `rows.${check.i}.${field}`, problems: [problem] });
      if (!check.location_known) at('location_ndx', 'no location has this location_ndx');
      else if (!check.has_source) at('location_ndx', 'the location has no data source to file readings under');
      if (!check.parameter_known) at('parameter_ndx', 'no parameter has this parameter_ndx');
      else if (!check.plausible) at('value', `is outside the plausible range of ${check.parameter_name} (${rangeText(check)})`);
    }
    if (problems.length) throw badRequest(problems.sort((a, b) => compareFields(a.field, b.field)));

    // Concurrent batches of the same series wait for each other (lockSeriesQuery); a batch that still loses a
    // race to another writer runs once more.
    const counts = await transactionRetryingOnce(this.dataSource, async (db) => {
      await lockSeriesQuery(db, rows);
      return postIngestTelemetryQuery(db, rows);
    });
    if (counts.inserted + counts.updated > 0) await this.changes.announce(seriesOf(rows));
    return { ...counts, unchanged: rows.length - counts.inserted - counts.updated };
  }

  /**
   * The checks that need no database: values and real instants it can hold, neither in the future nor before the
   * earliest date, allowed locations, no reading twice.
   */
  private checkInBatch(logger: LoggerCredential, body: IngestTelemetryDto): { rows: TelemetryRow[]; problems: FieldProblems } {
    const problems: FieldProblems = [];
    const seen = new Map<string, number>();
    const latest = Date.now() + MAX_CLOCK_AHEAD_MS;
    const rows = body.rows.flatMap((raw, i): TelemetryRow[] => {
      const row = plainToInstance(IngestTelemetryRowDto, raw);
      const format = validateSync(row, { whitelist: true, forbidNonWhitelisted: true });
      for (const error of format) problems.push({ field: `rows.${i}.${error.property}`, problems: Object.values(error.constraints ?? {}) });
      if (format.length) return [];
      const instant = parseISO(row.collect_timestamp);
      const at = (field: string, problem: string) => problems.push({ field: `rows.${i}.${field}`, problems: [problem] });
      if (!isValid(instant)) at('collect_timestamp', 'is not a real date and time');
      else if (instant < this.earliest) at('collect_timestamp', `is before ${this.config.ingestEarliestDate}, the earliest date this portal accepts`);
      else if (instant.getTime() > latest) at('collect_timestamp', 'is in the future (check the logger clock and its UTC offset)');
      if (logger.allowed_location_ndx && !logger.allowed_location_ndx.includes(row.location_ndx)) {
        at('location_ndx', 'this logger may not write readings for this location');
      }
      const key = `${row.location_ndx}:${row.parameter_ndx}:${isValid(instant) ? instant.getTime() : row.collect_timestamp}`;
      const first = seen.get(key);
      if (first !== undefined) at('collect_timestamp', `repeats row ${first} (same location, parameter and instant)`);
      else seen.set(key, i);
      return [{
        i, location_ndx: row.location_ndx, parameter_ndx: row.parameter_ndx, value: row.value,
        collect_timestamp: isValid(instant) ? instant.toISOString() : row.collect_timestamp,
      }];
    });
    return { rows, problems };
  }
}

/** "0 to 500", "at least 0" or "at most 500". */
function rangeText({ plausible_min: min, plausible_max: max }: RowCheck): string {
  if (min !== null && max !== null) return `${min} to ${max}`;
  return min !== null ? `at least ${min}` : `at most ${max}`;
}

/** rows.2.value before rows.10.location_ndx: by row number, then field. */
function compareFields(a: string, b: string): number {
  const row = (f: string) => Number(/^rows\.(\d+)/.exec(f)?.[1] ?? -1);
  return row(a) - row(b) || a.localeCompare(b);
}
