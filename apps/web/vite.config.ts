import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig, type Plugin } from 'vite';
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
 * No icon font in the web build. Blueprint's CSS declares two icon fonts (143 KB as the TTF its CSS lists first, 51 KB
 * as WOFF2) for its CSS-class icons and as the stand-in glyph of an <Icon> whose SVG paths have not loaded yet; the
 * portal draws every icon as SVG (each icon's paths load on their own, see src/icons.ts), so the fonts were the
 * largest download of the landing page for a glyph shown a few milliseconds. Their @font-face rules are dropped, and
 * src/icons.css leaves a not-yet-loaded icon blank instead of showing a glyph in a fallback font.
 */
const withoutBlueprintIconFonts: PluginCreator<void> = () => ({
  postcssPlugin: 'without-blueprint-icon-fonts',
  AtRule: {
    'font-face': (rule: AtRule) => {
      let family = '';
      rule.walkDecls('font-family', (decl) => void (family = decl.value));
      if (/^["']?blueprint-icons-/.test(family)) rule.remove();
    },
  },
});
withoutBlueprintIconFonts.postcss = true;

/**
 * The font files themselves: Vite has already taken them in from the url()s of the rules dropped above, so they
 * would still be written to the build (eight files, 1 MB, never requested). Any that no stylesheet of the build
 * names is left out, before the compression plugin makes its copies.
 */
const UNREFERENCED_ICON_FONT = /(^|\/)blueprint-icons-[^/]*\.(eot|svg|ttf|woff2?)$/;
const withoutUnreferencedIconFonts = (): Plugin => ({
  name: 'without-unreferenced-icon-fonts',
  generateBundle(_options, bundle) {
    const stylesheets = Object.values(bundle)
      .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
      .map((file) => String((file as { source: string | Uint8Array }).source))
      .join('\n');
    for (const [fileName, file] of Object.entries(bundle)) {
      if (UNREFERENCED_ICON_FONT.test(fileName) && !stylesheets.includes(file.fileName.split('/').pop() ?? fileName)) delete bundle[fileName];
    }
  },
});

export default defineConfig({
  root: appDir,
  base: '/',
  // Brotli and gzip copies of every text asset over 1 KB, made once here and sent by the backend to browsers
  // that accept them (source maps are for developers' tools, which fetch them rarely).
  plugins: [react(), withoutUnreferencedIconFonts(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /\.(png|jpe?g|webp|woff2?)$/] })],
  css: { postcss: { plugins: [withoutBlueprintIconFonts()] } },
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
    // The backend (`npm start`, or `npm run serve` once built) listens on 3000; proxying keeps the API same-origin,
    // as in production.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
