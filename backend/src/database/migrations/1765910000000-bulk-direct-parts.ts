import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bulk load may COPY a part of its rows straight into results instead of staging and merging them, when none of
 * the part's keys is stored yet (history before a record, an append after it: most of what an import brings). The
 * part then skips the staging table, the merge's sort and its probes, and results' statement triggers still step
 * aside (`portal.bulk_load` is 'on'), so something must record what the part changed for the load's one rollup
 * pass. This trigger does: while `portal.bulk_direct` names the load's tables ('<changed> <spans> <part>'), each
 * insert into results adds its (series, local day) rows to the changed table, as the merge records its own, and its
 * first and last instant per series to the spans table under the part's number. Any other insert leaves the setting
 * empty and the trigger does nothing.
 */
export class BulkDirectParts1765910000000 implements MigrationInterface {
  name = 'BulkDirectParts1765910000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION results_bulk_direct_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE direct text := coalesce(current_setting('portal.bulk_direct', true), '');
        BEGIN
          IF direct = '' THEN RETURN NULL; END IF;
          -- One pass over the statement's rows: the days, and from them the spans.
          EXECUTE format(
            'WITH days AS MATERIALIZED (
               SELECT location_ndx, parameter_ndx, local_date(collect_timestamp) AS collect_date,
                      bool_or(result_kind = ''sample'') AS samples, min(collect_timestamp) AS lo, max(collect_timestamp) AS hi
                 FROM new_rows GROUP BY 1, 2, 3
             ), changed AS (
               INSERT INTO %I (location_ndx, parameter_ndx, collect_date, samples, last_timestamp)
               SELECT location_ndx, parameter_ndx, collect_date, samples, hi FROM days
             )
             INSERT INTO %I (part, location_ndx, parameter_ndx, lo, hi, direct)
             SELECT $1, location_ndx, parameter_ndx, min(lo), max(hi), true FROM days GROUP BY 2, 3',
            split_part(direct, ' ', 1), split_part(direct, ' ', 2)) USING split_part(direct, ' ', 3)::integer;
          RETURN NULL;
        END $$`);
    await q.query(`
      CREATE TRIGGER results_bulk_direct_after_insert AFTER INSERT ON results
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION results_bulk_direct_trigger()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER results_bulk_direct_after_insert ON results`);
    await q.query(`DROP FUNCTION results_bulk_direct_trigger()`);
  }
}
