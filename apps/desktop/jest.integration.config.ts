// Integration tier of the desktop app: the main-process sign-in against the real embedded identity provider of
// the BUILT backend (dist/backend, so `npm run build` first) on a scratch PostgreSQL database. Kept out of the
// unit tier (jest.config.ts matches *.spec.ts, never *.int-spec.ts). TEST_DATABASE_URL picks the server.
//   NODE_OPTIONS=--experimental-vm-modules npx jest --config apps/desktop/jest.integration.config.ts
// (the flag lets the test import scripts/lib.mjs, an ES module)
// A default import: Node 22 and 24 load this file as an ES module (their own TypeScript support), where
// `require` does not exist; the preset is CommonJS, its exports the default.
// eslint-disable-next-line @nx/enforce-module-boundaries -- shared jest preset, not a project
import preset from '../../jest.preset.js';

const { integration } = preset;

export default {
  ...integration,
  displayName: 'desktop-integration',
  rootDir: '../..',
  roots: ['<rootDir>/apps/desktop/src'],
  testMatch: ['**/*.int-spec.ts'],
};
