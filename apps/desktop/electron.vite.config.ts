/**
 * One electron-vite config for the three builds. Run from the workspace root:
 *   electron-vite build --config apps/desktop/electron.vite.config.ts
 * Output: dist/apps/desktop/{main,preload,renderer}. Nothing here needs the Electron binary.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';

const projectRoot = __dirname;
const workspaceRoot = resolve(projectRoot, '../..');
const outDir = resolve(workspaceRoot, 'dist/apps/desktop');

/** The tsconfig.base.json paths, for the bundler. */
const workspaceAliases = {
  '@portal/ui': resolve(workspaceRoot, 'libs/ui/src/index.ts'),
  '@portal/api-client': resolve(workspaceRoot, 'libs/api-client/src/index.ts'),
  '@portal/contracts': resolve(workspaceRoot, 'libs/contracts/src/index.ts'),
};

export default defineConfig({
  main: {
    // The sign-in service maps ID-token claims with the UI's own function (a plain module: no React, no DOM); the
    // settings and the updater take the release channels and the feed's path from the contracts (plain values).
    resolve: {
      alias: {
        '@portal/ui/ports': resolve(workspaceRoot, 'libs/ui/src/platform/ports.ts'),
        '@portal/contracts': workspaceAliases['@portal/contracts'],
      },
    },
    build: {
      outDir: resolve(outDir, 'main'),
      // Bundle everything except what cannot be bundled: keytar is a native module, and electron-updater
      // reads its own files at run time. The root package.json lists backend packages too, so electron-vite's
      // default (externalize every dependency) would make the app depend on all of them at run time.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(projectRoot, 'src/main/index.main.ts') },
        external: ['keytar', 'electron-updater'],
        // import('keytar') becomes require('keytar'): a CommonJS native module is loaded the CommonJS way.
        output: { dynamicImportInCjs: false },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(outDir, 'preload'),
      // A sandboxed preload can require nothing but 'electron', so everything else must be in the bundle.
      externalizeDeps: false,
      rollupOptions: { input: { index: resolve(projectRoot, 'src/preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(projectRoot, 'src/renderer'),
    resolve: { alias: workspaceAliases },
    plugins: [react()],
    build: {
      outDir: resolve(outDir, 'renderer'),
      rollupOptions: { input: resolve(projectRoot, 'src/renderer/index.html') },
    },
  },
});
