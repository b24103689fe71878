import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail-to-SMS gateways of the 17 common US cell providers (the admin screens' SMS help), written
 * as the address to use with the phone's number in place of `number`. null: the provider has no MMS gateway.
 */
const SMS_PROVIDERS: readonly [provider: string, sms: string, mms: string | null][] = [
  ['AT&T', 'txt.att.net', 'mms.att.net'],
  ['Boost Mobile', 'sms.myboostmobile.com', 'myboostmobile.com'],
  ['C-Spire', 'cspire1.com', 'cspire1.com'],
  ['Consumer Cellular', 'mailmymobile.net', 'mailmymobile.net'],
  ['Cricket', 'sms.cricketwireless.net', 'mms.cricketwireless.net'],
  ['Google Fi', 'msg.fi.google.com', 'msg.fi.google.com'],
  ['Metro by T-Mobile', 'mymetropcs.com', 'mymetropcs.com'],
  ['Mint Mobile', 'mailmymobile.net', 'mailmymobile.net'],
  ['Page Plus', 'vtext.com', 'mypixmessages.com'],
  ['Republic Wireless', 'text.republicwireless.com', null],
  ['Sprint', 'messaging.sprintpcs.com', 'pm.sprint.com'],
  ['T-Mobile', 'tmomail.net', 'tmomail.net'],
  ['Ting', 'message.ting.com', null],
  ['Tracfone', 'mmst5.tracfone.com', 'mmst5.tracfone.com'],
  ['U.S. Cellular', 'email.uscc.net', 'mms.uscc.net'],
  ['Verizon', 'vtext.com', 'vzwpix.com'],
  ['Virgin Mobile', 'vmobl.com', 'vmpix.com'],
];

/** Children first, for down(). */
const TABLES = ['admin_audit_log', 'sms_providers', 'cow_inputs', 'assoc_contacts_groups', 'contact_groups', 'contacts'];

/**
 * The admin lookup tables: alert contacts and groups and which contacts
 * each group holds, the Colors of Water storage accounts (COW inputs) of a reservoir, the SMS gateway help, and
 * the audit log every admin write leaves a record in (who, when, what; see common/audit.ts). A contact or group that a group or alert
 * still uses cannot vanish (ON DELETE RESTRICT); the API answers 409 before it gets that far.
 *
 * No data_change_seq triggers here: no cached public answer read these tables then (the COW reservoir dropdown reads
 * locations, which already bump the sequence); cow_inputs got one with the cached Colors of Water graphs (migration
 * SummariesAndColorsOfWaterVersioned).
 */
export class AdminLookups1764000000000 implements MigrationInterface {
  name = 'AdminLookups1764000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contacts (
        contact_ndx serial PRIMARY KEY,
        contact_name text NOT NULL CHECK (btrim(contact_name) <> ''),
        contact_address text NOT NULL CHECK (btrim(contact_address) <> ''),
        contact_org text NOT NULL CHECK (btrim(contact_org) <> ''),
        remark text,
        send_sms boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE contact_groups (
        group_ndx serial PRIMARY KEY,
        group_desc text NOT NULL CHECK (btrim(group_desc) <> ''),
        remark text
      )`);
    await q.query(`
      CREATE TABLE assoc_contacts_groups (
        group_ndx integer NOT NULL REFERENCES contact_groups(group_ndx) ON DELETE RESTRICT,
        contact_ndx integer NOT NULL REFERENCES contacts(contact_ndx) ON DELETE RESTRICT,
        PRIMARY KEY (group_ndx, contact_ndx)
      )`);
    // "Is this contact in a group?" is asked for every contact row.
    await q.query(`CREATE INDEX assoc_contacts_groups_contact_idx ON assoc_contacts_groups (contact_ndx)`);
    await q.query(`
      CREATE TABLE cow_inputs (
        cow_input_ndx integer PRIMARY KEY,
        cow_input_name text NOT NULL CHECK (btrim(cow_input_name) <> ''),
        graph_color text NOT NULL CHECK (graph_color ~ '^#[0-9A-Fa-f]{6}$'),
        cow_slice_order integer,
        reservoir_location_ndx integer NOT NULL REFERENCES locations(location_ndx)
      )`);
    await q.query(`CREATE INDEX cow_inputs_reservoir_idx ON cow_inputs (reservoir_location_ndx)`);
    await q.query(`
      CREATE TABLE sms_providers (
        cell_provider text PRIMARY KEY,
        sms_address text NOT NULL CHECK (sms_address ~ '^number@[a-z0-9.-]+$'),
        mms_address text CHECK (mms_address ~ '^number@[a-z0-9.-]+$')
      )`);
    await q.query(
      `INSERT INTO sms_providers (cell_provider, sms_address, mms_address)
       SELECT p, 'number@' || s, 'number@' || m FROM unnest($1::text[], $2::text[], $3::text[]) AS g(p, s, m)`,
      [SMS_PROVIDERS.map((p) => p[0]), SMS_PROVIDERS.map((p) => p[1]), SMS_PROVIDERS.map((p) => p[2])],
    );
    await q.query(`
      CREATE TABLE admin_audit_log (
        audit_ndx bigserial PRIMARY KEY,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        actor_sub text NOT NULL,
        actor_name text,
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'replace')),
        entity text NOT NULL,
        entity_key text NOT NULL,
        before jsonb,
        after jsonb
      )`);
    // The history of one row.
    await q.query(`CREATE INDEX admin_audit_log_entity_idx ON admin_audit_log (entity, entity_key, occurred_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
