import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bulk write path into results (imports, the loggers' ingest, the demo seed) merges a whole staged batch in one
 * statement and then refreshes the rollups, queues graph-mode statistics, advances the data version and announces
 * the changed series itself, once, from the keys the merge really changed. While it writes it sets the
 * transaction-local setting `portal.bulk_load` to 'on', and the statement triggers of results step aside: they
 * would otherwise recompute the same rollups from the statement's transition table (for every row written,
 * changed or not), bump the version and announce on their own. Every other writer (a DELETE, an UPDATE by hand, a
 * plain INSERT) leaves the setting unset and is kept correct by the triggers as before.
 *
 * bump_data_change_seq serves every watched table; it steps aside only for results, so a bulk load that changed
 * nothing (a re-import) leaves the answer caches valid.
 *
 * Each function gets its guard as the first statement of its body, written into its current definition, so the
 * bodies the earlier migrations wrote stay theirs.
 */

/** True while the bulk path writes results in this transaction. */
const BULK_WRITING = `current_setting('portal.bulk_load', true) = 'on'`;

/** Each trigger function and the guard it starts with. */
const GUARDS: [string, string][] = [
  ...['results_rollup_trigger', 'results_rollup_update_trigger', 'results_graph_stats_trigger',
    'results_graph_stats_update_trigger', 'notify_series_changed'].map((f): [string, string] => [f, `IF ${BULK_WRITING} THEN RETURN NULL; END IF;`]),
  ['bump_data_change_seq', `IF TG_TABLE_NAME = 'results' AND ${BULK_WRITING} THEN RETURN NULL; END IF;`],
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Re-creates `fn` from its own definition with `from` (a regular expression, first match) replaced by `to`. */
async function rewrite(q: QueryRunner, fn: string, from: string, to: string): Promise<void> {
  // A DO block takes no parameters: the constants are written in as literals.
  await q.query(`DO $do$ BEGIN
                   EXECUTE regexp_replace(pg_get_functiondef(${literal(fn)}::regproc), ${literal(from)}, ${literal(to)});
                 END $do$`);
}

export class BulkLoad1765800000000 implements MigrationInterface {
  name = 'BulkLoad1765800000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [fn, guard] of GUARDS) await rewrite(q, fn, '\\mBEGIN\\M', `BEGIN\n        ${guard}`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [fn, guard] of GUARDS) {
      await rewrite(q, fn, `\\s*${guard.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, '');
    }
  }
}
