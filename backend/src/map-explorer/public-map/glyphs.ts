import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Map label glyphs (MapLibre's `glyphs` URL, /api/public-map/fonts/{fontstack}/{range}.pbf) served from the
 * signed-distance-field PBFs the tileserver-gl-styles package ships (Noto Sans Regular), so labels render
 * with no network. Fonts are found by name in a list read once from the package: a request never becomes a
 * file path of its own, so `..` and other path tricks match nothing.
 */

/** The package's font folder, resolved through Node's module resolution so it works from source and from dist. */
export function defaultFontsDir(): string {
  return path.join(path.dirname(require.resolve('tileserver-gl-styles/package.json')), 'fonts');
}

/**
 * The face served for a Noto Sans face the portal does not ship (the Protomaps styles ask for Medium and Italic
 * too): the labels keep their text, in the regular weight, rather than vanish.
 */
const NOTO_SANS_FALLBACK = 'Noto Sans Regular';

/** `0-255` … `65280-65535`: the 256-codepoint ranges MapLibre asks for. */
const RANGE = /^(\d{1,5})-(\d{1,5})$/;

export function isGlyphRange(range: string): boolean {
  const m = RANGE.exec(range);
  if (!m) return false;
  const start = Number(m[1]);
  const end = Number(m[2]);
  return start % 256 === 0 && end === start + 255 && end <= 65535;
}

export class FontLibrary {
  private fonts?: Map<string, string>;

  constructor(private readonly dir: string = defaultFontsDir()) {}

  /** Font names available (folder names of the package). */
  names(): string[] {
    return [...this.index().keys()];
  }

  private index(): Map<string, string> {
    if (!this.fonts) {
      const entries = fs.existsSync(this.dir) ? fs.readdirSync(this.dir, { withFileTypes: true }) : [];
      this.fonts = new Map(entries.filter((e) => e.isDirectory()).map((e) => [e.name, path.join(this.dir, e.name)]));
    }
    return this.fonts;
  }

  /**
   * The glyph PBF of a font stack ('Noto Sans Regular' or 'Noto Sans Regular,Arial Unicode MS Regular': the
   * first font of the stack we have; a stack of Noto Sans faces we lack gets Noto Sans Regular) for one range, or
   * null when the stack, the range or the file is unknown.
   */
  async glyphs(fontstack: string, range: string): Promise<Buffer | null> {
    if (!isGlyphRange(range)) return null;
    const fonts = this.index();
    const names = fontstack.split(',').map((f) => f.trim());
    const folder = names.map((f) => fonts.get(f)).find((f) => f !== undefined)
      ?? (names.some((f) => f.startsWith('Noto Sans ')) ? fonts.get(NOTO_SANS_FALLBACK) : undefined);
    if (!folder) return null;
    try {
      return await fs.promises.readFile(path.join(folder, `${range}.pbf`));
    } catch {
      return null;
    }
  }
}
