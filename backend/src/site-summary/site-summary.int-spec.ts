import request from 'supertest';
import type { App } from 'supertest/types';
import type { SiteParamSummaryRow } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld, upsertFixtureResults } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { dataCategoryRow, insertAll, insertRows, locationOrganizationRow, organizationRow } from '../../test/rows';

// What a stakeholder's Site Summary Table gets on a real PostgreSQL database: one row per monitored location and
// parameter with the period of record the rollups keep, and the location's type, providers, position and links;
// a new reading moves the period at once (the cached answer follows the data).

describe('site summary table API', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let stakeholder: string;
  let user: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const table = async (token = stakeholder) =>
    (await request(http).get('/api/site-param-summary-table').set('authorization', `Bearer ${token}`).expect(200)).body as SiteParamSummaryRow[];

  beforeAll(async () => {
    db = await createScratchDatabase('portal_site_summary');
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    [stakeholder, user] = await Promise.all([demoAccessToken(base, 'stakeholder'), demoAccessToken(base, 'user')]);
    await insertFixtureWorld(running.dataSource);
    const ds = running.dataSource;
    await insertAll(ds, [organizationRow({ ndx: 901, id: 'USGS', name: 'U.S. Geological Survey' }), organizationRow({ ndx: 902, id: 'UYWCD', name: 'Upper Yampa WCD' })]);
    await insertAll(ds, [locationOrganizationRow({ location: FIXTURE.location, organization: 902 }), locationOrganizationRow({ location: FIXTURE.location, organization: 901 })]);
    await query(`INSERT INTO location_urls (location_ndx, sort_order, label, url) VALUES ($1, 2, 'NWIS', 'https://waterdata.usgs.gov/x'),
                                                                                      ($1, 1, 'CDSS', 'https://dwr.state.co.us/y')`, [FIXTURE.location]);
    await insertAll(ds, [
      dataCategoryRow({ ndx: 904, name: 'Fixture Recreation', path: 'recreation' }), dataCategoryRow({ ndx: 905, name: 'Fixture Health', path: 'watershed-health' }),
    ]);
    await insertRows(ds, 'location_data_categories', [{ location_ndx: FIXTURE.location, datacategory_ndx: 905 }, { location_ndx: FIXTURE.location, datacategory_ndx: 904 }]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('answers one row per monitored location and parameter, with the period in Denver dates and its years', async () => {
    expect(await table()).toEqual([]);
    // 2020-01-01 06:30 UTC is still Dec 31 in Denver.
    await upsertFixtureResults(running.dataSource, [['2020-01-01T06:30:00Z', 12], ['2025-07-02T18:00:00Z', 40]]);
    expect(await table()).toEqual([
      {
        location_ndx: FIXTURE.location,
        parameter_ndx: FIXTURE.parameter,
        location_name: FIXTURE.locationName,
        location_type: 'Fixture Gauge',
        parameter: FIXTURE.parameterName,
        data_provider: 'U.S. Geological Survey, Upper Yampa WCD',
        huc8: '14050001',
        start_por: '2019-12-31',
        end_por: '2025-07-02',
        years: 5.5,
        latitude: 40.3,
        longitude: -107.1,
        location_urls: 'CDSS;https://dwr.state.co.us/y,NWIS;https://waterdata.usgs.gov/x',
        datacategory_path: 'recreation',
      },
    ]);
  });

  it('follows new readings at once', async () => {
    await upsertFixtureResults(running.dataSource, [['2026-01-15T12:00:00Z', 30]]);
    expect((await table())[0]).toMatchObject({ end_por: '2026-01-15', years: 6 });
  });

  it('is for stakeholders: a signed-in user without the role gets 403, nobody signed in 401', async () => {
    await request(http).get('/api/site-param-summary-table').set('authorization', `Bearer ${user}`).expect(403);
    await request(http).get('/api/site-param-summary-table').expect(401);
  });
});
