import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The references of results (location, parameter, data source, unit, organization) are checked per statement
 * instead of per row. A foreign key checks each inserted row with a query of its own: at 350,000 rows that was
 * 12 of a bulk merge's 18 seconds, while the set of distinct values a batch refers to is a handful. The same
 * guarantees are kept by triggers:
 * - a write into results locks the rows it refers to (FOR KEY SHARE, as a foreign key does, so they cannot be
 *   deleted until it commits) and fails with foreign_key_violation, under the former constraint's name and message,
 *   when one is missing. The bulk path (`portal.bulk_load`) calls the same check with its staged values itself;
 * - deleting a location deletes its results (the former ON DELETE CASCADE); deleting or renumbering a location,
 *   parameter, data source, unit or organization that results still refer to fails the same way as before.
 */

interface Reference {
  column: string;
  table: string;
  cascade: boolean;
}

const REFERENCES: Reference[] = [
  { column: 'location_ndx', table: 'locations', cascade: true },
  { column: 'parameter_ndx', table: 'parameters', cascade: false },
  { column: 'data_source_ndx', table: 'data_sources', cascade: false },
  { column: 'unit_ndx', table: 'units', cascade: false },
  { column: 'organization_ndx', table: 'organizations', cascade: false },
];

const constraintOf = (r: Reference) => `results_${r.column}_fkey`;
const ARGS = REFERENCES.map((r) => `${r.column}s integer[]`).join(', ');

/** Locks the referenced rows and fails on the first value that has none (its message is the foreign key's). */
function checkStep(r: Reference): string {
  return `
        SELECT count(*) INTO found FROM (SELECT 1 FROM ${r.table} p WHERE p.${r.column} = ANY(${r.column}s) FOR KEY SHARE) l;
        IF found < cardinality(${r.column}s) THEN
          SELECT v::text INTO missing FROM unnest(${r.column}s) v
           WHERE NOT EXISTS (SELECT FROM ${r.table} p WHERE p.${r.column} = v) ORDER BY v LIMIT 1;
          RAISE EXCEPTION 'insert or update on table "results" violates foreign key constraint "${constraintOf(r)}"'
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = '${constraintOf(r)}', TABLE = 'results',
                  DETAIL = format('Key (${r.column})=(%s) is not present in table "${r.table}".', coalesce(missing, '?'));
        END IF;`;
}

/** The distinct non-null values of each reference column of `rows`, as the arguments of check_result_references. */
function distinctReferencesSql(rows: string): string {
  return REFERENCES.map((r) => `ARRAY(SELECT DISTINCT ${r.column} FROM ${rows} WHERE ${r.column} IS NOT NULL)`).join(', ');
}

export class ResultsReferenceChecks1765801000000 implements MigrationInterface {
  name = 'ResultsReferenceChecks1765801000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION check_result_references(${ARGS}) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE found bigint; missing text;
      BEGIN${REFERENCES.map(checkStep).join('')}
      END $$`);
    await q.query(`
      CREATE FUNCTION results_references_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('portal.bulk_load', true) = 'on' THEN RETURN NULL; END IF;
        PERFORM check_result_references(${distinctReferencesSql('new_rows')});
        RETURN NULL;
      END $$`);
    for (const op of ['insert', 'update']) {
      await q.query(`
        CREATE TRIGGER results_references_after_${op} AFTER ${op.toUpperCase()} ON results
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION results_references_trigger()`);
    }
    for (const r of REFERENCES) {
      // Keys gone from the table (deleted, or renumbered by an update) that results still refer to.
      const gone = (op: 'delete' | 'update') => `SELECT o.${r.column} FROM old_rows o
           WHERE ${op === 'update' ? `NOT EXISTS (SELECT FROM new_rows n WHERE n.${r.column} = o.${r.column}) AND ` : ''}EXISTS (SELECT FROM results x WHERE x.${r.column} = o.${r.column})`;
      const refuse = `
            RAISE EXCEPTION 'update or delete on table "${r.table}" violates foreign key constraint "${constraintOf(r)}" on table "results"'
              USING ERRCODE = 'foreign_key_violation', CONSTRAINT = '${constraintOf(r)}', TABLE = '${r.table}',
                    DETAIL = format('Key (${r.column})=(%s) is still referenced from table "results".', key);`;
      for (const op of ['delete', 'update'] as const) {
        const onDelete = r.cascade && op === 'delete'
          ? `DELETE FROM results x USING old_rows o WHERE x.${r.column} = o.${r.column};`
          : `SELECT g.${r.column}::text INTO key FROM (${gone(op)} LIMIT 1) g;
            IF key IS NOT NULL THEN${refuse}
            END IF;`;
        await q.query(`
          CREATE FUNCTION ${r.table}_results_${op}_trigger() RETURNS trigger
          LANGUAGE plpgsql AS $$
          DECLARE key text;
          BEGIN
            ${onDelete}
            RETURN NULL;
          END $$`);
        await q.query(`
          CREATE TRIGGER ${r.table}_results_after_${op} AFTER ${op.toUpperCase()} ON ${r.table}
          REFERENCING OLD TABLE AS old_rows${op === 'update' ? ' NEW TABLE AS new_rows' : ''}
          FOR EACH STATEMENT EXECUTE FUNCTION ${r.table}_results_${op}_trigger()`);
      }
      await q.query(`ALTER TABLE results DROP CONSTRAINT ${constraintOf(r)}`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const r of REFERENCES) {
      for (const op of ['delete', 'update']) {
        await q.query(`DROP TRIGGER ${r.table}_results_after_${op} ON ${r.table}`);
        await q.query(`DROP FUNCTION ${r.table}_results_${op}_trigger()`);
      }
      await q.query(`
        ALTER TABLE results ADD CONSTRAINT ${constraintOf(r)} FOREIGN KEY (${r.column}) REFERENCES ${r.table}(${r.column})
        ${r.cascade ? 'ON DELETE CASCADE' : ''}`);
    }
    for (const op of ['insert', 'update']) await q.query(`DROP TRIGGER results_references_after_${op} ON results`);
    await q.query(`DROP FUNCTION results_references_trigger()`);
    await q.query(`DROP FUNCTION check_result_references(${ARGS})`);
  }
}
