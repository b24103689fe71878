import { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTables, watchTables } from './data-change-triggers';

/** What Time Series Summaries' and Colors of Water's answers are built from, beside the data. */
const TABLES = ['tssum_graph_options', 'cow_inputs', 'cow_stream_gages', 'cow_daily_slices'];

/**
 * Time Series Summaries' boxes and the Colors of Water graphs are kept in the versioned answer cache: every visitor
 * opening a page asks for its default range, and at scale a box plot reads every daily value of a region. A change to
 * a graph option, a storage account (its colour and stacking order on the COW Controls screen), a tracked gage or an
 * account's slices is a new data version, as a new value is, so an edit shows on the next graph.
 */
export class SummariesAndColorsOfWaterVersioned1765630000000 implements MigrationInterface {
  name = 'SummariesAndColorsOfWaterVersioned1765630000000';

  public async up(q: QueryRunner): Promise<void> {
    await watchTables(q, TABLES);
  }

  public async down(q: QueryRunner): Promise<void> {
    await unwatchTables(q, TABLES);
  }
}
