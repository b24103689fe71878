// Unit tier: fast tests beside the code, no database, no browser. `npm run test:unit`.
// A default import: Node 22 and 24 load this file as an ES module (their own TypeScript support), where
// `require` does not exist; the preset is CommonJS, its exports the default.
import preset from './jest.preset.js';

const { swc, moduleNameMapper, transformIgnorePatterns } = preset;

const common = { transform: { '^.+\\.(t|j)sx?$': swc }, moduleNameMapper, transformIgnorePatterns, testPathIgnorePatterns: ['/node_modules/', '/dist/'] };

export default {
  projects: [
    { ...common, displayName: 'backend', testEnvironment: 'node', roots: ['<rootDir>/backend/src'], testMatch: ['**/*.spec.ts'] },
    { ...common, displayName: 'desktop', testEnvironment: 'node', roots: ['<rootDir>/apps/desktop'], testMatch: ['**/*.spec.ts'] },
    { ...common, displayName: 'api-client', testEnvironment: 'node', roots: ['<rootDir>/libs/api-client/src'], testMatch: ['**/*.spec.ts'] },
    { ...common, displayName: 'ui', testEnvironment: 'jsdom', setupFiles: ['<rootDir>/libs/ui/src/testing/jsdom-polyfills.ts'], roots: ['<rootDir>/libs/ui/src', '<rootDir>/apps/web/src'], testMatch: ['**/*.spec.ts', '**/*.spec.tsx'] },
  ],
};
