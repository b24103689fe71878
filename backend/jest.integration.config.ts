// Integration tier: backend against a real PostgreSQL + PostGIS (never a mock). Each test file gets its own
// scratch database (backend/test/database.ts). `npm run test:integration`; TEST_DATABASE_URL picks the server.
// Node needs --experimental-vm-modules here: PGlite loads its WebAssembly with a dynamic import(), which jest's
// module sandbox only supports with that flag (the scripts set it).
// A default import: Node 22 and 24 load this file as an ES module (their own TypeScript support), where
// `require` does not exist; the preset is CommonJS, its exports the default.
// eslint-disable-next-line @nx/enforce-module-boundaries -- shared jest preset, not a project
import preset from '../jest.preset.js';

const { integration } = preset;

export default {
  ...integration,
  displayName: 'integration',
  rootDir: '..',
  roots: ['<rootDir>/backend'],
  testMatch: ['**/*.int-spec.ts'],
};
