// Integration tier: backend against a real PostgreSQL + PostGIS (never a mock). Each test file gets its own
// scratch database (backend/test/database.ts). `npm run test:integration`; TEST_DATABASE_URL picks the server.
// Node needs --experimental-vm-modules here: PGlite loads its WebAssembly with a dynamic import(), which jest's
// module sandbox only supports with that flag (the scripts set it).
// eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries -- shared jest preset, not a project
const { integration } = require('../jest.preset.js');

export default {
  ...integration,
  displayName: 'integration',
  rootDir: '..',
  roots: ['<rootDir>/backend'],
  testMatch: ['**/*.int-spec.ts'],
};
