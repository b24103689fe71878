import { MigrationInterface, QueryRunner } from 'typeorm';

/** Children first, for down(). */
const TABLES = [
  'alert_delivery_attempts', 'alert_deliveries', 'alert_events', 'alert_request_recipients', 'alert_requests',
  'merged_addresses', 'alert_types',
];

/**
 * Alerts: the administrators' alert requests, who each is sent to, and the engine's record of what fired and
 * what was delivered.
 *
 * - `alert_types`: 1 the latest value above the trigger value, 2 stale (no value for trigger_value hours), 3 the
 *   latest value below the trigger value. `condition` is what the engine evaluates, so a type's name can change.
 * - `merged_addresses`: one row per contact and per group (kept by triggers), the one list the form's Send To
 *   chooses from; an alert's recipients point here, and the addresses behind a group are read at send time.
 * - `alert_requests` carry the engine's state beside the request (state, since when, quiet until, acknowledged
 *   by): the evaluation locks the row, so two backends deciding at once take turns and cannot both fire.
 * - `alert_events`: each time an alert fired; `alert_deliveries`: the outbox, one row per event and recipient
 *   (unique), whose `delivery_id` is also the id of its job on the job queue, so a delivery is queued once;
 *   `alert_delivery_attempts`: every try with its outcome.
 */
export class Alerts1765300000000 implements MigrationInterface {
  name = 'Alerts1765300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE alert_types (
        alert_type_ndx integer PRIMARY KEY,
        alert_type text NOT NULL,
        condition text NOT NULL UNIQUE CHECK (condition IN ('above', 'stale', 'below'))
      )`);
    await q.query(`
      INSERT INTO alert_types VALUES
        (1, 'Value Above Trigger', 'above'), (2, 'Stale Data (No Value for Trigger Hours)', 'stale'), (3, 'Value Below Trigger', 'below')`);
    await q.query(`
      CREATE TABLE merged_addresses (
        merged_address_ndx serial PRIMARY KEY,
        contact_ndx integer UNIQUE REFERENCES contacts(contact_ndx) ON DELETE CASCADE,
        group_ndx integer UNIQUE REFERENCES contact_groups(group_ndx) ON DELETE CASCADE,
        CHECK ((contact_ndx IS NULL) <> (group_ndx IS NULL))
      )`);
    await q.query(`INSERT INTO merged_addresses (contact_ndx) SELECT contact_ndx FROM contacts ORDER BY contact_ndx`);
    await q.query(`INSERT INTO merged_addresses (group_ndx) SELECT group_ndx FROM contact_groups ORDER BY group_ndx`);
    await q.query(`
      CREATE FUNCTION merged_addresses_add_contact() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO merged_addresses (contact_ndx) VALUES (NEW.contact_ndx); RETURN NULL; END $$`);
    await q.query(`
      CREATE FUNCTION merged_addresses_add_group() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO merged_addresses (group_ndx) VALUES (NEW.group_ndx); RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER merged_addresses_contact AFTER INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION merged_addresses_add_contact()`);
    await q.query(`CREATE TRIGGER merged_addresses_group AFTER INSERT ON contact_groups FOR EACH ROW EXECUTE FUNCTION merged_addresses_add_group()`);

    await q.query(`
      CREATE TABLE alert_requests (
        alert_request_ndx serial PRIMARY KEY,
        enabled boolean NOT NULL,
        alert_type_ndx integer NOT NULL REFERENCES alert_types(alert_type_ndx),
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx),
        trigger_value double precision NOT NULL CHECK (trigger_value BETWEEN -1e12 AND 1e12),
        reset_hours double precision NOT NULL CHECK (reset_hours BETWEEN 0 AND 87600),
        custom_subject text,
        custom_loc_name text,
        notes text,
        state text NOT NULL DEFAULT 'normal' CHECK (state IN ('normal', 'firing', 'acknowledged')),
        condition_since timestamptz,
        last_evaluated_at timestamptz,
        quiet_until timestamptz,
        acknowledged_by text,
        acknowledged_at timestamptz,
        acknowledge_comment text
      )`);
    // Which alerts watch a series that was just written.
    await q.query(`CREATE INDEX alert_requests_series_idx ON alert_requests (location_ndx, parameter_ndx)`);
    await q.query(`
      CREATE TABLE alert_request_recipients (
        alert_request_ndx integer NOT NULL REFERENCES alert_requests(alert_request_ndx) ON DELETE CASCADE,
        merged_address_ndx integer NOT NULL REFERENCES merged_addresses(merged_address_ndx) ON DELETE RESTRICT,
        PRIMARY KEY (alert_request_ndx, merged_address_ndx)
      )`);
    await q.query(`CREATE INDEX alert_request_recipients_address_idx ON alert_request_recipients (merged_address_ndx)`);
    await q.query(`
      CREATE TABLE alert_events (
        alert_event_ndx bigserial PRIMARY KEY,
        alert_request_ndx integer NOT NULL REFERENCES alert_requests(alert_request_ndx) ON DELETE CASCADE,
        fired_at timestamptz NOT NULL,
        event_kind text NOT NULL CHECK (event_kind IN ('fired', 'repeat')),
        observed_value double precision,
        observed_at timestamptz,
        subject text NOT NULL,
        message text NOT NULL,
        sms_message text NOT NULL
      )`);
    await q.query(`CREATE INDEX alert_events_request_idx ON alert_events (alert_request_ndx, fired_at)`);
    await q.query(`
      CREATE TABLE alert_deliveries (
        delivery_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        alert_event_ndx bigint NOT NULL REFERENCES alert_events(alert_event_ndx) ON DELETE CASCADE,
        alert_request_ndx integer NOT NULL REFERENCES alert_requests(alert_request_ndx) ON DELETE CASCADE,
        recipient text NOT NULL,
        recipient_name text,
        channel text NOT NULL CHECK (channel IN ('email', 'sms-gateway', 'sms-http', 'outbox')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (alert_event_ndx, recipient, channel)
      )`);
    await q.query(`CREATE INDEX alert_deliveries_request_idx ON alert_deliveries (alert_request_ndx, created_at)`);
    await q.query(`
      CREATE TABLE alert_delivery_attempts (
        attempt_ndx bigserial PRIMARY KEY,
        delivery_id uuid NOT NULL REFERENCES alert_deliveries(delivery_id) ON DELETE CASCADE,
        attempted_at timestamptz NOT NULL DEFAULT now(),
        outcome text NOT NULL CHECK (outcome IN ('sent', 'failed')),
        detail text
      )`);
    await q.query(`CREATE INDEX alert_delivery_attempts_delivery_idx ON alert_delivery_attempts (delivery_id, attempted_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TABLE IF EXISTS ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS merged_addresses_add_contact() CASCADE`);
    await q.query(`DROP FUNCTION IF EXISTS merged_addresses_add_group() CASCADE`);
    // The job queue's own schema (pg-boss) goes with the feature that created it.
    await q.query(`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  }
}
