import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data-logger credentials for the telemetry ingest endpoint, and the announcement of changed series to open
 * dashboards.
 *
 * A logger key is shown once when it is created; only its SHA-256 digest is stored (the keys are 256 random bits,
 * so a slow password hash would add nothing). A logger may be limited to some locations (null: any); a revoked key
 * stays listed, so who wrote what stays traceable, but no longer works.
 *
 * `live_widget_series` says which dashboard answers show which series. A statement-level trigger on results sends
 * the distinct series a statement wrote (with their newest instant) on the `series_changed` channel, once per
 * statement however many rows it wrote; listeners turn it into a push to the open dashboards.
 */
export class IngestLive1764800000000 implements MigrationInterface {
  name = 'IngestLive1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE logger_credentials (
        logger_ndx integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
        key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
        allowed_location_ndx integer[],
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);

    await q.query(`
      CREATE VIEW live_widget_series (widget_key, location_ndx, parameter_ndx) AS
        SELECT widget_key, location_ndx, parameter_ndx FROM operations_dashboards_live_series
        UNION
        SELECT widget_key, location_ndx, parameter_ndx FROM time_series_dashboards_live_series`);

    // A NOTIFY payload is at most 8000 bytes: a larger statement (a bulk load) sends an empty list, which
    // listeners read as "anything may have changed".
    await q.query(`
      CREATE FUNCTION notify_series_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE payload text;
      BEGIN
        SELECT coalesce(json_agg(s), '[]')::text INTO payload FROM (
          SELECT location_ndx, parameter_ndx, max(collect_timestamp) AS last_timestamp
            FROM changed GROUP BY location_ndx, parameter_ndx) s;
        IF payload = '[]' THEN RETURN NULL; END IF;
        IF octet_length(payload) > 7900 THEN payload := '[]'; END IF;
        PERFORM pg_notify('series_changed', payload);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER results_notify_inserted AFTER INSERT ON results
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_series_changed()`);
    await q.query(`
      CREATE TRIGGER results_notify_updated AFTER UPDATE ON results
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_series_changed()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER results_notify_updated ON results`);
    await q.query(`DROP TRIGGER results_notify_inserted ON results`);
    await q.query(`DROP FUNCTION notify_series_changed()`);
    await q.query(`DROP VIEW live_widget_series`);
    await q.query(`DROP TABLE logger_credentials`);
  }
}
