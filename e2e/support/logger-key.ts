import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A data-logger key of this run, stored the way logger:create stores one (its SHA-256 digest only). */
export async function createLoggerKey(): Promise<string> {
  const key = `lgr_${randomBytes(32).toString('base64url')}`;
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query(`INSERT INTO logger_credentials (name, key_hash) VALUES ($1, $2)`, [
      `e2e-${randomBytes(4).toString('hex')}`, createHash('sha256').update(key).digest('hex'),
    ]);
  } finally {
    await db.end();
  }
  return key;
}
