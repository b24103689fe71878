import request from 'supertest';
import type { App } from 'supertest/types';
import type { AlertDelivery, AlertLocationOption, AlertRequestInput, AlertRequestRow, AlertSendToOption, AlertType, ContactRow, GroupRow } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { bearerCaller, expectRefused as expectRefusedBy, lastAuditRecord } from '../../test/admin-calls';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld, upsertFixtureResults } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { insertAll, parameterRow, unitRow } from '../../test/rows';

// What an administrator's Alerts Management screen gets from the alert routes on a real PostgreSQL database,
// signed in through the embedded provider: the table with its names, recipients, latest values and states, the
// form's choices, the writes (each audited), the refusals (which write nothing, audit record included),
// acknowledging and the delivery history. The engine is off (the test runs' default): states are set in SQL.

const ADMIN = { sub: 'demo-admin', name: 'Avery Admin (demo)' };
const DEVELOPER = { sub: 'demo-developer', name: 'Devon Developer (demo)' };
/** A second location and parameter: the spring has temperatures, the fixture creek only discharge. */
const SPRING = { location: 9002, name: 'Aardvark Spring', parameter: 9068, parameterName: 'Water Temperature', unit: 902 };
const TABLE = '/api/alerts-management-table';

describe('alerts management API', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let admin: string;
  let developer: string;
  let stakeholder: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);

  const call = bearerCaller(() => http, () => admin);
  const expectRefused = (send: () => request.Test, status: number, fields: string[] = []) =>
    expectRefusedBy(() => running.dataSource, send, status, fields);

  const lastAudit = () => lastAuditRecord(running.dataSource);

  let zoe: ContactRow;
  let adam: ContactRow;
  let bea: ContactRow;
  let ops: GroupRow;
  /** The send-to options of zoe, adam and the ops group. */
  let to: { zoe: number; adam: number; ops: number };

  beforeAll(async () => {
    db = await createScratchDatabase('portal_alerts');
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    [admin, developer, stakeholder] = await Promise.all([
      demoAccessToken(base, 'admin'), demoAccessToken(base, 'developer'), demoAccessToken(base, 'stakeholder'),
    ]);
    await insertFixtureWorld(running.dataSource);
    await upsertFixtureResults(running.dataSource, [['2025-05-01T12:00:00Z', 310], ['2025-05-02T06:30:00Z', 512.5]]);
    await insertAll(running.dataSource, [unitRow({ ndx: SPRING.unit, name: 'degC', display: '°C' })]);
    await insertAll(running.dataSource, [
      parameterRow({ ndx: SPRING.parameter, name: 'Fixture Water Temperature', abbrev: 'T', displayName: SPRING.parameterName, unit: SPRING.unit }),
    ]);
    await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES ($1, 'FIX-2', $2, 901)`,
      [SPRING.location, SPRING.name]);
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, nondetect, unit_ndx)
       VALUES ($1, $2, '2025-05-03T00:00:00Z', $3, 'sample', 11.25, false, $4), ($1, $5, '2025-05-03T00:00:00Z', $3, 'sample', 4, false, $6)`,
      [SPRING.location, SPRING.parameter, FIXTURE.source, SPRING.unit, FIXTURE.parameter, FIXTURE.unit],
    );
    // A location without values is offered nowhere.
    await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (9003, 'FIX-3', 'Empty Gulch', 901)`);

    const contact = async (contact_name: string, contact_address: string): Promise<ContactRow> =>
      (await call('post', '/api/list-contacts', { contact_name, contact_address, contact_org: 'Demo District' }).expect(201)).body;
    zoe = await contact('Zoe Zephyr', 'zoe@example.org');
    adam = await contact('Adam Ash', '9705550100@vtext.com');
    bea = await contact('Bea Brook', 'bea@example.org');
    ops = (await call('post', '/api/list-groups', { group_desc: 'Reservoir Operations' }).expect(201)).body;
    await call('put', `/api/assoc-contacts-groups/${ops.group_ndx}`, [
      { group_ndx: ops.group_ndx, contact_ndx: bea.contact_ndx }, { group_ndx: ops.group_ndx, contact_ndx: zoe.contact_ndx },
    ]).expect(200);
    const options = (await call('get', '/api/list-alert-send-to-options').expect(200)).body as AlertSendToOption[];
    const ndxOf = (send_to: string) => options.find((o) => o.send_to === send_to)!.merged_address_ndx;
    to = { zoe: ndxOf('Zoe Zephyr'), adam: ndxOf('Adam Ash'), ops: ndxOf('Reservoir Operations') };
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  const input = (change: Partial<Record<keyof AlertRequestInput, unknown>> = {}): Record<string, unknown> => ({
    enabled: true, alert_type_ndx: 1, location_ndx: FIXTURE.location, parameter_ndx: FIXTURE.parameter, trigger_value: 500,
    reset_hours: 24, merged_address_ndx: [to.ops, to.adam], custom_subject: null, custom_loc_name: null, notes: null, ...change,
  });
  const create = async (change: Partial<Record<keyof AlertRequestInput, unknown>> = {}): Promise<AlertRequestRow> =>
    (await call('post', TABLE, input(change)).expect(201)).body;
  const table = async (): Promise<AlertRequestRow[]> => (await call('get', TABLE).expect(200)).body;
  const rowOf = async (id: number) => (await table()).find((r) => r.alert_request_ndx === id);

  describe("the form's choices", () => {
    it('lists the alert types by index', async () => {
      const res = await call('get', '/api/list-alert-types').expect(200);
      expect(res.body as AlertType[]).toEqual([
        { alert_type_ndx: 1, alert_type: 'Value Above Trigger' },
        { alert_type_ndx: 2, alert_type: 'Stale Data (No Value for Trigger Hours)' },
        { alert_type_ndx: 3, alert_type: 'Value Below Trigger' },
      ]);
    });

    it('lists contacts by name, then groups by description, with the addresses they stand for now', async () => {
      const res = await call('get', '/api/list-alert-send-to-options', undefined, developer).expect(200);
      expect(res.body as AlertSendToOption[]).toEqual([
        { merged_address_ndx: to.adam, kind: 'contact', send_to: 'Adam Ash', send_to_details: '9705550100@vtext.com' },
        { merged_address_ndx: expect.any(Number), kind: 'contact', send_to: 'Bea Brook', send_to_details: 'bea@example.org' },
        { merged_address_ndx: to.zoe, kind: 'contact', send_to: 'Zoe Zephyr', send_to_details: 'zoe@example.org' },
        { merged_address_ndx: to.ops, kind: 'group', send_to: 'Reservoir Operations', send_to_details: 'bea@example.org, zoe@example.org' },
      ]);
    });

    it('lists the locations that have values, by name, with their parameters and units', async () => {
      const res = await call('get', '/api/list-alert-locations').expect(200);
      expect(res.body as AlertLocationOption[]).toEqual([
        {
          location_ndx: SPRING.location, location: SPRING.name, parameters: [
            { parameter_ndx: FIXTURE.parameter, parameter: 'Discharge', units: 'CFS' },
            { parameter_ndx: SPRING.parameter, parameter: SPRING.parameterName, units: '°C' },
          ],
        },
        { location_ndx: FIXTURE.location, location: FIXTURE.locationName, parameters: [{ parameter_ndx: FIXTURE.parameter, parameter: 'Discharge', units: 'CFS' }] },
      ]);
    });
  });

  describe('the table', () => {
    it('creates an alert request, answers it with its names, recipients and latest value, audited', async () => {
      const before = (await table()).length;
      const row = await create({ custom_subject: '  High flow at the bridge ', notes: '   ', merged_address_ndx: [to.ops, to.adam, to.ops] });
      expect(row).toEqual({
        alert_request_ndx: expect.any(Number), enabled: true, alert_type_ndx: 1, alert_type: 'Value Above Trigger',
        location_ndx: FIXTURE.location, location: FIXTURE.locationName, parameter_ndx: FIXTURE.parameter, parameter: 'Discharge',
        trigger_value: 500, reset_hours: 24, merged_address_ndx: [to.adam, to.ops].sort((a, b) => a - b),
        send_to: 'Adam Ash, Reservoir Operations', send_to_details: '9705550100@vtext.com, bea@example.org, zoe@example.org',
        custom_subject: 'High flow at the bridge', custom_loc_name: null, notes: null,
        last_alert_sent: null, most_recent_value: 512.5, most_recent_timestamp: '2025-05-02T06:30:00Z', last_alert_sent_to_details: null,
        state: 'normal', quiet_until: null, acknowledged_by: null, acknowledged_at: null, acknowledge_comment: null,
      } satisfies AlertRequestRow);
      expect(await lastAudit()).toEqual({
        actor_sub: ADMIN.sub, actor_name: ADMIN.name, action: 'create', entity: 'alert_request', entity_key: String(row.alert_request_ndx),
        before: null, after: expect.objectContaining({
          alert_request_ndx: row.alert_request_ndx, enabled: true, trigger_value: 500, state: 'normal', custom_subject: 'High flow at the bridge',
          merged_address_ndx: row.merged_address_ndx,
        }),
      });
      const list = await table();
      expect(list).toHaveLength(before + 1);
      expect(list.find((r) => r.alert_request_ndx === row.alert_request_ndx)).toEqual(row);
    });

    it('orders the table by location, parameter and id, and shows a disabled alert and one saved without recipients', async () => {
      const saved = await create({ location_ndx: SPRING.location, parameter_ndx: SPRING.parameter, alert_type_ndx: 3, trigger_value: -2.5,
        reset_hours: 0, enabled: false });
      // An alert saved before recipients were required.
      await query(`DELETE FROM alert_request_recipients WHERE alert_request_ndx = $1`, [saved.alert_request_ndx]);
      const spring = (await table()).find((r) => r.alert_request_ndx === saved.alert_request_ndx);
      expect(spring).toMatchObject({ location: SPRING.name, parameter: SPRING.parameterName, alert_type: 'Value Below Trigger',
        merged_address_ndx: [], send_to: '', send_to_details: '', state: 'disabled', most_recent_value: 11.25, trigger_value: -2.5, reset_hours: 0 });
      const springQ = await create({ location_ndx: SPRING.location, merged_address_ndx: [to.zoe] });
      const list = await table();
      const keys = list.map((r) => [r.location, r.parameter, r.alert_request_ndx]);
      expect(keys).toEqual([...keys].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])) || Number(a[2]) - Number(b[2])));
      expect(list[0]).toMatchObject({ alert_request_ndx: springQ.alert_request_ndx, parameter: 'Discharge', most_recent_value: 4 });
      expect(list[1].alert_request_ndx).toBe(saved.alert_request_ndx);
      await call('delete', `${TABLE}/${saved.alert_request_ndx}`).expect(200);
      await call('delete', `${TABLE}/${springQ.alert_request_ndx}`).expect(200);
    });

    it('replaces an alert request, keeping the engine state for the same condition and starting over for a new one', async () => {
      const row = await create();
      const id = row.alert_request_ndx;
      await query(`UPDATE alert_requests SET state = 'firing', condition_since = now() - interval '1 hour' WHERE alert_request_ndx = $1`, [id]);

      const edited = await call('put', `${TABLE}/${id}`, input({ notes: ' Call the gate keeper ', reset_hours: 12, merged_address_ndx: [to.zoe] }), developer).expect(200);
      expect(edited.body).toEqual({ ...row, notes: 'Call the gate keeper', reset_hours: 12, merged_address_ndx: [to.zoe], send_to: 'Zoe Zephyr',
        send_to_details: 'zoe@example.org', state: 'firing' });
      expect(await lastAudit()).toMatchObject({ actor_sub: DEVELOPER.sub, action: 'update', entity: 'alert_request', entity_key: String(id),
        before: { notes: null, reset_hours: 24, state: 'firing', merged_address_ndx: row.merged_address_ndx },
        after: { notes: 'Call the gate keeper', reset_hours: 12, state: 'firing', merged_address_ndx: [to.zoe] } });

      const moved = await call('put', `${TABLE}/${id}`, input({ trigger_value: 600, merged_address_ndx: [to.zoe] })).expect(200);
      expect(moved.body).toMatchObject({ trigger_value: 600, state: 'normal', notes: null });
      const [stored] = await query(`SELECT state, condition_since FROM alert_requests WHERE alert_request_ndx = $1`, [id]);
      expect(stored).toEqual({ state: 'normal', condition_since: null });
    });

    it('switches an alert off and on with PATCH, changing nothing else', async () => {
      const row = await create();
      const id = row.alert_request_ndx;
      const off = await call('patch', `${TABLE}/${id}`, { enabled: false }).expect(200);
      expect(off.body).toEqual({ ...row, enabled: false, state: 'disabled' });
      expect(await lastAudit()).toMatchObject({ action: 'update', entity: 'alert_request', before: { enabled: true }, after: { enabled: false } });
      const on = await call('patch', `${TABLE}/${id}`, { enabled: true }).expect(200);
      expect(on.body).toEqual(row);
    });

    it('deletes an alert request with its history, answering the deleted row', async () => {
      const row = await create();
      const id = row.alert_request_ndx;
      const [event] = await query(`INSERT INTO alert_events (alert_request_ndx, fired_at, event_kind, subject, message, sms_message)
                                   VALUES ($1, now(), 'fired', 'S', 'M', 'SMS') RETURNING alert_event_ndx`, [id]);
      await query(`INSERT INTO alert_deliveries (alert_event_ndx, alert_request_ndx, recipient, channel) VALUES ($1, $2, 'x@example.org', 'outbox')`,
        [event.alert_event_ndx, id]);
      const deleted = await call('delete', `${TABLE}/${id}`).expect(200);
      expect(deleted.body).toEqual(row);
      expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'alert_request', entity_key: String(id), after: null,
        before: { alert_request_ndx: id, trigger_value: 500 } });
      expect(await rowOf(id)).toBeUndefined();
      expect(await query(`SELECT 1 FROM alert_deliveries WHERE alert_request_ndx = $1 UNION ALL
                          SELECT 1 FROM alert_events WHERE alert_request_ndx = $1 UNION ALL
                          SELECT 1 FROM alert_request_recipients WHERE alert_request_ndx = $1`, [id])).toEqual([]);

      const gone = await expectRefused(() => call('delete', `${TABLE}/${id}`), 404);
      expect(gone.body).toEqual({ statusCode: 404, error: 'Not Found', message: `There is no alert request ${id}.` });
      await expectRefused(() => call('put', `${TABLE}/${id}`, input()), 404);
      await expectRefused(() => call('patch', `${TABLE}/${id}`, { enabled: false }), 404);
      await expectRefused(() => call('post', `${TABLE}/${id}/acknowledge`, { comment: 'Seen' }), 404);
    });

    it('shows a firing alert waiting out its reset hours as quiet, until when', async () => {
      const row = await create();
      const id = row.alert_request_ndx;
      await query(`UPDATE alert_requests SET state = 'firing', quiet_until = '2999-01-01T00:00:00Z' WHERE alert_request_ndx = $1`, [id]);
      expect(await rowOf(id)).toMatchObject({ state: 'quiet', quiet_until: '2999-01-01T00:00:00Z' });
      await query(`UPDATE alert_requests SET quiet_until = '2000-01-01T00:00:00Z' WHERE alert_request_ndx = $1`, [id]);
      expect(await rowOf(id)).toMatchObject({ state: 'firing', quiet_until: null });
      await call('patch', `${TABLE}/${id}`, { enabled: false }).expect(200);
      expect(await rowOf(id)).toMatchObject({ state: 'disabled', quiet_until: null });
    });

    it("follows a group's contacts in send_to_details", async () => {
      const row = await create({ merged_address_ndx: [to.ops] });
      expect(row.send_to_details).toBe('bea@example.org, zoe@example.org');
      await call('put', `/api/assoc-contacts-groups/${ops.group_ndx}`, [
        { group_ndx: ops.group_ndx, contact_ndx: adam.contact_ndx }, { group_ndx: ops.group_ndx, contact_ndx: zoe.contact_ndx },
      ]).expect(200);
      expect((await rowOf(row.alert_request_ndx))?.send_to_details).toBe('9705550100@vtext.com, zoe@example.org');
      await call('put', `/api/assoc-contacts-groups/${ops.group_ndx}`, [
        { group_ndx: ops.group_ndx, contact_ndx: bea.contact_ndx }, { group_ndx: ops.group_ndx, contact_ndx: zoe.contact_ndx },
      ]).expect(200);
      expect((await rowOf(row.alert_request_ndx))?.send_to_details).toBe('bea@example.org, zoe@example.org');
    });

    it('refuses to delete a contact or group an alert is sent to (409)', async () => {
      const lone = (await call('post', '/api/list-contacts', { contact_name: 'Lone Ranger', contact_address: 'lone@example.org', contact_org: 'X' }).expect(201)).body as ContactRow;
      const lonely = (await call('post', '/api/list-groups', { group_desc: 'Lonely Group' }).expect(201)).body as GroupRow;
      const options = (await call('get', '/api/list-alert-send-to-options').expect(200)).body as AlertSendToOption[];
      const loneTo = options.find((o) => o.send_to === 'Lone Ranger')!.merged_address_ndx;
      const lonelyTo = options.find((o) => o.send_to === 'Lonely Group')!.merged_address_ndx;
      expect(options.find((o) => o.send_to === 'Lonely Group')?.send_to_details).toBe('');
      const row = await create({ merged_address_ndx: [loneTo, lonelyTo] });
      expect(row.send_to).toBe('Lone Ranger, Lonely Group');

      const refused = await expectRefused(() => call('delete', `/api/list-contacts/${lone.contact_ndx}`), 409);
      expect(refused.body.message).toContain('receives an alert');
      await expectRefused(() => call('delete', `/api/list-groups/${lonely.group_ndx}`), 409);
      expect(((await call('get', '/api/list-contacts').expect(200)).body as ContactRow[]).find((c) => c.contact_ndx === lone.contact_ndx)?.is_used).toBe(true);

      await call('delete', `${TABLE}/${row.alert_request_ndx}`).expect(200);
      await call('delete', `/api/list-contacts/${lone.contact_ndx}`).expect(200);
      await call('delete', `/api/list-groups/${lonely.group_ndx}`).expect(200);
    });
  });

  describe('acknowledging', () => {
    it('refuses a normal alert with a 409 and acknowledges a firing one, audited', async () => {
      const row = await create();
      const id = row.alert_request_ndx;
      const path = `${TABLE}/${id}/acknowledge`;
      const refused = await expectRefused(() => call('post', path, { comment: 'Seen' }), 409);
      expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'This alert is not firing; only a firing alert can be acknowledged.' });

      await query(`UPDATE alert_requests SET state = 'firing', condition_since = now() WHERE alert_request_ndx = $1`, [id]);
      await expectRefused(() => call('post', path, { comment: ' \u200B ' }), 400, ['comment']);
      await expectRefused(() => call('post', path, {}), 400, ['comment']);
      await expectRefused(() => call('post', path, { comment: 'x'.repeat(2001) }), 400, ['comment']);
      await expectRefused(() => call('post', path, { comment: 'Seen', by: 'me' }), 400, ['by']);

      const res = await call('post', path, { comment: '  Gate crew on site. ' }).expect(200);
      expect(res.body).toEqual({ ...row, state: 'acknowledged', acknowledged_by: ADMIN.name,
        acknowledged_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), acknowledge_comment: 'Gate crew on site.' });
      expect(Math.abs(Date.parse(res.body.acknowledged_at) - Date.now())).toBeLessThan(60_000);
      expect(await lastAudit()).toMatchObject({ action: 'update', entity: 'alert_request', entity_key: String(id),
        before: { state: 'firing', acknowledged_by: null }, after: { state: 'acknowledged', acknowledge_comment: 'Gate crew on site.' } });
      expect(await rowOf(id)).toEqual(res.body);

      const again = await expectRefused(() => call('post', path, { comment: 'Again' }), 409);
      expect(again.body.message).toBe('This alert is already acknowledged.');
      // An edit that keeps the condition keeps the acknowledgement; a new condition clears it.
      expect((await call('put', `${TABLE}/${id}`, input({ notes: 'n' })).expect(200)).body).toMatchObject({ state: 'acknowledged', acknowledge_comment: 'Gate crew on site.' });
      expect((await call('put', `${TABLE}/${id}`, input({ alert_type_ndx: 3 })).expect(200)).body).toMatchObject({
        state: 'normal', acknowledged_by: null, acknowledged_at: null, acknowledge_comment: null });
    });
  });

  describe('deliveries', () => {
    it('lists the newest deliveries with their event and attempts, and shows the last send in the table', async () => {
      const row = await create();
      const other = await create();
      const id = row.alert_request_ndx;
      const event = async (alertNdx: number, firedAt: string, kind: string) =>
        (await query(`INSERT INTO alert_events (alert_request_ndx, fired_at, event_kind, observed_value, subject, message, sms_message)
                      VALUES ($1, $2, $3, 512.5, 'High flow', 'Discharge is 512.5 CFS', 'sms') RETURNING alert_event_ndx`, [alertNdx, firedAt, kind]))[0]
          .alert_event_ndx as string;
      const delivery = async (eventNdx: string, alertNdx: number, recipient: string, status: string, sentAt: string | null, createdAt: string) =>
        (await query(`INSERT INTO alert_deliveries (alert_event_ndx, alert_request_ndx, recipient, recipient_name, channel, status, sent_at, created_at)
                      VALUES ($1, $2, $3, 'Someone', 'email', $4, $5, $6) RETURNING delivery_id`, [eventNdx, alertNdx, recipient, status, sentAt, createdAt]))[0]
          .delivery_id as string;

      const first = await event(id, '2025-05-02T07:00:00Z', 'fired');
      const d1 = await delivery(first, id, 'zoe@example.org', 'sent', '2025-05-02T07:00:05Z', '2025-05-02T07:00:00Z');
      await query(`INSERT INTO alert_delivery_attempts (delivery_id, attempted_at, outcome, detail) VALUES
                     ($1, '2025-05-02T07:00:05Z', 'sent', '250 OK'), ($1, '2025-05-02T07:00:01Z', 'failed', '421 try later')`, [d1]);
      await delivery(first, id, 'adam@example.org', 'sent', '2025-05-02T07:00:04Z', '2025-05-02T07:00:00Z');
      const repeat = await event(id, '2025-05-03T07:00:00Z', 'repeat');
      await delivery(repeat, id, 'bea@example.org', 'sent', '2025-05-03T07:00:02Z', '2025-05-03T07:00:00Z');
      await delivery(repeat, id, 'zoe@example.org', 'failed', null, '2025-05-03T07:00:00Z');
      // The latest event has nothing sent yet: the last send is the repeat's.
      const pending = await event(id, '2025-05-04T07:00:00Z', 'repeat');
      const dPending = await delivery(pending, id, 'zoe@example.org', 'pending', null, '2025-05-04T07:00:00Z');
      const otherEvent = await event(other.alert_request_ndx, '2025-05-01T00:00:00Z', 'fired');
      await delivery(otherEvent, other.alert_request_ndx, 'zoe@example.org', 'sent', '2025-05-01T00:00:01Z', '2025-05-01T00:00:00Z');

      expect(await rowOf(id)).toMatchObject({ last_alert_sent: '2025-05-03T07:00:02Z', last_alert_sent_to_details: 'bea@example.org' });
      expect(await rowOf(other.alert_request_ndx)).toMatchObject({ last_alert_sent: '2025-05-01T00:00:01Z', last_alert_sent_to_details: 'zoe@example.org' });

      const res = await call('get', `/api/alert-deliveries?alert_request_ndx=${id}`).expect(200);
      const list = res.body as AlertDelivery[];
      expect(list.map((d) => [d.fired_at, d.recipient, d.status])).toEqual([
        ['2025-05-04T07:00:00Z', 'zoe@example.org', 'pending'],
        ['2025-05-03T07:00:00Z', 'bea@example.org', 'sent'],
        ['2025-05-03T07:00:00Z', 'zoe@example.org', 'failed'],
        ['2025-05-02T07:00:00Z', 'adam@example.org', 'sent'],
        ['2025-05-02T07:00:00Z', 'zoe@example.org', 'sent'],
      ]);
      expect(list[0]).toEqual({
        delivery_id: dPending, alert_request_ndx: id, alert_event_ndx: Number(pending), fired_at: '2025-05-04T07:00:00Z', event_kind: 'repeat',
        recipient: 'zoe@example.org', recipient_name: 'Someone', channel: 'email', status: 'pending', sent_at: null,
        subject: 'High flow', message: 'Discharge is 512.5 CFS', attempts: [],
      } satisfies AlertDelivery);
      expect(list[4]).toMatchObject({ delivery_id: d1, event_kind: 'fired', sent_at: '2025-05-02T07:00:05Z', attempts: [
        { attempted_at: '2025-05-02T07:00:01Z', outcome: 'failed', detail: '421 try later' },
        { attempted_at: '2025-05-02T07:00:05Z', outcome: 'sent', detail: '250 OK' },
      ] });

      const all = (await call('get', '/api/alert-deliveries').expect(200)).body as AlertDelivery[];
      expect(all.length).toBeGreaterThanOrEqual(6);
      expect(all.map((d) => d.alert_request_ndx)).toContain(other.alert_request_ndx);
      expect((await call('get', '/api/alert-deliveries?alert_request_ndx=').expect(200)).body).toEqual(all);
      expect((await call('get', '/api/alert-deliveries?alert_request_ndx=999999').expect(200)).body).toEqual([]);
    });

    it.each(['abc', '0', '-1', '1e2', '0x1', '1.5', '2147483648'])('refuses the alert_request_ndx %s with a 400 naming it', async (id) => {
      await expectRefused(() => call('get', `/api/alert-deliveries?alert_request_ndx=${encodeURIComponent(id)}`), 400, ['alert_request_ndx']);
    });
  });

  describe('refusals', () => {
    it.each([
      ['a missing enabled', { enabled: undefined }, ['enabled']],
      ['an enabled that is text', { enabled: 'true' }, ['enabled']],
      ['an alert type that is text', { alert_type_ndx: '1' }, ['alert_type_ndx']],
      ['an unknown alert type', { alert_type_ndx: 4 }, ['alert_type_ndx']],
      ['a fractional location', { location_ndx: 9001.5 }, ['location_ndx']],
      ['an unknown location', { location_ndx: 424242 }, ['location_ndx']],
      ['an unknown parameter', { parameter_ndx: 424242 }, ['parameter_ndx']],
      ['a parameter the location has no values of', { parameter_ndx: SPRING.parameter }, ['parameter_ndx']],
      ['a trigger value written with an exponent', { trigger_value: '1e2' }, ['trigger_value']],
      ['a trigger value that is NaN text', { trigger_value: 'NaN' }, ['trigger_value']],
      ['a trigger value that is null', { trigger_value: null }, ['trigger_value']],
      ['a trigger value beyond 1e12', { trigger_value: 1e13 }, ['trigger_value']],
      ['a missing trigger value', { trigger_value: undefined }, ['trigger_value']],
      ['a stale-data alert waiting 0 hours', { alert_type_ndx: 2, trigger_value: 0 }, ['trigger_value']],
      ['negative reset hours', { reset_hours: -1 }, ['reset_hours']],
      ['reset hours beyond ten years', { reset_hours: 87601 }, ['reset_hours']],
      ['reset hours as text', { reset_hours: '24' }, ['reset_hours']],
      ['no recipients', { merged_address_ndx: [] }, ['merged_address_ndx']],
      ['recipients that are no list', { merged_address_ndx: 5 }, ['merged_address_ndx']],
      ['a recipient that is text', { merged_address_ndx: ['1'] }, ['merged_address_ndx']],
      ['an unknown recipient', { merged_address_ndx: [424242] }, ['merged_address_ndx']],
      ['too many recipients', { merged_address_ndx: Array.from({ length: 201 }, (_, i) => i + 1) }, ['merged_address_ndx']],
      ['a missing recipient list', { merged_address_ndx: undefined }, ['merged_address_ndx']],
      ['a subject that is no text', { custom_subject: 5 }, ['custom_subject']],
      ['a missing subject', { custom_subject: undefined }, ['custom_subject']],
      ['a subject too long', { custom_subject: 'x'.repeat(201) }, ['custom_subject']],
      ['notes too long', { notes: 'x'.repeat(2001) }, ['notes']],
      ['an unknown property', { state: 'firing' }, ['state']],
      ['two bad fields', { reset_hours: -1, notes: 7 }, ['reset_hours', 'notes']],
    ])('refuses %s with a 400 naming the field, writing nothing', async (_case, change, fields) => {
      const body = input(change as Partial<Record<keyof AlertRequestInput, unknown>>);
      await expectRefused(() => call('post', TABLE, body), 400, fields);
      const [{ alert_request_ndx }] = await table();
      await expectRefused(() => call('put', `${TABLE}/${alert_request_ndx}`, body), 400, fields);
    });

    it('refuses bodies that are no object, and a PATCH with anything but enabled', async () => {
      const [{ alert_request_ndx: id }] = await table();
      await expectRefused(() => call('post', TABLE, '[1]').set('content-type', 'application/json'), 400);
      await expectRefused(() => call('post', TABLE), 400, ['enabled']);
      await expectRefused(() => call('patch', `${TABLE}/${id}`, { enabled: false, notes: 'x' }), 400, ['notes']);
      await expectRefused(() => call('patch', `${TABLE}/${id}`, {}), 400, ['enabled']);
      await expectRefused(() => call('patch', `${TABLE}/${id}`, { enabled: 'false' }), 400, ['enabled']);
      await expectRefused(() => call('patch', `${TABLE}/${id}`, { enabled: 0 }), 400, ['enabled']);
    });

    it.each(['abc', '0', '-3', '1.5', '1e2', '0x1', '99999999999'])('refuses the alert request id %s with a 400 naming alert_request_ndx', async (id) => {
      await expectRefused(() => call('put', `${TABLE}/${id}`, input()), 400, ['alert_request_ndx']);
      await expectRefused(() => call('patch', `${TABLE}/${id}`, { enabled: false }), 400, ['alert_request_ndx']);
      await expectRefused(() => call('delete', `${TABLE}/${id}`), 400, ['alert_request_ndx']);
      await expectRefused(() => call('post', `${TABLE}/${id}/acknowledge`, { comment: 'x' }), 400, ['alert_request_ndx']);
    });

    it('answers 404 for an unknown alert request', async () => {
      await expectRefused(() => call('put', `${TABLE}/999999`, input()), 404);
      await expectRefused(() => call('patch', `${TABLE}/999999`, { enabled: true }), 404);
      await expectRefused(() => call('delete', `${TABLE}/999999`), 404);
      await expectRefused(() => call('post', `${TABLE}/999999/acknowledge`, { comment: 'x' }), 404);
    });

    it('refuses callers who are not administrators, and documents every route', async () => {
      await expectRefused(() => request(http).post(TABLE).send(input()), 401);
      await expectRefused(() => call('post', TABLE, input(), stakeholder), 403);
      await expectRefused(() => call('get', '/api/alert-deliveries', undefined, stakeholder), 403);
      const doc = await request(http).get('/api/docs-json').expect(200);
      expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining([
        TABLE, `${TABLE}/{alert_request_ndx}`, `${TABLE}/{alert_request_ndx}/acknowledge`, '/api/list-alert-types',
        '/api/list-alert-send-to-options', '/api/list-alert-locations', '/api/alert-deliveries',
      ]));
      expect(Object.keys(doc.body.paths[`${TABLE}/{alert_request_ndx}`])).toEqual(expect.arrayContaining(['put', 'patch', 'delete']));
    });
  });
});
