import { Client, escapeLiteral } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { resultColumnsOfSql } from '../imports/bulk/bulk-load.queries';
import type { BulkLoad } from '../imports/bulk/bulk-load.types';

const NEWLINE = 0x0a;

/**
 * A second connection on which the seed generates its next batch of results while its own connection merges the
 * batch before. Generating a batch (the value formulas over a year of 15-minute steps for dozens of series) is about
 * a quarter of the batch's time; on the seed's connection it kept the other core idle. The rows come back as COPY
 * text and wait in the bulk load's queue until the merge before them is done.
 *
 * PostgreSQL only: the embedded database serves one connection. The generator SQL reads no table, only its
 * parameters and functions the migrations created, so it needs nothing the seed's uncommitted transaction wrote.
 */
export class SeedGenerator {
  private constructor(private readonly client: Client) {}

  static async open(url: string): Promise<SeedGenerator> {
    const client = new Client({ connectionString: url });
    await client.connect();
    // The same reasons as the seed's own connection: long expressions over modest row counts.
    await client.query(`SET jit = off`);
    return new SeedGenerator(client);
  }

  /** Writes the rows `select` yields (StagedResult's columns in order) into `bulk`, as COPY text in results' columns. */
  async copyInto(bulk: BulkLoad, select: string, params: readonly unknown[]): Promise<void> {
    const stream = this.client.query(copyTo(`COPY (${resultColumnsOfSql(inlineParams(select, params))}) TO STDOUT`));
    // One chunk at a time: the connection is read on only once the bulk load has queued what came before. The
    // stream's chunks may end inside a line; the bulk load takes whole lines, so a line's start waits for its end.
    let rest: Buffer = Buffer.alloc(0);
    for await (const chunk of stream) {
      const text = rest.length ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
      const end = text.lastIndexOf(NEWLINE) + 1;
      rest = text.subarray(end);
      if (end) await bulk.writeCopyText(text.subarray(0, end));
    }
    if (rest.length) throw new Error('The generated COPY text ended inside a line');
  }

  /** Closes the connection (a COPY still running on it ends with it). */
  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}

/**
 * `sql` with its $n placeholders replaced by literals: COPY takes no parameters. The seed's parameters are text
 * (JSON included), finite numbers and arrays of numbers, each cast where it is used.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'string') return escapeLiteral(value);
    // In parentheses: a negative number after a minus sign would otherwise start a comment.
    if (typeof value === 'number' && Number.isFinite(value)) return `(${value})`;
    if (Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isFinite(v))) {
      return escapeLiteral(`{${value.join(',')}}`);
    }
    throw new TypeError(`inlineParams: cannot write ${String(value)} as a literal`);
  };
  const literals = params.map(literal);
  return sql.replace(/\$(\d+)/g, (placeholder, n: string) => {
    const text = literals[Number(n) - 1];
    if (text === undefined) throw new RangeError(`inlineParams: ${placeholder} has no parameter`);
    return text;
  });
}
