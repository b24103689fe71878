// Runs the built CLI's migration round trip (up, all the way down, up) on a scratch PostgreSQL database.
import { execFileSync } from 'node:child_process';
import { withScratchDatabase } from './lib.mjs';

await withScratchDatabase('portal_migrate_check', async (url) => {
  execFileSync('node', ['dist/backend/backend/src/cli.js', 'migrate:check'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
});
