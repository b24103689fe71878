import request from 'supertest';
import type { App } from 'supertest/types';
import type { TemperatureProfileLocation, TemperatureProfileRow } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { insertAll, locationTypeRow, parameterRow, unitRow } from '../../test/rows';

// Temperature profiles on a real PostgreSQL database: daily means over America/Denver days (the 23-hour
// spring-forward day included), hourly buckets, a gap that stays a gap, the refusals, and who may call.

const BUOY = 9701;
const NO_PROFILES = 9702;
const SURFACE_FT = 7000;
const DEPTHS = [0, 10];
const HOUR_MS = 3_600_000;

/** Readings every 30 minutes from 2024-03-09T05:00Z to 2024-03-11T09:00Z, except in the two gap hours. */
const FIRST = Date.parse('2024-03-09T05:00:00Z');
const LAST = Date.parse('2024-03-11T09:00:00Z');
const GAP_HOURS = ['2024-03-10T15:00:00Z', '2024-03-10T16:00:00Z'].map((t) => Date.parse(t));
/** The value of a reading: hours since FIRST plus the depth, so every average depends on exactly which readings count. */
const valueAt = (at: number, depth: number) => (at - FIRST) / HOUR_MS + depth;
const readings: { at: number; depth: number; value: number }[] = [];
for (let at = FIRST; at <= LAST; at += HOUR_MS / 2) {
  if (GAP_HOURS.some((h) => at >= h && at < h + HOUR_MS)) continue;
  for (const depth of DEPTHS) readings.push({ at, depth, value: valueAt(at, depth) });
}

/** The expected statistics of the readings of one depth in [from, to). */
function expectedStats(depth: number, from: number, to: number) {
  const values = readings.filter((r) => r.depth === depth && r.at >= from && r.at < to).map((r) => r.value);
  return { avg_value: values.reduce((a, b) => a + b, 0) / values.length, min_value: Math.min(...values), max_value: Math.max(...values) };
}

describe('temperature profiles', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const tokens: Record<'stakeholder' | 'user', string> = { stakeholder: '', user: '' };
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const get = (path: string, token = tokens.stakeholder) =>
    request(http).get(`/api/temperature-profiles/${path}`).set('authorization', `Bearer ${token}`);

  beforeAll(async () => {
    db = await createScratchDatabase('portal_temperature_profiles');
    const started = await startTestAppWithSignIn({ DATABASE_URL: db.url });
    running = started.running;
    http = running.app.getHttpServer();
    for (const account of ['stakeholder', 'user'] as const) tokens[account] = await demoAccessToken(started.base, account);
    const ds = running.dataSource;
    await insertAll(ds, [locationTypeRow({ ndx: 9701, name: 'Fixture Profiles', color: '#17BECF' })]);
    await insertAll(ds, [unitRow({ ndx: 9701, name: 'fixture deg F', display: '°F' })]);
    await insertAll(ds, [parameterRow({ ndx: 9701, name: 'Fixture Water Temperature', abbrev: 'Temp', unit: 9701 })]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx, elevation_ft) VALUES
         (${BUOY}, 'FIX-BUOY', 'Fixture Profile Buoy', 9701, ${SURFACE_FT}), (${NO_PROFILES}, 'FIX-OTHER', 'Fixture Other', 9701, NULL)`,
    );
    await query(
      `INSERT INTO profile_results (location_ndx, parameter_ndx, collect_timestamp, collect_depth, value, unit_ndx)
       SELECT $1, 9701, to_timestamp(r.at / 1000.0), r.depth, r.value, 9701
         FROM jsonb_to_recordset($2::jsonb) r(at bigint, depth float8, value float8)`,
      [BUOY, JSON.stringify(readings)],
    );
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('lists the locations that have profiles, never stored by caches', async () => {
    const res = await get('locations').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body as TemperatureProfileLocation[]).toEqual([{ location_ndx: BUOY, location_display_label: 'Fixture Profile Buoy' }]);
  });

  it('answers daily statistics per America/Denver day, the 23-hour spring-forward day included', async () => {
    const res = await get(`daily/${BUOY}/2024-03-09/2024-03-10`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // Local midnights: 2024-03-09 00:00 MST, 2024-03-10 00:00 MST, 2024-03-11 00:00 MDT (23 hours later).
    const days = [['2024-03-09T07:00:00Z', '2024-03-10T07:00:00Z'], ['2024-03-10T07:00:00Z', '2024-03-11T06:00:00Z']];
    const expected = days.flatMap(([from, to]) => DEPTHS.map((depth) => ({
      collect_depth: depth,
      collect_timestamp: from,
      ...expectedStats(depth, Date.parse(from), Date.parse(to)),
      unit_display_name: '°F',
      location_display_label: 'Fixture Profile Buoy',
      elevation_ft: SURFACE_FT - depth,
    })));
    const rows = res.body as TemperatureProfileRow[];
    // Averages are compared to 9 decimals (the database sums in another order); everything else exactly.
    const withoutAverage = ({ avg_value: _average, ...rest }: { avg_value: number }) => rest;
    expect(rows.map(withoutAverage)).toEqual(expected.map(withoutAverage));
    rows.forEach((row, i) => expect(row.avg_value).toBeCloseTo(expected[i].avg_value, 9));
    // The spring-forward day's last reading is 23:30 MDT (05:30Z), its first 00:00 MST.
    expect(rows[2]).toMatchObject({ min_value: valueAt(Date.parse('2024-03-10T07:00:00Z'), 0), max_value: valueAt(Date.parse('2024-03-11T05:30:00Z'), 0) });
  });

  it('answers hourly statistics per clock hour, and a gap in the record stays a gap', async () => {
    const res = await get(`hourly/${BUOY}/2024-03-10/2024-03-10`).expect(200);
    const rows = res.body as TemperatureProfileRow[];
    const hours = [...new Set(rows.map((r) => r.collect_timestamp))];
    // 23 local hours on the spring-forward day, less the two without readings.
    expect(hours).toHaveLength(21);
    expect(hours[0]).toBe('2024-03-10T07:00:00Z');
    expect(hours[hours.length - 1]).toBe('2024-03-11T05:00:00Z');
    expect(hours).not.toContain('2024-03-10T15:00:00Z');
    expect(hours).not.toContain('2024-03-10T16:00:00Z');
    expect(hours).toContain('2024-03-10T14:00:00Z');
    expect(hours).toContain('2024-03-10T17:00:00Z');
    expect(rows).toHaveLength(42);
    const at = Date.parse('2024-03-10T14:00:00Z');
    expect(rows.find((r) => r.collect_timestamp === '2024-03-10T14:00:00Z' && r.collect_depth === 10)).toEqual({
      collect_depth: 10, collect_timestamp: '2024-03-10T14:00:00Z', ...expectedStats(10, at, at + HOUR_MS),
      unit_display_name: '°F', location_display_label: 'Fixture Profile Buoy', elevation_ft: SURFACE_FT - 10,
    });
  });

  it('answers no rows for a range without readings, and 404 for an unknown location', async () => {
    expect((await get(`daily/${BUOY}/2023-04-01/2023-11-15`).expect(200)).body).toEqual([]);
    expect((await get(`daily/${NO_PROFILES}/2024-03-09/2024-03-10`).expect(200)).body).toEqual([]);
    await get('daily/999999/2024-03-09/2024-03-10').expect(404);
  });

  it('takes up to 1 year of hours and 20 years of days', async () => {
    await get(`hourly/${BUOY}/2024-03-10/2025-03-10`).expect(200);
    await get(`daily/${BUOY}/2004-03-10/2024-03-10`).expect(200);
  });

  it('refuses bad parameters with a 400 naming the parameter, never a 5xx', async () => {
    const cases: [string, string][] = [
      [`weekly/${BUOY}/2024-03-09/2024-03-10`, 'period'],
      [`DAILY/${BUOY}/2024-03-09/2024-03-10`, 'period'],
      ['daily/abc/2024-03-09/2024-03-10', 'locationId'],
      ['daily/0/2024-03-09/2024-03-10', 'locationId'],
      ['daily/0x10/2024-03-09/2024-03-10', 'locationId'],
      ['daily/2147483648/2024-03-09/2024-03-10', 'locationId'],
      [`daily/${BUOY}/2024-3-9/2024-03-10`, 'startDate'],
      [`daily/${BUOY}/2023-02-29/2024-03-10`, 'startDate'],
      [`daily/${BUOY}/03-09-2024/2024-03-10`, 'startDate'],
      [`daily/${BUOY}/2024-03-09/2024-13-01`, 'endDate'],
      [`daily/${BUOY}/2024-03-09/yesterday`, 'endDate'],
      [`daily/${BUOY}/2024-03-10/2024-03-09`, 'endDate'],
      [`hourly/${BUOY}/2024-03-10/2025-03-11`, 'endDate'],
      [`daily/${BUOY}/2004-03-10/2024-03-11`, 'endDate'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual([field]);
      expect(res.body.message).toContain(`${field}: `);
    }
  });

  it('answers Stakeholders; other signed-in users get 403 and anonymous callers 401', async () => {
    await get('locations', tokens.user).expect(403);
    await get(`daily/${BUOY}/2024-03-09/2024-03-10`, tokens.user).expect(403);
    await request(http).get(`/api/temperature-profiles/daily/${BUOY}/2024-03-09/2024-03-10`).expect(401);
  });
});
