// Runs the built CLI's migration round trip (up, all the way down, up) on a scratch PostgreSQL database.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
const name = `portal_migrate_check_${randomBytes(4).toString('hex')}`;
const psql = (sql) => execFileSync('psql', [server.toString(), '-qAtc', sql], { stdio: 'inherit' });
const target = new URL(server);
target.pathname = `/${name}`;

psql(`CREATE DATABASE "${name}"`);
try {
  execFileSync('node', ['dist/backend/backend/src/cli.js', 'migrate:check'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: target.toString() },
  });
} finally {
  psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
