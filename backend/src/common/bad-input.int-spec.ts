import request from 'supertest';
import type { App } from 'supertest/types';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { cowInputRow, insertAll, locationTypeRow } from '../../test/rows';

// Input an attacker sends to make the backend fail: each kind is refused with a 400 that names the field, and
// nothing in the database changes. Every case here answered 500 (or wrote a row) before it was screened.

type Method = 'get' | 'post' | 'put' | 'delete';

describe('bad input is refused with a 400 naming the field, never a 500', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let admin: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);

  /** A request as an administrator; a string body is sent as raw JSON (for keys and escapes JS objects cannot hold). */
  const call = (method: Method, path: string, body?: string | object) => {
    const req = request(http)[method](path).set('authorization', `Bearer ${admin}`);
    if (typeof body === 'string') return req.set('content-type', 'application/json').send(body);
    return body === undefined ? req : req.send(body);
  };

  /** Sends `send`, expects a 400 whose fields include each of `fields` (a trailing '*' matches a prefix), and no write. */
  async function expectRefused(send: () => request.Test, fields: string[], problem?: RegExp) {
    const before = await publicTablesState(running.dataSource);
    const res = await send();
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { statusCode: 400, fields: expect.any(Array) } });
    const named = (res.body.fields as { field: string; problems: string[] }[]);
    for (const field of fields) {
      const match = named.find((f) => (field.endsWith('*') ? f.field.startsWith(field.slice(0, -1)) : f.field === field));
      expect({ field, named: match ? field : named.map((f) => f.field) }).toEqual({ field, named: field });
      if (problem) expect(match!.problems.join(' ')).toMatch(problem);
      expect(res.body.message).toContain(`${match!.field}: `);
    }
    expect(await publicTablesState(running.dataSource)).toEqual(before);
    return res;
  }

  const contact = { contact_name: 'Zoe Zephyr', contact_address: 'zoe@example.org', contact_org: 'Demo District' };
  const cow = { cow_input_name: 'Mitigation Pool', graph_color: '#2CA02C', cow_slice_order: 2, reservoir_location_ndx: 197 };
  /** Ids a loose `Number()` reads as these existing rows' ids. */
  const EXISTING_IDS = [1, 7, 100, 327];
  const GROUP = 7;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_bad_input');
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_WRITES_PER_MINUTE: '100000' }));
    http = running.app.getHttpServer();
    admin = await demoAccessToken(base, 'admin');
    await insertFixtureWorld(running.dataSource);
    await insertAll(running.dataSource, [locationTypeRow({ ndx: 902, name: 'Reservoir', color: '#6A3D9A' })]);
    await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (197, 'STAGEARCO', 'Stagecoach Reservoir', 902)`);
    await insertAll(running.dataSource, [cowInputRow({ ndx: 1, name: 'Mitigation Pool', color: '#2CA02C', sliceOrder: 2, reservoir: 197 })]);
    for (const id of EXISTING_IDS) {
      await query(`INSERT INTO contacts (contact_ndx, contact_name, contact_address, contact_org) VALUES ($1, $2, $3, 'Org')`, [id, `Contact ${id}`, `c${id}@example.org`]);
      await query(`INSERT INTO contact_groups (group_ndx, group_desc) VALUES ($1, $2)`, [id, `Group ${id}`]);
    }
    await query(`SELECT setval('contacts_contact_ndx_seq', 1000), setval('contact_groups_group_ndx_seq', 1000)`);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  describe('a NUL character', () => {
    it.each([
      ['a contact name', 'post', '/api/list-contacts', { ...contact, contact_name: 'Zoe\u0000Zephyr' }, 'contact_name'],
      ['a group description', 'put', `/api/list-groups/${GROUP}`, { group_desc: 'Ops\u0000' }, 'group_desc'],
      ['a storage account name', 'put', '/api/cow-list-inputs/1', { ...cow, cow_input_name: '\u0000' }, 'cow_input_name'],
      ['a remark', 'post', '/api/list-groups', { group_desc: 'Ops', remark: 'a\u0000b' }, 'remark'],
      ['an association item', 'put', `/api/assoc-contacts-groups/${GROUP}`, [{ group_ndx: GROUP, contact_ndx: '1\u0000' }], '[0].contact_ndx'],
      ['a property name', 'post', '/api/list-groups', '{"group_desc":"Ops","x\\u0000":1}', 'x\u0000'],
      ['a graph-mode period', 'post', '/api/list-parameters-graph-mode', { periodOfRecord: 'full\u0000', parameterGroups: [], threats: [] }, 'periodOfRecord'],
      ['a query value', 'get', '/api/public-map/places?q=Steam%00boat', undefined, 'q'],
      ['a numeric query value', 'get', '/api/stations-list?reg_group_ndx=4%00', undefined, 'reg_group_ndx'],
      ['a path id', 'delete', '/api/list-contacts/327%00', undefined, 'contact_ndx'],
      ['a path name', 'get', '/api/public-map/geojson/locations%00', undefined, 'sourceId'],
      ['an untyped path parameter', 'get', '/api/public-map/fonts/Open%20Sans%00/0-255.pbf', undefined, 'fontstack'],
    ] as [string, Method, string, string | object | undefined, string][])('in %s', async (_what, method, path, body, field) => {
      await expectRefused(() => call(method, path, body), [field], /NUL/);
    });
  });

  describe('a lone UTF-16 surrogate', () => {
    it.each([
      ['an e-mail address', 'post', '/api/list-contacts', JSON.stringify({ ...contact, contact_address: 'zoe\ud800@example.org' }), 'contact_address'],
      ['a contact name', 'put', '/api/list-contacts/327', JSON.stringify({ ...contact, contact_name: '\udc00Zoe' }), 'contact_name'],
      ['a group description', 'post', '/api/list-groups', '{"group_desc":"Ops \\ud83d"}', 'group_desc'],
      ['an association item', 'put', `/api/assoc-contacts-groups/${GROUP}`, `[{"group_ndx":${GROUP},"contact_ndx":"\\udfff"}]`, '[0].contact_ndx'],
      ['a property name', 'post', '/api/list-groups', '{"group_desc":"Ops","\\ud800":1}', '\ud800'],
    ] as [string, Method, string, string, string][])('in %s', async (_what, method, path, body, field) => {
      await expectRefused(() => call(method, path, body), [field], /surrogate/);
    });

    it('is told apart from a well-formed pair, which is ordinary text', async () => {
      const res = await call('post', '/api/list-groups', { group_desc: 'Ops \ud83d\udca7' }).expect(201);
      expect(res.body.group_desc).toBe('Ops 💧');
      await call('delete', `/api/list-groups/${res.body.group_ndx}`).expect(200);
    });
  });

  describe('deep or huge bodies', () => {
    const nested = (levels: number, leaf: string) => '['.repeat(levels) + leaf + ']'.repeat(levels);
    const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

    it.each([
      ['a contact name', 'post', '/api/list-contacts', `{"contact_name":${nested(2000, '"x"')},"contact_address":"a@b.org","contact_org":"O"}`, 'contact_name*'],
      ['an association item', 'put', `/api/assoc-contacts-groups/${GROUP}`, `[{"group_ndx":${GROUP},"contact_ndx":${nested(2000, '1')}}]`, '[0].contact_ndx*'],
      ['a whole array body', 'put', `/api/assoc-contacts-groups/${GROUP}`, nested(2000, ''), '[0]*'],
      ['a graph-mode body', 'post', '/api/list-parameters-graph-mode', nestedObject(2000), 'a*'],
      ['a CSV export body', 'post', '/api/ts-daily-table-for-map-display', `{"parameters":${nested(2000, '1')},"periodOfRecord":"full","indexes":[1]}`, 'parameters*'],
    ] as [string, Method, string, string, string][])('refuses JSON nested 2,000 levels deep in %s', async (_what, method, path, body, field) => {
      await expectRefused(() => call(method, path, body), [field], /nested too deeply/);
    });

    it('accepts nesting up to the limit and names the first level beyond it', async () => {
      const res = await expectRefused(() => call('post', '/api/list-groups', `{"group_desc":"G","x":${nested(32, '1')}}`), ['x*']);
      expect(res.body.fields[0].field).toBe(`x${'[0]'.repeat(31)}`);
    });

    it('refuses a body over the size limit before reading it (413)', async () => {
      const before = await publicTablesState(running.dataSource);
      await call('post', '/api/list-contacts', { ...contact, remark: 'x'.repeat(1_100_000) }).expect(413);
      expect(await publicTablesState(running.dataSource)).toEqual(before);
    });

    it('refuses absurdly long arrays', async () => {
      const many = Array.from({ length: 100_000 }, (_, i) => i + 1);
      await expectRefused(() => call('post', '/api/locations-map-graph-mode', { periodOfRecord: 'full', recordCount: 0, parameters: many }), ['parameters']);
      const pairs = Array.from({ length: 20_000 }, () => ({ group_ndx: GROUP, contact_ndx: 1 }));
      await expectRefused(() => call('put', `/api/assoc-contacts-groups/${GROUP}`, pairs), ['body'], /at most/);
    });
  });

  describe('integers that overflow their column', () => {
    it.each([
      ['a query id', 'get', '/api/stations-list?reg_group_ndx=2147483648', undefined, 'reg_group_ndx'],
      ['a path id', 'delete', '/api/list-contacts/2147483648', undefined, 'contact_ndx'],
      ['a graph-mode path index', 'post', '/api/ts-daily-table-for-map-display/2147483648', { parameters: [1], periodOfRecord: 'full' }, 'locationIndex'],
      ['a data-viz well number', 'post', '/api/graph-flow-data/99999999999999999999', undefined, 'wellNumber'],
      ['a body id', 'put', `/api/assoc-contacts-groups/${GROUP}`, [{ group_ndx: GROUP, contact_ndx: 2147483648 }], '[0].contact_ndx'],
      ['a slice order', 'put', '/api/cow-list-inputs/1', { ...cow, cow_slice_order: -2147483649 }, 'cow_slice_order'],
      ['a record count', 'post', '/api/locations-map-graph-mode', { periodOfRecord: 'full', recordCount: 2147483648, parameters: [] }, 'recordCount'],
      ['an index list item', 'post', '/api/list-parameters-graph-mode', { periodOfRecord: 'full', parameterGroups: [1e300], threats: [] }, 'parameterGroups'],
    ] as [string, Method, string, object | undefined, string][])('in %s', async (_what, method, path, body, field) => {
      await expectRefused(() => call(method, path, body), [field]);
    });

    it('still answers the largest id that fits', async () => {
      expect((await request(http).get('/api/stations-list?reg_group_ndx=2147483647').expect(200)).body).toEqual([]);
    });
  });

  describe('prototype keys', () => {
    it('refuses {"constructor": ...} inside an association item, naming the key', async () => {
      await expectRefused(
        () => call('put', `/api/assoc-contacts-groups/${GROUP}`, `[{"group_ndx":${GROUP},"contact_ndx":{"constructor":{"prototype":{}}}}]`),
        ['[0].contact_ndx.constructor'], /should not exist/,
      );
    });

    it.each(['__proto__', 'constructor', 'prototype'])('refuses %s as an extra key of any body, like any other extra key', async (key) => {
      await expectRefused(() => call('post', '/api/list-groups', `{"group_desc":"Ops","${key}":{"is_admin":true}}`), [key], /should not exist/);
      await expectRefused(() => call('post', '/api/list-contacts', `{"${key}":null,${JSON.stringify(contact).slice(1)}`), [key]);
      await expectRefused(() => call('put', '/api/cow-list-inputs/1', `{"${key}":1,${JSON.stringify(cow).slice(1)}`), [key]);
      await expectRefused(
        () => call('post', '/api/locations-map-graph-mode', `{"periodOfRecord":"full","recordCount":0,"parameters":[],"${key}":{}}`), [key],
      );
      await expectRefused(() => call('get', `/api/stations-list?${key}=1`), [key]);
    });
  });

  describe('ids written in anything but decimal digits', () => {
    // Each of these is an existing contact or group's id to Number(): 0x147 is 327, 0o7 is 7, 1e2 is 100.
    const LOOSE_IDS = ['0x147', '0X147', '0o7', '0b1', '%201', '1%20', '+1', '%2B1', '1.', '1.0', '1e2', '0x1', '.1e1', '%091', '-0', '1_0'];

    it.each(LOOSE_IDS)('refuses the path id %s (deleting nothing)', async (id) => {
      await expectRefused(() => call('delete', `/api/list-contacts/${id}`), ['contact_ndx']);
      await expectRefused(() => call('delete', `/api/list-groups/${id}`), ['group_ndx']);
      await expectRefused(() => call('put', `/api/list-groups/${id}`, { group_desc: 'Renamed' }), ['group_ndx']);
      await expectRefused(() => call('put', `/api/assoc-contacts-groups/${id}`, []), ['group_ndx']);
      await expectRefused(() => call('put', `/api/cow-list-inputs/${id}`, cow), ['cow_input_ndx']);
      await expectRefused(() => call('post', `/api/graph-temperature-data/${id}`), ['wellNumber']);
      await expectRefused(() => call('get', `/api/data-other-resources-links/${id}`), ['ndx']);
    });

    it.each([
      ['reg_group_ndx', '/api/stations-list?reg_group_ndx=0x388'],
      ['width', '/api/icon/icon?shape=star&width=0x10'],
      ['height', '/api/icon/icon?shape=star&height=1e1'],
      ['strokeWidth', '/api/icon/icon?shape=star&strokeWidth=0x1'],
      ['strokeWidth', '/api/icon/icon?shape=star&strokeWidth=1.'],
      ['lng', '/api/public-map/land-cover/info?year=2021&lng=-0x6a&lat=40'],
      ['lat', '/api/public-map/land-cover/info?year=2021&lng=-106.9&lat=4e1'],
      ['year', '/api/public-map/land-cover/info?year=0x7e5&lng=-106.9&lat=40'],
      ['z', '/api/public-map/tiles/land-cover/2021/0xa/0/0.png'],
      ['x', '/api/public-map/tiles/land-cover/2021/10/%2B1/0.png'],
    ])('refuses %s written loosely in %s', async (field, path) => {
      await expectRefused(() => request(http).get(path), [field]);
    });

    it('keeps every row the loose ids would have named', async () => {
      const ids = (table: string, column: string) => query(`SELECT array_agg(${column} ORDER BY ${column}) AS ids FROM ${table}`);
      expect((await ids('contacts', 'contact_ndx'))[0].ids).toEqual(EXISTING_IDS);
      expect((await ids('contact_groups', 'group_ndx'))[0].ids).toEqual(EXISTING_IDS);
    });

    it('still reads plain decimal numbers', async () => {
      await request(http).get('/api/public-map/land-cover/info?year=2021&lng=-106.9&lat=40.3').expect(200);
      await request(http).get(`/api/stations-list?reg_group_ndx=${FIXTURE.region}`).expect(200);
      await call('put', '/api/list-groups/0327', { group_desc: 'Group 327' }).expect(200);
    });
  });

  describe('names made only of invisible characters', () => {
    it.each([
      ['zero-width spaces', 'contact_name', '\u200B\u200C\u200D'],
      ['a word joiner and a byte-order mark', 'contact_org', '\u2060\uFEFF'],
      ['a combining mark alone', 'contact_name', '\u0301\u0308'],
      ['a soft hyphen and a Hangul filler', 'contact_org', '\u00AD\u3164'],
      ['control characters', 'contact_name', '\u0007\u001B'],
    ])('refuses %s as a required text', async (_what, field, text) => {
      await expectRefused(() => call('post', '/api/list-contacts', { ...contact, [field]: text }), [field], /is required/);
      await expectRefused(() => call('put', '/api/list-contacts/327', { ...contact, [field]: text }), [field], /is required/);
      await expectRefused(() => call('post', '/api/list-groups', { group_desc: text }), ['group_desc'], /is required/);
      await expectRefused(() => call('put', '/api/cow-list-inputs/1', { ...cow, cow_input_name: text }), ['cow_input_name'], /is required/);
      await expectRefused(() => request(http).get(`/api/public-map/places?q=${encodeURIComponent(text)}`), ['q'], /is required/);
    });

    it('accepts a name with marks on visible letters', async () => {
      const res = await call('post', '/api/list-groups', { group_desc: 'Zoe\u0308 \u200Bteam' }).expect(201);
      await call('delete', `/api/list-groups/${res.body.group_ndx}`).expect(200);
    });
  });

  describe('an empty query value is a missing one', () => {
    it('refuses an empty required value as missing', async () => {
      const missing = await request(http).get('/api/public-map/land-cover/info?year=2021&lng=-106.9').expect(400);
      const empty = await expectRefused(() => request(http).get('/api/public-map/land-cover/info?year=2021&lng=-106.9&lat='), ['lat']);
      expect(empty.body).toEqual(missing.body);
      const noShape = await request(http).get('/api/icon/icon?width=16').expect(400);
      expect((await request(http).get('/api/icon/icon?shape=&width=16').expect(400)).body).toEqual(noShape.body);
    });

    it('gives an empty optional value its default', async () => {
      const plain = await request(http).get('/api/icon/icon?shape=star').buffer(true).expect(200);
      for (const search of ['strokeWidth=', 'width=&height=', 'color=&strokeColor=']) {
        const res = await request(http).get(`/api/icon/icon?shape=star&${search}`).buffer(true).expect(200);
        expect(res.headers.etag).toBe(plain.headers.etag);
      }
      const all = await request(http).get('/api/stations-list').expect(200);
      expect((await request(http).get('/api/stations-list?reg_group_ndx=').expect(200)).body).toEqual(all.body);
    });
  });
});
