import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';

/** The server integration tests run against; the machine's PostgreSQL by default. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database; call in afterAll. */
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new, empty database with PostGIS on the test server, unique to the calling test file. */
export async function createScratchDatabase(prefix = 'portal_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(TEST_SERVER_URL, name);
  return {
    name,
    url,
    async drop() {
      const c = new Client({ connectionString: TEST_SERVER_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A scratch database with every migration applied, and a DataSource on it. */
export async function createMigratedDatabase(prefix?: string): Promise<{ db: ScratchDatabase; dataSource: DataSource }> {
  const db = await createScratchDatabase(prefix);
  const dataSource = new DataSource(dataSourceOptions(db.url, 4));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return { db, dataSource };
}
