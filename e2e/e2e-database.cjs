// Helpers shared by prepare-database.mjs (plain node, no compiler) and global-teardown.ts (Playwright).
// CommonJS so both can load it: Playwright compiles the TypeScript side to CommonJS. Types: e2e-database.d.cts.
const { Client } = require('pg');

/** The database name of an E2E_DATABASE_URL; refuses any database these tests did not create. */
function assertE2eDatabase(url) {
  if (!url) throw new Error('E2E_DATABASE_URL is not set; run the tests through e2e/playwright.config.ts');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^portal_e2e_[a-z0-9]+$/.test(name)) {
    throw new Error(`Refusing to touch "${name}": end-to-end tests only create and drop portal_e2e_* databases`);
  }
  return name;
}

/** The same server's maintenance database, to create or drop the test database from. */
function serverUrl(url) {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.toString();
}

async function dropDatabase(url) {
  const name = assertE2eDatabase(url);
  const server = new Client({ connectionString: serverUrl(url) });
  await server.connect();
  try {
    // FORCE: Playwright stops the backend only after the global teardown, so its pool is still connected.
    await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await server.end();
  }
}

module.exports = { assertE2eDatabase, serverUrl, dropDatabase };
