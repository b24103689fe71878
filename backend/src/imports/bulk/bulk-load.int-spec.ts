import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/database';
import { publicTablesState } from '../../../test/database-state';
import { FIXTURE, insertFixtureWorld } from '../../../test/fixtures';
import { dataSourceOptions } from '../../database/data-source-options';
import { type OpenDatabase, startEmbeddedPostgres } from '../../database/embedded-postgres';
import { beginBulkLoad } from './bulk-load';
import type { BulkLoad, BulkLoadOptions, StagedResult } from './bulk-load.types';
import { insertAll, parameterRow } from '../../../test/rows';

// The bulk write path on a real PostgreSQL database (COPY into the staging) and on the embedded PGlite database
// (array INSERTs): what a merge reports and writes, a re-import that changes nothing anywhere, rollups equal to
// rollups computed from scratch, a rollback that leaves nothing, in-file duplicates, and (PostgreSQL) one live
// announcement and one data version per merge.

const DATABASES = [['PostgreSQL', 'postgres'], ['the embedded database', 'embedded']] as const;
/** A second series at the fixture location. */
const STAGE = 9068;

const ROLLUP_TABLES = [
  'result_daily', 'result_hourly', 'result_daily_extremes', 'result_annual', 'location_parameter_summary', 'water_year_normals',
] as const;

/** Rows as COPY text in results' columns (writeCopyText's), in lines of `at`'s spelling. */
function copyText(rows: StagedResult[], at: (r: StagedResult) => string = (r) => r.collect_timestamp): Buffer {
  const field = (v: string | number | boolean | null) => (v === null ? '\\N' : v === true ? 't' : v === false ? 'f' : String(v));
  return Buffer.from(rows.map((r) => [
    r.location_ndx, r.parameter_ndx, at(r), r.data_source_ndx, r.result_kind, r.value, r.nondetect, r.detection_limit,
    r.unit_ndx, r.organization_ndx, r.approval_status,
  ].map(field).join('\t') + '\n').join(''));
}

function row(parameter: number, at: string, value: number | null, extra: Partial<StagedResult> = {}): StagedResult {
  return {
    ref: `${parameter} ${at}`, location_ndx: FIXTURE.location, parameter_ndx: parameter, collect_timestamp: at,
    data_source_ndx: FIXTURE.source, result_kind: 'telemetry', value, nondetect: value === null, detection_limit: null,
    unit_ndx: FIXTURE.unit, organization_ndx: null, approval_status: 'provisional', ...extra,
  };
}

/** Daily values of the second series over 1990-2005 (enough water years for normals), plus 15-minute telemetry. */
function history(): StagedResult[] {
  const rows: StagedResult[] = [];
  for (let t = Date.UTC(1990, 0, 1, 7); t < Date.UTC(2006, 0, 1); t += 86_400_000) {
    const day = (t - Date.UTC(1990, 0, 1)) / 86_400_000;
    rows.push(row(STAGE, new Date(t).toISOString(), 3 + Math.sin(day / 30) * 2 + (day % 7), { result_kind: 'daily', approval_status: 'approved' }));
  }
  for (let i = 0; i < 3 * 96; i++) {
    rows.push(row(FIXTURE.parameter, new Date(Date.UTC(2024, 10, 2, 4) + i * 900_000).toISOString(), 100 + (i % 13) * 1.5));
  }
  rows.push(row(FIXTURE.parameter, '2024-11-05T18:00:00Z', null, { result_kind: 'sample', detection_limit: 0.5 }));
  return rows;
}

/** 2,500 daily values of the second series, in time order. */
const DAILY_ROWS = history().filter((r) => r.result_kind === 'daily').slice(0, 2500);

describe.each(DATABASES)('the bulk write path on %s', (_name, mode) => {
  let scratch: ScratchDatabase | undefined;
  let embedded: OpenDatabase | undefined;
  let dataDir: string | undefined;
  let ds: DataSource;

  /** Runs `work` on a bulk load in a transaction of its own, committed unless `rollback`. */
  async function load<T>(work: (bulk: BulkLoad, runner: QueryRunner) => Promise<T>, options?: BulkLoadOptions & { rollback?: boolean }): Promise<T> {
    const runner = ds.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const answer = await work(await beginBulkLoad(runner, options), runner);
      await (options?.rollback ? runner.rollbackTransaction() : runner.commitTransaction());
      return answer;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
  /** Writes `of` 700 rows at a time, as a stream's batches arrive. */
  const writeInSlices = (bulk: BulkLoad, of: StagedResult[]) => of.reduce(
    (done, _, i) => (i % 700 ? done : done.then(() => bulk.write(of.slice(i, i + 700)))), Promise.resolve());
  const loadRows = (rows: StagedResult[], options?: BulkLoadOptions) => load(async (bulk) => {
    await bulk.write(rows);
    return bulk.merge();
  }, options);

  const rollupsState = async () => {
    const state = await publicTablesState(ds);
    return Object.fromEntries(['results', ...ROLLUP_TABLES].map((t) => [t, state[t]]));
  };
  /** The rollups equal `state` once every rollup is computed again from scratch from what results holds. */
  const expectRollupsAsFromScratch = async (state: Awaited<ReturnType<typeof rollupsState>>) => {
    await ds.query(`TRUNCATE ${ROLLUP_TABLES.join(', ')}`);
    await ds.query(`SELECT refresh_result_rollups(ARRAY(
                      SELECT DISTINCT ROW(location_ndx, parameter_ndx, local_date(collect_timestamp))::result_rollup_key FROM results))`);
    expect(await rollupsState()).toEqual(state);
  };
  /** results holds `rows` rows, and the rollups equal rollups computed from scratch. */
  const expectAllRolledUp = async (rows: number) => {
    const state = await rollupsState();
    expect(state.results.rows).toBe(rows);
    await expectRollupsAsFromScratch(state);
  };
  /** DAILY_ROWS in two writes and then `extra`, merged: the keys the load finds written twice (rolled back). */
  const duplicatesAfterMerging = (extra: StagedResult[], options: BulkLoadOptions) => load(async (bulk) => {
    await bulk.write(DAILY_ROWS.slice(0, 1200));
    await bulk.write([...DAILY_ROWS.slice(1200), ...extra]);
    await bulk.merge();
    return bulk.duplicates(10);
  }, { ...options, rollback: true });
  const dataVersion = async () => Number((await ds.query(`SELECT last_value FROM data_change_seq`))[0].last_value);

  beforeAll(async () => {
    let url: string;
    if (mode === 'postgres') {
      scratch = await createScratchDatabase('portal_bulk_load');
      url = scratch.url;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bulk-load-'));
      embedded = await startEmbeddedPostgres(dataDir);
      url = embedded.url;
    }
    ds = new DataSource(dataSourceOptions(url, mode === 'postgres' ? 4 : 1));
    await ds.initialize();
    if (mode === 'postgres') await ds.query(`CREATE EXTENSION IF NOT EXISTS postgis`);
    await ds.runMigrations({ transaction: 'each' });
    await insertFixtureWorld(ds);
    await insertAll(ds, [parameterRow({ ndx: STAGE, name: 'Fixture Stage', abbrev: 'S', displayName: 'Stage', unit: FIXTURE.unit })]);
  }, 300_000);

  afterAll(async () => {
    await ds?.destroy();
    await scratch?.drop();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await ds.query(`DELETE FROM results`);
  });

  it('inserts new keys, corrects a re-sent value and leaves an identical one alone, counting each', async () => {
    const first = [row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 1), row(FIXTURE.parameter, '2024-07-01T18:15:00Z', 2),
      row(FIXTURE.parameter, '2024-07-02T18:00:00Z', 3)];
    expect(await loadRows(first)).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    const second = [first[0], { ...first[1], value: 2.5 }, first[2], row(FIXTURE.parameter, '2024-07-03T18:00:00Z', 4)];
    expect(await loadRows(second)).toEqual({ inserted: 1, updated: 1, unchanged: 2 });
    expect(await ds.query(`SELECT value FROM results ORDER BY collect_timestamp`)).toEqual([{ value: 1 }, { value: 2.5 }, { value: 3 }, { value: 4 }]);
    // The daily rollup follows the corrected value.
    expect(await ds.query(`SELECT to_char(collect_date, 'YYYY-MM-DD') AS day, value_avg FROM result_daily ORDER BY 1`)).toEqual([
      { day: '2024-07-01', value_avg: 1.75 }, { day: '2024-07-02', value_avg: 3 }, { day: '2024-07-03', value_avg: 4 },
    ]);
    // A change of a column other than the value (approval) is a correction too.
    expect(await loadRows([{ ...first[0], approval_status: 'approved' }])).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    // Appending to a record keeps what is stored.
    expect(await loadRows([{ ...first[0], value: 99 }, row(FIXTURE.parameter, '2024-07-04T18:00:00Z', 5)], { keepStored: true }))
      .toEqual({ inserted: 1, updated: 0, unchanged: 1 });
    expect(await ds.query(`SELECT value FROM results WHERE collect_timestamp = '2024-07-01T18:00:00Z'`)).toEqual([{ value: 1 }]);
  });

  it('keeps each hour\'s and each day\'s lowest and highest reading at the earliest of their instants', async () => {
    // Three local hours of 2 November 2024 (MDT, 6 hours behind UTC), each with tied lows or highs.
    const hours = [[5, 3, 3, 9], [7, 7, 1, 1], [9, 2, 4, 9]];
    const at = (hour: number, quarter: number) => new Date(Date.UTC(2024, 10, 2, 6 + hour, quarter * 15)).toISOString();
    await loadRows(hours.flatMap((values, h) => values.map((v, q) => row(FIXTURE.parameter, at(h, q), v))));
    const iso = (t: Date) => t.toISOString();
    const hourly = await ds.query(`SELECT value_min, value_min_at, value_max, value_max_at FROM result_hourly ORDER BY hour_start`);
    expect(hourly.map((h: { value_min_at: Date; value_max_at: Date }) => ({ ...h, value_min_at: iso(h.value_min_at), value_max_at: iso(h.value_max_at) }))).toEqual([
      { value_min: 3, value_min_at: at(0, 1), value_max: 9, value_max_at: at(0, 3) },
      { value_min: 1, value_min_at: at(1, 2), value_max: 7, value_max_at: at(1, 0) },
      { value_min: 2, value_min_at: at(2, 1), value_max: 9, value_max_at: at(2, 0) },
    ]);
    const [day] = await ds.query(`SELECT value_min, value_min_at, value_max, value_max_at FROM result_daily_extremes`);
    expect({ ...day, value_min_at: iso(day.value_min_at), value_max_at: iso(day.value_max_at) })
      .toEqual({ value_min: 1, value_min_at: at(1, 2), value_max: 9, value_max_at: at(0, 3) });
  });

  it('classifies keys before, inside and after a series\' stored span in one merge', async () => {
    const at = (day: number) => `2024-07-${String(day).padStart(2, '0')}T18:00:00Z`;
    await loadRows([row(FIXTURE.parameter, at(10), 10), row(FIXTURE.parameter, at(12), 12), row(FIXTURE.parameter, at(14), 14)]);
    // Before the first, a gap inside, a correction inside, an equal row at each end, after the last, and a series
    // with nothing stored yet.
    expect(await loadRows([
      row(FIXTURE.parameter, at(9), 9), row(FIXTURE.parameter, at(10), 10), row(FIXTURE.parameter, at(11), 11),
      row(FIXTURE.parameter, at(12), 12.5), row(FIXTURE.parameter, at(14), 14), row(FIXTURE.parameter, at(15), 15),
      row(STAGE, at(12), 3),
    ])).toEqual({ inserted: 4, updated: 1, unchanged: 2 });
    expect(await ds.query(`SELECT parameter_ndx, value FROM results ORDER BY parameter_ndx, collect_timestamp`)).toEqual([
      ...[9, 10, 11, 12.5, 14, 15].map((value) => ({ parameter_ndx: FIXTURE.parameter, value })), { parameter_ndx: STAGE, value: 3 },
    ]);
  });

  it('goes on staging while a merge runs, each merge taking the rows written before it', async () => {
    const rows = history();
    const [first, second] = await load(async (bulk) => {
      await bulk.write(rows.slice(0, 3000));
      const merging = bulk.merge();
      expect(bulk.staged).toBe(0);
      await bulk.write(rows.slice(2000));
      return [await merging, await bulk.merge()];
    });
    expect(first).toEqual({ inserted: 3000, updated: 0, unchanged: 0 });
    expect(second).toEqual({ inserted: rows.length - 3000, updated: 0, unchanged: 1000 });
    expect(await ds.query(`SELECT count(*)::int AS n FROM results`)).toEqual([{ n: rows.length }]);
  }, 120_000);

  it('fails the load at its next step when rows it queued cannot be stored, and writes nothing', async () => {
    await loadRows([row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 1)]);
    const before = await publicTablesState(ds);
    await expect(load(async (bulk) => {
      await bulk.write([row(FIXTURE.parameter, '2024-07-02T18:00:00Z', 2), row(FIXTURE.parameter, 'not a time', 3)]);
      return bulk.merge();
    })).rejects.toThrow(/not a time/);
    expect(await publicTablesState(ds)).toEqual(before);
  });

  it('starts each local hour where the America/Denver clock does, across both daylight-saving changes and 1883', async () => {
    const differ = await ds.query(`
      SELECT t FROM (SELECT generate_series(timestamptz '1883-11-18T12:00Z', '1883-11-19T12:00Z', interval '7 minutes')
                     UNION ALL SELECT generate_series(timestamptz '2024-03-09T00:00Z', '2024-03-12T00:00Z', interval '7 minutes')
                     UNION ALL SELECT generate_series(timestamptz '2024-11-02T00:00Z', '2024-11-05T00:00Z', interval '7 minutes')) s(t)
       WHERE local_hour_start(t) IS DISTINCT FROM date_trunc('hour', t, 'America/Denver')`);
    expect(differ).toEqual([]);
  });

  it('changes nothing anywhere when the same rows are imported again', async () => {
    const rows = history();
    expect(await loadRows(rows)).toEqual({ inserted: rows.length, updated: 0, unchanged: 0 });
    const before = await publicTablesState(ds);
    const version = await dataVersion();
    expect(await loadRows(rows)).toEqual({ inserted: 0, updated: 0, unchanged: rows.length });
    expect(await publicTablesState(ds)).toEqual(before);
    expect(await dataVersion()).toBe(version);
  }, 120_000);

  it('leaves rollups equal to rollups computed from scratch from results', async () => {
    const rows = history();
    // In two loads, the second correcting some of the first's values, so the rollups see inserts and updates, and
    // adding readings to days of telemetry the first load began (every other reading), so they see days that held
    // stored results beside days that are all new.
    const telemetry = rows.filter((r) => r.result_kind === 'telemetry');
    const others = rows.filter((r) => r.result_kind !== 'telemetry');
    await loadRows([...others.slice(0, 4000), ...telemetry.filter((_, i) => i % 2 === 0 && i < 200)]);
    await loadRows([
      ...others.slice(3000, 4000).map((r) => ({ ...r, value: (r.value ?? 0) + 1 })), ...others.slice(4000),
      ...telemetry.filter((_, i) => i % 2 === 1 || i >= 200),
    ]);
    const bulk = await rollupsState();
    expect(bulk.water_year_normals.rows).toBeGreaterThan(300);
    expect(bulk.result_hourly.rows).toBe(72);
    await expectRollupsAsFromScratch(bulk);
  }, 120_000);

  it('leaves nothing when its transaction is rolled back', async () => {
    await loadRows([row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 1)]);
    const before = await publicTablesState(ds);
    const counts = await load(async (bulk) => {
      await bulk.write(history());
      return bulk.merge();
    }, { rollback: true });
    expect(counts.inserted).toBe(history().length);
    // (The data version, a sequence, may have advanced: that only makes the answer caches read again.)
    expect(await publicTablesState(ds)).toEqual(before);
  }, 120_000);

  it('finds keys staged twice, naming their rows, and writes such a key once with its last row', async () => {
    const a = row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 1, { ref: 'line 2' });
    const b = row(FIXTURE.parameter, '2024-07-01T18:15:00Z', 2, { ref: 'line 3' });
    const counts = await load(async (bulk) => {
      await bulk.write([a, b]);
      await bulk.write([{ ...a, ref: 'line\t"4"', value: 7 }, row(STAGE, a.collect_timestamp, 1, { ref: 'line 5' })]);
      expect(bulk.staged).toBe(4);
      expect(await bulk.duplicates(10)).toEqual([
        { refs: ['line 2', 'line\t"4"'], location_ndx: FIXTURE.location, parameter_ndx: FIXTURE.parameter, collect_timestamp: '2024-07-01T18:00:00.000Z' },
      ]);
      expect(await bulk.duplicates(0)).toEqual([]);
      return bulk.merge();
    });
    expect(counts).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(await ds.query(`SELECT parameter_ndx, value FROM results ORDER BY parameter_ndx, collect_timestamp`))
      .toEqual([{ parameter_ndx: FIXTURE.parameter, value: 7 }, { parameter_ndx: FIXTURE.parameter, value: 2 }, { parameter_ndx: STAGE, value: 1 }]);
  });

  it('merges on its own every mergeEvery rows while the caller writes on, and its merge counts them all and rolls them up', async () => {
    const rows = history();
    const first = await load(async (bulk) => {
      await writeInSlices(bulk, rows.slice(0, 4000));
      expect(bulk.staged).toBe(4000);
      return bulk.merge();
    }, { mergeEvery: 1000 });
    expect(first).toEqual({ inserted: 4000, updated: 0, unchanged: 0 });
    // Then the rest, with a quarter of the first rows sent again and a tenth of those corrected.
    const again = rows.slice(3000, 4000).map((r, i) => (i % 10 ? r : { ...r, value: (r.value ?? 0) + 1 }));
    const second = await load(async (bulk) => {
      await writeInSlices(bulk, [...again, ...rows.slice(4000)]);
      return bulk.merge();
    }, { mergeEvery: 1000 });
    expect(second).toEqual({ inserted: rows.length - 4000, updated: 100, unchanged: 900 });
    await expectAllRolledUp(rows.length);
  }, 120_000);

  it('with keepStaged finds, after its merges, a key written twice on either side of them or within one', async () => {
    const rows = DAILY_ROWS;
    const duplicates = (extra: StagedResult[]) => duplicatesAfterMerging(extra, { mergeEvery: 1000, keepStaged: true });
    const key = (r: StagedResult) => ({
      location_ndx: FIXTURE.location, parameter_ndx: STAGE, collect_timestamp: new Date(r.collect_timestamp).toISOString(),
    });
    // The two lines in different merges (their spans of the series overlap), then both in the second one.
    expect(await duplicates([{ ...rows[10], ref: 'line 9999', value: 42 }]))
      .toEqual([{ refs: [rows[10].ref, 'line 9999'], ...key(rows[10]) }]);
    expect(await duplicates([{ ...rows[2000], ref: 'line 9998' }]))
      .toEqual([{ refs: [rows[2000].ref, 'line 9998'], ...key(rows[2000]) }]);
    expect(await duplicates([])).toEqual([]);
  }, 120_000);

  it('drops the merges it has queued when abandoned, so the rollback that follows leaves nothing', async () => {
    await loadRows([row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 1)]);
    const before = await publicTablesState(ds);
    await load(async (bulk) => {
      for (let i = 0; i < 5; i += 1) await bulk.write(history().slice(i * 1000, (i + 1) * 1000));
      await bulk.abandon();
      await expect(bulk.write(history().slice(0, 1))).rejects.toThrow(/abandoned/);
      await expect(bulk.merge()).rejects.toThrow(/abandoned/);
    }, { mergeEvery: 1000, rollback: true });
    expect(await publicTablesState(ds)).toEqual(before);
  }, 120_000);

  it('refuses rows that refer to a location that does not exist, naming it, and writes nothing', async () => {
    await loadRows([row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 1)]);
    const before = await publicTablesState(ds);
    await expect(loadRows([row(FIXTURE.parameter, '2024-07-02T18:00:00Z', 1), { ...row(FIXTURE.parameter, '2024-07-03T18:00:00Z', 1), location_ndx: 424242 }]))
      .rejects.toMatchObject({ code: '23503', detail: 'Key (location_ndx)=(424242) is not present in table "locations".' });
    expect(await publicTablesState(ds)).toEqual(before);
  });

  it('stages the rows of a SELECT', async () => {
    const counts = await load(async (bulk) => {
      await bulk.writeSelect(
        `SELECT NULL, $1::int, $2::int, t, $3::int, 'telemetry', 1.5, false, NULL::float8, $4::int, NULL::int, 'provisional'
           FROM generate_series('2024-01-01T00:00Z'::timestamptz, '2024-01-01T23:45Z', interval '15 minutes') t`,
        [FIXTURE.location, FIXTURE.parameter, FIXTURE.source, FIXTURE.unit],
      );
      expect(bulk.staged).toBe(96);
      return bulk.merge();
    });
    expect(counts).toEqual({ inserted: 96, updated: 0, unchanged: 0 });
    expect(await ds.query(`SELECT result_count::int FROM location_parameter_summary`)).toEqual([{ result_count: 96 }]);
  });

  it('stages rows given as COPY text in whole lines (PostgreSQL), and says the embedded database cannot', async () => {
    const line = (at: string, value: string) =>
      `${FIXTURE.location}\t${FIXTURE.parameter}\t${at}\t${FIXTURE.source}\ttelemetry\t${value}\tf\t\\N\t${FIXTURE.unit}\t\\N\tprovisional\n`;
    const text = Buffer.from(line('2024-03-01 00:15:00-07', '1.25') + line('2024-03-01T07:30:00Z', '-0.5'));
    const outcome = await load(async (bulk) => {
      if (mode === 'embedded') {
        await expect(bulk.writeCopyText(text)).rejects.toThrow(/embedded database cannot take COPY/);
        return undefined;
      }
      await expect(bulk.writeCopyText(text.subarray(0, text.length - 1))).rejects.toThrow(/must end at the end of a line/);
      expect(bulk.staged).toBe(0);
      await bulk.writeCopyText(text);
      expect(bulk.staged).toBe(2);
      return bulk.merge();
    });
    if (mode === 'embedded') {
      expect(outcome).toBeUndefined();
      return;
    }
    expect(outcome).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(await ds.query(`SELECT to_char(collect_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at, value FROM results ORDER BY 1`)).toEqual([
      { at: '2024-03-01T07:15', value: 1.25 },
      { at: '2024-03-01T07:30', value: -0.5 },
    ]);
  });

  it('keeps other writers correct through the triggers', async () => {
    await loadRows(history());
    await ds.query(`DELETE FROM results WHERE collect_timestamp >= '1995-01-01' AND collect_timestamp < '1996-01-01'`);
    await ds.query(`UPDATE results SET value = value * 2 WHERE collect_timestamp >= '1998-03-01' AND collect_timestamp < '1998-04-01'`);
    const written = await rollupsState();
    await ds.query(`TRUNCATE ${ROLLUP_TABLES.join(', ')}`);
    await ds.query(`SELECT refresh_result_rollups(ARRAY(
                      SELECT DISTINCT ROW(location_ndx, parameter_ndx, local_date(collect_timestamp))::result_rollup_key FROM results))`);
    expect(await rollupsState()).toEqual(written);
  }, 120_000);

  // What results refer to is checked once per statement for every writer (not per row, as foreign keys did): the same
  // refusals, code and messages as the former foreign keys, and a location deleted takes its results with it.
  it('refuses a plain write that refers to what does not exist, and deleting or renumbering what results refer to', async () => {
    const insert = (location: number, parameter: number, unit: number, organization: number | null) => ds.query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx, organization_ndx)
       VALUES ($1, $2, '2024-07-01T18:00:00Z', $3, 'sample', 1, $4, $5)`,
      [location, parameter, FIXTURE.source, unit, organization],
    );
    await expect(insert(424242, FIXTURE.parameter, FIXTURE.unit, null)).rejects.toMatchObject({
      code: '23503', constraint: 'results_location_ndx_fkey', detail: 'Key (location_ndx)=(424242) is not present in table "locations".',
    });
    await expect(insert(FIXTURE.location, 77, FIXTURE.unit, null)).rejects.toMatchObject({ code: '23503', constraint: 'results_parameter_ndx_fkey' });
    await expect(insert(FIXTURE.location, FIXTURE.parameter, 77, null)).rejects.toMatchObject({ code: '23503', constraint: 'results_unit_ndx_fkey' });
    await expect(insert(FIXTURE.location, FIXTURE.parameter, FIXTURE.unit, 77)).rejects.toMatchObject({ code: '23503', constraint: 'results_organization_ndx_fkey' });
    expect(await ds.query(`SELECT count(*)::int AS n FROM results`)).toEqual([{ n: 0 }]);

    await insert(FIXTURE.location, FIXTURE.parameter, FIXTURE.unit, null);
    await expect(ds.query(`UPDATE results SET unit_ndx = 77`)).rejects.toMatchObject({ code: '23503', constraint: 'results_unit_ndx_fkey' });
    await expect(ds.query(`DELETE FROM data_sources WHERE data_source_ndx = $1`, [FIXTURE.source])).rejects.toMatchObject({
      code: '23503', detail: `Key (data_source_ndx)=(${FIXTURE.source}) is still referenced from table "results".`,
    });
    await expect(ds.query(`UPDATE parameters SET parameter_ndx = 77 WHERE parameter_ndx = $1`, [FIXTURE.parameter]))
      .rejects.toMatchObject({ code: '23503', constraint: 'results_parameter_ndx_fkey' });
    // A change that keeps the key is no renumbering.
    await ds.query(`UPDATE parameters SET parameter_name = parameter_name WHERE parameter_ndx = $1`, [FIXTURE.parameter]);
  });

  it('deletes a location with its results and their rollups', async () => {
    await ds.query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (9002, 'FIX-2', 'Gone Creek', 901)`);
    await loadRows([{ ...row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 1), location_ndx: 9002 }, row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 2)]);
    await ds.query(`DELETE FROM locations WHERE location_ndx = 9002`);
    expect(await ds.query(`SELECT location_ndx, value FROM results`)).toEqual([{ location_ndx: FIXTURE.location, value: 2 }]);
    expect(await ds.query(`SELECT location_ndx FROM result_daily`)).toEqual([{ location_ndx: FIXTURE.location }]);
  });

  describe('with direct parts', () => {
    const DIRECT: BulkLoadOptions = { mergeEvery: 1000, keepStaged: true, direct: true };
    /** Rows the load's transaction put into its staging tables (none while every part went straight into results). */
    const stagedRows = async (runner: QueryRunner) => Number((await runner.query(
      `SELECT coalesce(sum(n_tup_ins), 0) AS n FROM pg_stat_xact_all_tables WHERE relname LIKE 'bulk_staging%'`))[0].n);
    const key = (r: StagedResult) => ({
      location_ndx: r.location_ndx, parameter_ndx: r.parameter_ndx, collect_timestamp: new Date(r.collect_timestamp).toISOString(),
    });

    it('writes new keys without staging them, and its rollups, data version and announcement are the merge\'s', async () => {
      const rows = history();
      const version = await dataVersion();
      const { counts, staged } = await load(async (bulk, runner) => {
        await writeInSlices(bulk, rows);
        const merged = await bulk.merge();
        expect(await bulk.duplicates(10)).toEqual([]);
        return { counts: merged, staged: await stagedRows(runner) };
      }, DIRECT);
      expect(counts).toEqual({ inserted: rows.length, updated: 0, unchanged: 0 });
      // The embedded database has no COPY FROM STDIN: it stages as always.
      expect(staged).toBe(mode === 'postgres' ? 0 : rows.length);
      expect(await dataVersion()).toBe(version + 1);
      // Each part's days are rolled up as it is written. Its parts are 1,000 rows, so the 15-minute day of 2024-11-03
      // is split between the last two: its rollups must be those of both parts' rows, not of the first part's.
      const state = await rollupsState();
      expect(state.water_year_normals.rows).toBeGreaterThan(300);
      await expectRollupsAsFromScratch(state);
    }, 120_000);

    it('stages from the first part that meets a stored key: a re-import changes nothing, a correction is counted', async () => {
      const rows = history();
      await loadRows(rows.slice(0, 4000), DIRECT);
      const before = await publicTablesState(ds);
      const version = await dataVersion();
      expect(await load(async (bulk) => {
        await writeInSlices(bulk, rows.slice(0, 4000));
        return bulk.merge();
      }, DIRECT)).toEqual({ inserted: 0, updated: 0, unchanged: 4000 });
      expect(await publicTablesState(ds)).toEqual(before);
      expect(await dataVersion()).toBe(version);
      // New rows first (straight in), then a quarter of the stored ones again with a tenth of those corrected.
      const again = rows.slice(3000, 4000).map((r, i) => (i % 10 ? r : { ...r, value: (r.value ?? 0) + 1 }));
      expect(await load(async (bulk) => {
        await writeInSlices(bulk, [...rows.slice(4000), ...again]);
        return bulk.merge();
      }, DIRECT)).toEqual({ inserted: rows.length - 4000, updated: 100, unchanged: 900 });
      await expectAllRolledUp(rows.length);
    }, 120_000);

    it('finds a key written twice in one part or across parts, naming the rows it kept', async () => {
      const rows = DAILY_ROWS;
      const duplicates = (extra: StagedResult[]) => duplicatesAfterMerging(extra, DIRECT);
      // The first in a part written straight into results (its ref is not kept), the second in the last part.
      expect(await duplicates([{ ...rows[10], ref: 'line 9999', value: 42 }]))
        .toEqual([{ refs: [mode === 'postgres' ? null : rows[10].ref, 'line 9999'], ...key(rows[10]) }]);
      // Both in the last part: it is staged whole, so both rows are named.
      expect(await duplicates([{ ...rows[2000], ref: 'line 9998' }]))
        .toEqual([{ refs: [rows[2000].ref, 'line 9998'], ...key(rows[2000]) }]);
      expect(await duplicates([])).toEqual([]);
    }, 120_000);

    it('stages a part that fills a gap between stored rows, and sees no key twice there', async () => {
      const rows = history().filter((r) => r.result_kind === 'daily').slice(0, 3000);
      await loadRows(rows.filter((_, i) => i % 2 === 0), DIRECT);
      const { counts, found, staged } = await load(async (bulk, runner) => {
        await writeInSlices(bulk, rows.filter((_, i) => i % 2 === 1));
        const merged = await bulk.merge();
        return { counts: merged, found: await bulk.duplicates(10), staged: await stagedRows(runner) };
      }, DIRECT);
      expect(counts).toEqual({ inserted: 1500, updated: 0, unchanged: 0 });
      expect(found).toEqual([]);
      expect(staged).toBe(1500);
      await expectRollupsAsFromScratch(await rollupsState());
    }, 120_000);

    if (mode === 'postgres') {
      /** `rows` as COPY text, 700 lines at a time, as the seed's generator hands them on. */
      const writeTextInSlices = (bulk: BulkLoad, rows: StagedResult[], at?: (r: StagedResult) => string) => rows.reduce(
        (done, _, i) => (i % 700 ? done : done.then(() => bulk.writeCopyText(copyText(rows.slice(i, i + 700), at)))), Promise.resolve());

      it('writes COPY text straight into results too; its re-import changes nothing', async () => {
        const rows = history();
        // PostgreSQL's own output spelling of an instant, as the seed's generator hands it on, for half the rows.
        const spelling = (r: StagedResult) => (r.parameter_ndx === STAGE ? r.collect_timestamp : r.collect_timestamp.replace('T', ' ').replace('Z', '+00'));
        const { counts, staged, found } = await load(async (bulk, runner) => {
          await writeTextInSlices(bulk, rows, spelling);
          expect(bulk.staged).toBe(rows.length);
          const merged = await bulk.merge();
          return { counts: merged, staged: await stagedRows(runner), found: await bulk.duplicates(10) };
        }, DIRECT);
        expect(counts).toEqual({ inserted: rows.length, updated: 0, unchanged: 0 });
        expect(staged).toBe(0);
        expect(found).toEqual([]);
        const state = await rollupsState();
        await expectRollupsAsFromScratch(state);
        const before = await publicTablesState(ds);
        expect(await load(async (bulk) => {
          await writeTextInSlices(bulk, rows);
          return bulk.merge();
        }, DIRECT)).toEqual({ inserted: 0, updated: 0, unchanged: rows.length });
        expect(await publicTablesState(ds)).toEqual(before);
      }, 120_000);

      it('names a key written twice by COPY text, though its rows have no refs', async () => {
        const twice = { ...DAILY_ROWS[10], value: 42 };
        expect(await load(async (bulk) => {
          await writeTextInSlices(bulk, [...DAILY_ROWS, twice]);
          await bulk.merge();
          return bulk.duplicates(10);
        }, { ...DIRECT, rollback: true })).toEqual([{ refs: [null, null], ...key(twice) }]);
      }, 120_000);

      it('stages COPY text whose references are not plain integers, and checks them as the database reads them', async () => {
        const rows = DAILY_ROWS.slice(0, 50);
        // COPY reads ' 901' as 901; the load does not, so it cannot check the part before writing it.
        const spaced = (text: Buffer) => Buffer.from(text.toString().replace(/^(\d+)\t/gm, ' $1\t'));
        const { counts, staged } = await load(async (bulk, runner) => {
          await bulk.writeCopyText(spaced(copyText(rows)));
          return { counts: await bulk.merge(), staged: await stagedRows(runner) };
        }, DIRECT);
        expect(counts).toEqual({ inserted: 50, updated: 0, unchanged: 0 });
        expect(staged).toBe(50);
        const before = await publicTablesState(ds);
        const elsewhere = DAILY_ROWS.slice(100, 110).map((r) => ({ ...r, location_ndx: 424242 }));
        for (const text of [copyText(elsewhere), spaced(copyText(elsewhere))]) {
          await expect(load(async (bulk) => {
            await bulk.writeCopyText(text);
            return bulk.merge();
          }, DIRECT)).rejects.toMatchObject({ code: '23503', detail: 'Key (location_ndx)=(424242) is not present in table "locations".' });
        }
        expect(await publicTablesState(ds)).toEqual(before);
      }, 120_000);
    }

    it('refuses rows that refer to a location that does not exist, naming it, and writes nothing', async () => {
      await loadRows([row(FIXTURE.parameter, '2024-07-01T18:00:00Z', 1)]);
      const before = await publicTablesState(ds);
      await expect(loadRows([row(FIXTURE.parameter, '2024-07-02T18:00:00Z', 1), { ...row(FIXTURE.parameter, '2024-07-03T18:00:00Z', 1), location_ndx: 424242 }], DIRECT))
        .rejects.toMatchObject({ code: '23503', detail: 'Key (location_ndx)=(424242) is not present in table "locations".' });
      expect(await publicTablesState(ds)).toEqual(before);
    });
  });

  if (mode === 'postgres') {
    it('announces the changed series once and advances the data version once per merge', async () => {
      const listener = new Client({ connectionString: (scratch as ScratchDatabase).url });
      await listener.connect();
      const payloads: string[] = [];
      listener.on('notification', (n) => payloads.push(n.payload ?? ''));
      await listener.query('LISTEN series_changed');
      try {
        const version = await dataVersion();
        await loadRows(history());
        expect(await dataVersion()).toBe(version + 1);
        await new Promise((r) => setTimeout(r, 300));
        expect(payloads.map((p) => JSON.parse(p))).toEqual([[
          { location_ndx: FIXTURE.location, parameter_ndx: FIXTURE.parameter, last_timestamp: '2024-11-05T18:00:00+00:00' },
          { location_ndx: FIXTURE.location, parameter_ndx: STAGE, last_timestamp: '2005-12-31T07:00:00+00:00' },
        ]]);
      } finally {
        await listener.end();
      }
    }, 120_000);
  }
});
