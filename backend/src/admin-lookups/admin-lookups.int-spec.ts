import request from 'supertest';
import type { App } from 'supertest/types';
import type { ContactGroupAssociation, ContactRow, CowInput, GroupRow, LookupOption, SmsProvider } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { bearerCaller, expectRefused as expectRefusedBy, lastAuditRecord } from '../../test/admin-calls';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { cowInputRow, insertAll, locationTypeRow } from '../../test/rows';

// What an administrator's screens get from the admin lookup routes on a real PostgreSQL database, signed in
// through the embedded provider: the answers, the refusals (which write nothing, audit record included) and
// the audit trail of every write.

const ADMIN = { sub: 'demo-admin', name: 'Avery Admin (demo)' };
const DEVELOPER = { sub: 'demo-developer', name: 'Devon Developer (demo)' };

describe('admin lookup API', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let admin: string;
  let developer: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);

  const call = bearerCaller(() => http, () => admin);
  const expectRefused = (send: () => request.Test, status: number, fields: string[] = []) =>
    expectRefusedBy(() => running.dataSource, send, status, fields);

  const lastAudit = () => lastAuditRecord(running.dataSource);

  beforeAll(async () => {
    db = await createScratchDatabase('portal_admin_lookups');
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    [admin, developer] = await Promise.all([demoAccessToken(base, 'admin'), demoAccessToken(base, 'developer')]);
    await insertFixtureWorld(running.dataSource);
    await insertAll(running.dataSource, [
      locationTypeRow({ ndx: 902, name: 'Reservoir', color: '#6A3D9A' }), locationTypeRow({ ndx: 903, name: 'Reservoir Telemetry', color: '#17BECF' }),
    ]);
    await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx)
                 VALUES (197, 'STAGEARCO', 'Stagecoach Reservoir', 902), (201, 'ELKHEARCO', 'Elkhead Reservoir', 902),
                        (655, 'STAGECOACH-RES', 'Stagecoach Reservoir', 903), (656, 'STAGECOACH-OUTLET', 'Stagecoach Reservoir Outlet', 903)`);
    await insertAll(running.dataSource, [
      cowInputRow({ ndx: 1, name: 'Mitigation Pool', color: '#2CA02C', sliceOrder: 2, reservoir: 197 }),
      cowInputRow({ ndx: 2, name: 'Endangered Fish Pool', color: '#D62728', sliceOrder: 1, reservoir: 197 }),
      cowInputRow({ ndx: 3, name: 'Unallocated', color: '#7F7F7F', reservoir: 197 }),
      cowInputRow({ ndx: 4, name: 'Alpha Account', color: '#000000', reservoir: 197 }),
    ]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  const contact = { contact_name: 'Zoe Zephyr', contact_address: 'zoe@example.org', contact_org: 'Demo District' };
  const createContact = async (body: object): Promise<ContactRow> => (await call('post', '/api/list-contacts', body).expect(201)).body;
  const createGroup = async (group_desc: string): Promise<GroupRow> => (await call('post', '/api/list-groups', { group_desc }).expect(201)).body;

  describe('contacts', () => {
    it('creates, lists by name, updates and deletes contacts, each write audited with its actor', async () => {
      expect((await call('get', '/api/list-contacts').expect(200)).body).toEqual([]);

      const zoe = await createContact({ ...contact, contact_name: '  Zoe Zephyr ' });
      expect(zoe).toEqual({ contact_ndx: expect.any(Number), ...contact, remark: null, send_sms: false, is_used: false });
      const { is_used: _, ...stored } = zoe;
      expect(await lastAudit()).toEqual({
        actor_sub: ADMIN.sub, actor_name: ADMIN.name, action: 'create', entity: 'contact', entity_key: String(zoe.contact_ndx),
        before: null, after: stored,
      });

      const adam = await createContact({ contact_name: 'Adam Ash', contact_address: '9705550100@vtext.com', contact_org: 'Demo', remark: '  ', send_sms: true });
      expect(adam).toMatchObject({ remark: null, send_sms: true });
      const list = (await call('get', '/api/list-contacts').expect(200)).body as ContactRow[];
      expect(list.map((c) => c.contact_name)).toEqual(['Adam Ash', 'Zoe Zephyr']);
      expect(list[1]).toEqual(zoe);

      const updated = await call('put', `/api/list-contacts/${zoe.contact_ndx}`, { ...contact, remark: ' On call ', send_sms: true }, developer).expect(200);
      expect(updated.body).toEqual({ ...zoe, remark: 'On call', send_sms: true });
      expect(await lastAudit()).toMatchObject({
        actor_sub: DEVELOPER.sub, actor_name: DEVELOPER.name, action: 'update', entity: 'contact', entity_key: String(zoe.contact_ndx),
        before: { remark: null, send_sms: false }, after: { remark: 'On call', send_sms: true },
      });

      const deleted = await call('delete', `/api/list-contacts/${adam.contact_ndx}`).expect(200);
      expect(deleted.body).toEqual(adam);
      expect((await call('get', '/api/list-contacts').expect(200)).body.map((c: ContactRow) => c.contact_name)).toEqual(['Zoe Zephyr']);
      expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'contact', entity_key: String(adam.contact_ndx), after: null,
        before: { contact_name: 'Adam Ash', contact_address: '9705550100@vtext.com' } });

      const gone = await expectRefused(() => call('delete', `/api/list-contacts/${adam.contact_ndx}`), 404);
      expect(gone.body).toEqual({ statusCode: 404, error: 'Not Found', message: `There is no contact ${adam.contact_ndx}.` });
      await expectRefused(() => call('put', `/api/list-contacts/${adam.contact_ndx}`, contact), 404);
    });

    it.each([
      ['a missing name', { contact_address: 'x@example.org', contact_org: 'Org' }, ['contact_name']],
      ['a blank organization and address', { ...contact, contact_org: '   ', contact_address: '' }, ['contact_org', 'contact_address']],
      ['an address that is no e-mail address', { ...contact, contact_address: 'zoe at example' }, ['contact_address']],
      ['a send_sms that is no boolean', { ...contact, send_sms: 'yes' }, ['send_sms']],
      ['a remark that is no text', { ...contact, remark: 5 }, ['remark']],
      ['an unknown property', { ...contact, is_used: false }, ['is_used']],
    ])('refuses %s with a 400 naming the field, writing nothing', async (_case, body, fields) => {
      await expectRefused(() => call('post', '/api/list-contacts', body), 400, fields);
      const [{ contact_ndx }] = (await call('get', '/api/list-contacts').expect(200)).body as ContactRow[];
      await expectRefused(() => call('put', `/api/list-contacts/${contact_ndx}`, body), 400, fields);
    });

    it.each(['abc', '0', '-3', '1.5', '99999999999'])('refuses the contact id %s with a 400 naming contact_ndx', async (id) => {
      await expectRefused(() => call('put', `/api/list-contacts/${id}`, contact), 400, ['contact_ndx']);
      await expectRefused(() => call('delete', `/api/list-contacts/${id}`), 400, ['contact_ndx']);
    });
  });

  describe('groups', () => {
    it('creates, lists, updates and deletes groups, each write audited', async () => {
      const flood = await createGroup(' Flood Watch ');
      expect(flood).toEqual({ group_ndx: expect.any(Number), group_desc: 'Flood Watch', remark: null, is_used: false });
      expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'group', entity_key: String(flood.group_ndx), before: null,
        after: { group_ndx: flood.group_ndx, group_desc: 'Flood Watch', remark: null } });
      const ops = await createGroup('Alert Desk');
      expect((await call('get', '/api/list-groups').expect(200)).body).toEqual([ops, flood]);

      const renamed = await call('put', `/api/list-groups/${flood.group_ndx}`, { group_desc: 'Flood Watch 2', remark: 'Spring runoff' }).expect(200);
      expect(renamed.body).toEqual({ ...flood, group_desc: 'Flood Watch 2', remark: 'Spring runoff' });
      expect(await lastAudit()).toMatchObject({ action: 'update', entity: 'group', before: { group_desc: 'Flood Watch' }, after: { group_desc: 'Flood Watch 2' } });

      expect((await call('delete', `/api/list-groups/${ops.group_ndx}`).expect(200)).body).toEqual(ops);
      expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'group', entity_key: String(ops.group_ndx), after: null });
      await expectRefused(() => call('delete', `/api/list-groups/${ops.group_ndx}`), 404);
      await expectRefused(() => call('put', `/api/list-groups/${ops.group_ndx}`, { group_desc: 'Back' }), 404);
    });

    it.each([
      ['a missing description', {}, ['group_desc']],
      ['a blank description', { group_desc: ' \t ' }, ['group_desc']],
      ['an unknown property', { group_desc: 'G', group_ndx: 7 }, ['group_ndx']],
    ])('refuses %s with a 400 naming the field, writing nothing', async (_case, body, fields) => {
      await expectRefused(() => call('post', '/api/list-groups', body), 400, fields);
    });

    it('refuses a bad group id with a 400 naming group_ndx', async () => {
      await expectRefused(() => call('put', '/api/list-groups/first', { group_desc: 'G' }), 400, ['group_ndx']);
      await expectRefused(() => call('delete', '/api/list-groups/0'), 400, ['group_ndx']);
    });
  });

  describe('group-to-contact associations', () => {
    let group: GroupRow;
    let other: GroupRow;
    let c: ContactRow[];
    const path = () => `/api/assoc-contacts-groups/${group.group_ndx}`;
    const pair = (contactRow: ContactRow, g = group) => ({ group_ndx: g.group_ndx, contact_ndx: contactRow.contact_ndx });
    const groupSet = async () =>
      ((await call('get', '/api/assoc-contacts-groups').expect(200)).body as ContactGroupAssociation[])
        .filter((a) => a.group_ndx === group.group_ndx).map((a) => a.contact_ndx);

    beforeAll(async () => {
      group = await createGroup('Reservoir Operations');
      other = await createGroup('Water Quality');
      c = [];
      for (const name of ['Ann', 'Ben', 'Cal']) c.push(await createContact({ ...contact, contact_name: name, contact_address: `${name}@example.org` }));
    });

    it("replaces a group's contacts (duplicates collapse) and answers the new set, audited as one replace", async () => {
      const res = await call('put', path(), [pair(c[1]), pair(c[0]), pair(c[1])]).expect(200);
      expect(res.body).toEqual([pair(c[0]), pair(c[1])]);
      expect(await lastAudit()).toEqual({
        actor_sub: ADMIN.sub, actor_name: ADMIN.name, action: 'replace', entity: 'contact_group_associations',
        entity_key: String(group.group_ndx), before: [], after: [pair(c[0]), pair(c[1])],
      });
      await call('put', `/api/assoc-contacts-groups/${other.group_ndx}`, [pair(c[2], other)]).expect(200);
      const all = (await call('get', '/api/assoc-contacts-groups').expect(200)).body;
      expect(all).toEqual([pair(c[0]), pair(c[1]), pair(c[2], other)].sort((a, b) => a.group_ndx - b.group_ndx || a.contact_ndx - b.contact_ndx));

      const replaced = await call('put', path(), [pair(c[2]), pair(c[0])]).expect(200);
      expect(replaced.body).toEqual([pair(c[0]), pair(c[2])]);
      expect(await lastAudit()).toMatchObject({ before: [pair(c[0]), pair(c[1])], after: [pair(c[0]), pair(c[2])] });
    });

    it('marks contacts and groups in use, and refuses to delete them with a 409', async () => {
      const contacts = (await call('get', '/api/list-contacts').expect(200)).body as ContactRow[];
      expect(contacts.find((r) => r.contact_ndx === c[0].contact_ndx)?.is_used).toBe(true);
      expect(contacts.find((r) => r.contact_ndx === c[1].contact_ndx)?.is_used).toBe(false);
      const groups = (await call('get', '/api/list-groups').expect(200)).body as GroupRow[];
      expect(groups.find((g) => g.group_ndx === group.group_ndx)?.is_used).toBe(true);

      const usedContact = await expectRefused(() => call('delete', `/api/list-contacts/${c[0].contact_ndx}`), 409);
      expect(usedContact.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'This contact belongs to a group or receives an alert and cannot be deleted. Remove it from its groups and alerts first.' });
      const usedGroup = await expectRefused(() => call('delete', `/api/list-groups/${group.group_ndx}`), 409);
      expect(usedGroup.body.message).toBe('This group has contacts or receives an alert and cannot be deleted. Remove its contacts and alerts first.');
    });

    it('writes nothing when one item is bad among good ones', async () => {
      await expectRefused(() => call('put', path(), [pair(c[1]), { group_ndx: group.group_ndx, contact_ndx: 999999 }]), 400, ['[1].contact_ndx']);
      await expectRefused(() => call('put', path(), [pair(c[1]), pair(c[2], other)]), 400, ['[1].group_ndx']);
      await expectRefused(() => call('put', path(), [pair(c[1]), { group_ndx: group.group_ndx, contact_ndx: 'x', note: 1 }]), 400, ['[1].contact_ndx', '[1].note']);
      await expectRefused(() => call('put', path(), [pair(c[1]), 7]), 400, ['[1]']);
      expect(await groupSet()).toEqual([c[0].contact_ndx, c[2].contact_ndx]);
    });

    it('refuses a body that is no list, an unknown group and a bad group id', async () => {
      await expectRefused(() => call('put', path(), pair(c[1])), 400, ['body']);
      await expectRefused(() => call('put', path()), 400, ['body']);
      const missing = await expectRefused(() => call('put', '/api/assoc-contacts-groups/999999', []), 404);
      expect(missing.body.message).toBe('There is no group 999999.');
      await expectRefused(() => call('put', '/api/assoc-contacts-groups/abc', []), 400, ['group_ndx']);
    });

    it('clears a group with an empty list, after which its contacts can be deleted', async () => {
      expect((await call('put', path(), []).expect(200)).body).toEqual([]);
      expect(await lastAudit()).toMatchObject({ action: 'replace', before: [pair(c[0]), pair(c[2])], after: [] });
      expect(await groupSet()).toEqual([]);
      await call('delete', `/api/list-contacts/${c[0].contact_ndx}`).expect(200);
      await call('delete', `/api/list-groups/${group.group_ndx}`).expect(200);
    });
  });

  describe('Colors of Water storage accounts', () => {
    const mitigation = { cow_input_name: 'Mitigation Pool', graph_color: '#2CA02C', cow_slice_order: 2, reservoir_location_ndx: 197 };

    it('lists the accounts by slice order, unordered ones last by name', async () => {
      const res = await call('get', '/api/cow-list-inputs').expect(200);
      expect((res.body as CowInput[]).map((r) => r.cow_input_name)).toEqual(['Endangered Fish Pool', 'Mitigation Pool', 'Alpha Account', 'Unallocated']);
      expect(res.body[1]).toEqual({ cow_input_ndx: 1, ...mitigation });
    });

    it('edits an account, a blank slice order becoming null, audited', async () => {
      const edit = { cow_input_name: ' Mitigation Pool (demo) ', graph_color: '#abcdef', cow_slice_order: '', reservoir_location_ndx: 655 };
      const res = await call('put', '/api/cow-list-inputs/1', edit).expect(200);
      const after = { cow_input_ndx: 1, cow_input_name: 'Mitigation Pool (demo)', graph_color: '#abcdef', cow_slice_order: null, reservoir_location_ndx: 655 };
      expect(res.body).toEqual(after);
      expect(await lastAudit()).toEqual({
        actor_sub: ADMIN.sub, actor_name: ADMIN.name, action: 'update', entity: 'cow_input', entity_key: '1',
        before: { cow_input_ndx: 1, ...mitigation }, after,
      });
      await call('put', '/api/cow-list-inputs/1', mitigation).expect(200);
    });

    it.each([
      ['a colour that is not #RRGGBB', { graph_color: '#12345' }, ['graph_color']],
      ['a colour name', { graph_color: 'red' }, ['graph_color']],
      ['a missing colour and name', { graph_color: undefined, cow_input_name: undefined }, ['graph_color', 'cow_input_name']],
      ['a blank name', { cow_input_name: '  ' }, ['cow_input_name']],
      ['a fractional slice order', { cow_slice_order: 1.5 }, ['cow_slice_order']],
      ['a slice order given as text', { cow_slice_order: '2' }, ['cow_slice_order']],
      ['a reservoir that is no location', { reservoir_location_ndx: 424242 }, ['reservoir_location_ndx']],
      ['a reservoir id that is no number', { reservoir_location_ndx: 'Elkhead' }, ['reservoir_location_ndx']],
      ['an unknown property', { cow_input_ndx: 9 }, ['cow_input_ndx']],
    ])('refuses %s with a 400 naming the field, writing nothing', async (_case, change, fields) => {
      await expectRefused(() => call('put', '/api/cow-list-inputs/1', { ...mitigation, ...change }), 400, fields);
    });

    it('answers 404 for a missing account and 400 for a bad id; accounts are not added or deleted here', async () => {
      await expectRefused(() => call('put', '/api/cow-list-inputs/99', mitigation), 404);
      await expectRefused(() => call('put', '/api/cow-list-inputs/one', mitigation), 400, ['cow_input_ndx']);
      // Neither method is served on these paths: 405, naming the methods that are.
      const added = await expectRefused(() => call('post', '/api/cow-list-inputs', mitigation), 405);
      expect(added.headers.allow).toMatch(/\bGET\b/);
      expect(added.headers.allow).not.toMatch(/\bPOST\b/);
      const deleted = await expectRefused(() => call('delete', '/api/cow-list-inputs/1'), 405);
      expect(deleted.headers.allow).toMatch(/\bPUT\b/);
      expect(deleted.headers.allow).not.toMatch(/\bDELETE\b/);
    });

    it('offers the reservoirs, without a token, for the dropdown: each once, not the telemetry stations at them', async () => {
      const res = await request(http).get('/api/list-locations-for-cow').expect(200);
      expect(res.body as LookupOption[]).toEqual([
        { value: 201, display: 'Elkhead Reservoir' },
        { value: 197, display: 'Stagecoach Reservoir' },
      ]);
      expect(res.body.map((o: LookupOption) => o.value)).not.toContain(FIXTURE.location);
    });
  });

  it('lists the 17 cell providers with their SMS gateways by name', async () => {
    const res = await call('get', '/api/list-sms-providers').expect(200);
    const providers = res.body as SmsProvider[];
    expect(providers).toHaveLength(17);
    expect(providers[0]).toEqual({ cell_provider: 'AT&T', sms_address: 'number@txt.att.net', mms_address: 'number@mms.att.net' });
    expect(providers.map((p) => p.cell_provider)).toEqual(expect.arrayContaining(['Verizon', 'T-Mobile', 'Google Fi', 'U.S. Cellular']));
    for (const p of providers) expect(p.sms_address).toMatch(/^number@[a-z0-9.-]+\.[a-z]+$/);
  });

  it('refuses the admin routes without a token and documents every route', async () => {
    await expectRefused(() => request(http).post('/api/list-contacts').send(contact), 401);
    await expectRefused(() => request(http).get('/api/list-sms-providers'), 401);
    const doc = await request(http).get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining([
      '/api/list-contacts', '/api/list-contacts/{contact_ndx}', '/api/list-groups', '/api/list-groups/{group_ndx}',
      '/api/assoc-contacts-groups', '/api/assoc-contacts-groups/{group_ndx}', '/api/cow-list-inputs',
      '/api/cow-list-inputs/{cow_input_ndx}', '/api/list-locations-for-cow', '/api/list-sms-providers',
    ]));
  });
});
