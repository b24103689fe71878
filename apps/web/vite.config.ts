import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';
import type { AtRule, PluginCreator } from 'postcss';
import { compression } from 'vite-plugin-compression2';

const appDir = dirname(fileURLToPath(import.meta.url));
const workspaceDir = resolve(appDir, '../..');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(resolve(workspaceDir, file), 'utf8')) as T;
}

/**
 * The @portal/* aliases, read from tsconfig.base.json so the bundler and the compiler cannot disagree. Each is
 * an exact match, as in tsconfig: a plain prefix alias would send '@portal/ui/ports' to '@portal/ui'.
 */
function workspaceAliases(): Alias[] {
  const { compilerOptions } = readJson<{ compilerOptions: { paths: Record<string, string[]> } }>('tsconfig.base.json');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.entries(compilerOptions.paths).map(([pattern, [target]]) => ({
    // A tsconfig '*' captures any text; it becomes $1 in the target.
    find: new RegExp(`^${pattern.split('*').map(escape).join('(.*)')}$`),
    replacement: resolve(workspaceDir, target).replace('*', '$1'),
  }));
}

/**
 * Blueprint's icon fonts, sent as WOFF2 and only to a page that draws an icon glyph. Its CSS lists TTF first in each
 * @font-face, so browsers fetched the uncompressed TTF (143 KB against 51 KB); and the icon font stands in the default
 * font-family list of Blueprint's text, so a browser without the fonts before it fetched both fonts for plain text.
 * Keeping only the WOFF2 source and declaring the glyphs' range (the Private Use Area the icons' code points live in)
 * leaves the font for Blueprint's CSS icons and out of every page that has none.
 */
const blueprintIconFontsAsWoff2: PluginCreator<void> = () => ({
  postcssPlugin: 'blueprint-icon-fonts-as-woff2',
  AtRule: {
    'font-face': (rule: AtRule) => {
      let family = '';
      rule.walkDecls('font-family', (decl) => void (family = decl.value));
      if (!/^["']?blueprint-icons-/.test(family)) return;
      rule.walkDecls('src', (decl) => {
        const woff2 = decl.value.split(/,\s*(?=url\()/).find((source) => /format\(["']woff2["']\)/.test(source));
        if (!woff2) throw new Error(`no WOFF2 source in Blueprint's @font-face for ${family}: ${decl.value}`);
        decl.value = woff2;
      });
      if (!rule.some((node) => node.type === 'decl' && node.prop === 'unicode-range')) rule.append({ prop: 'unicode-range', value: 'U+E000-F8FF' });
    },
  },
});
blueprintIconFontsAsWoff2.postcss = true;

export default defineConfig({
  root: appDir,
  base: '/',
  // Brotli and gzip copies of every text asset over 1 KB, made once here and sent by the backend to browsers
  // that accept them (source maps are for developers' tools, which fetch them rarely).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /\.(png|jpe?g|webp|woff2?)$/] })],
  css: { postcss: { plugins: [blueprintIconFontsAsWoff2()] } },
  resolve: { alias: workspaceAliases() },
  define: {
    'import.meta.env.APP_VERSION': JSON.stringify(readJson<{ version: string }>('package.json').version),
  },
  build: {
    outDir: resolve(workspaceDir, 'dist/apps/web'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    port: 4200,
    // `npm run dev:backend` listens on 3000; proxying keeps the API same-origin, as in production.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
