import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // The architecture of DESIGN.md §2: apps import libs, never the reverse; the UI never reaches
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
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['node:*', 'fs', 'fs/*', 'path', 'child_process', 'os', 'net', 'http', 'https', 'crypto',
          'electron', 'electron/*'], message: 'Shared libraries run in the browser and the Electron renderer: no Node or Electron APIs.' }],
      }],
    },
  },
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
