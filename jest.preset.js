// Shared jest settings: SWC transpiles TypeScript (with decorator metadata for NestJS) and path aliases
// resolve the same way tsconfig.base.json does.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@portal/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
  '^@portal/api-client$': path.join(__dirname, 'libs/api-client/src/index.ts'),
  '^@portal/ui/ports$': path.join(__dirname, 'libs/ui/src/platform/ports.ts'),
  '^@portal/ui$': path.join(__dirname, 'libs/ui/src/index.ts'),
  '\\.(css|less|scss)$': 'identity-obj-proxy',
};

// jose (used by jwks-rsa and oidc-provider) ships only ES modules, which jest cannot require() on Node 20: let SWC
// compile it like our own code.
const transformIgnorePatterns = ['/node_modules/(?!jose/)'];

// What an integration tier's config shares (one per app with real-server tests): compiled like the unit tier,
// with the time that real servers and databases need.
const integration = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  transformIgnorePatterns,
  testTimeout: 180_000,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = { swc, moduleNameMapper, transformIgnorePatterns, integration };
