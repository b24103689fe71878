import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The shared libraries' ban on Node and Electron APIs (repeated where a folder adds bans of its own: a later
 * no-restricted-imports setting replaces an earlier one for the same files). */
const NO_NODE_IN_SHARED_LIBS = {
  group: ['node:*', 'fs', 'fs/*', 'path', 'child_process', 'os', 'net', 'http', 'https', 'crypto', 'electron', 'electron/*'],
  message: 'Shared libraries run in the browser and the Electron renderer: no Node or Electron APIs.',
};

/** The UI's features: each screen's folder under libs/ui/src/features. */
const UI_FEATURES = readdirSync(new URL('./libs/ui/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The one feature that may use another, and why. */
const FEATURE_MAY_IMPORT = {
  // The site's frame (header, footer, layouts) shows who is signed in and guards pages: sign-in is its part.
  shell: ['auth'],
};

/** An import of one of `features` by a relative path from anywhere inside a feature (or through `features/`). */
const importOfFeatures = (features) => `^(\\.\\./)+(features/)?(${features.join('|')})(/|$)`;

/**
 * A feature does not import another feature (what two screens share goes to `common/` or `components/`), and
 * `common/` and `components/` do not import features. One config per feature, since the rule reads the import's
 * text: from inside feature F, `../G/x`, `../../G/x` and `../../features/G/x` are G's files for every other G.
 */
const FEATURE_BOUNDARIES = [
  ...UI_FEATURES.map((feature) => ({
    files: [`libs/ui/src/features/${feature}/**/*.ts`, `libs/ui/src/features/${feature}/**/*.tsx`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [NO_NODE_IN_SHARED_LIBS, {
          regex: importOfFeatures(UI_FEATURES.filter((other) => other !== feature && !(FEATURE_MAY_IMPORT[feature] ?? []).includes(other))),
          message: 'A feature does not import another feature: move what both need to libs/ui/src/common or components.',
        }],
      }],
    },
  })),
  {
    files: ['libs/ui/src/common/**/*.ts', 'libs/ui/src/common/**/*.tsx', 'libs/ui/src/components/**/*.ts', 'libs/ui/src/components/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [NO_NODE_IN_SHARED_LIBS, {
          regex: '^(\\.\\./)+features(/|$)',
          message: 'common/ and components/ serve every feature and import none.',
        }],
      }],
    },
  },
];

/** Test files, which may build their worlds with the seed's pieces. */
const BACKEND_TESTS = ['backend/src/**/*.spec.ts', 'backend/src/**/*.int-spec.ts'];

const BACKEND_BOUNDARIES = [
  {
    // The demo seed generates data; the running product takes reference data from backend/src/reference.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/bootstrap.ts', 'backend/src/cli.ts', 'backend/src/seed/**', ...BACKEND_TESTS],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(\\./|\\.\\./)+seed(/|$)',
          message: 'Only bootstrap.ts, cli.ts and the seed itself import seed/: runtime code reads backend/src/reference.',
        }],
      }],
    },
  },
  {
    // A migration must do the same on every database whenever it runs, so it depends on nothing that changes.
    files: ['backend/src/database/migrations/**/*.ts'],
    ignores: BACKEND_TESTS,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(?!typeorm$)(?!\\./)',
          message: 'A migration imports only typeorm and its own helpers in migrations/, and copies the rows it needs.',
        }],
      }],
    },
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/out/**', '.nx/**', 'data/**', 'tmp/**', 'coverage/**',
      'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // The workspace's layers: apps import libs, never the reverse; the UI never reaches
      // Electron, Node built-ins or backend code; the backend never imports UI code; contracts import nothing.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:contracts'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:api-client'],
              bannedExternalImports: ['electron', 'electron-*', 'keytar', 'node:*', 'fs', 'path', 'child_process',
                'os', 'crypto', 'net', 'http', 'https', '@nestjs/*', 'typeorm', 'pg'],
            },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['type:contracts'],
              bannedExternalImports: ['react', 'react-dom', '@blueprintjs/*', 'electron'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:ui', 'type:api-client', 'type:contracts'],
              bannedExternalImports: ['electron', 'keytar'] },
            { sourceTag: 'scope:desktop', onlyDependOnLibsWithTags: ['type:ui', 'type:api-client', 'type:contracts'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
    },
  },
  {
    // Node built-ins are not "external" packages to the Nx rule, so the UI's ban on them is enforced here.
    files: ['libs/ui/**/*.ts', 'libs/ui/**/*.tsx', 'libs/api-client/**/*.ts', 'libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_NODE_IN_SHARED_LIBS] }],
    },
  },
  ...FEATURE_BOUNDARIES,
  ...BACKEND_BOUNDARIES,
  {
    files: ['libs/ui/**/*.tsx', 'libs/ui/**/*.ts', 'apps/web/**/*.tsx', 'apps/desktop/src/renderer/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Backend type-only imports must stay imports of values for NestJS DI metadata (decorated constructor
    // parameters), so the type-import rule would break injection there.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
