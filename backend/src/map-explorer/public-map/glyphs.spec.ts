import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FontLibrary, defaultFontsDir, isGlyphRange } from './glyphs';

describe('label glyphs', () => {
  const fonts = new FontLibrary();

  it('finds the shipped Noto Sans Regular glyphs through module resolution', async () => {
    expect(fs.existsSync(defaultFontsDir())).toBe(true);
    expect(fonts.names()).toContain('Noto Sans Regular');
    const pbf = await fonts.glyphs('Noto Sans Regular', '0-255');
    expect(pbf?.equals(fs.readFileSync(path.join(defaultFontsDir(), 'Noto Sans Regular', '0-255.pbf')))).toBe(true);
  });

  it('serves the first font of a stack it has', async () => {
    expect(await fonts.glyphs('Open Sans Bold,Noto Sans Regular', '256-511')).not.toBeNull();
    expect(await fonts.glyphs('Open Sans Bold', '0-255')).toBeNull();
  });

  it('serves a Noto Sans face it lacks (Medium, Italic) from Noto Sans Regular, and no other font', async () => {
    const regular = await fonts.glyphs('Noto Sans Regular', '0-255');
    expect((await fonts.glyphs('Noto Sans Medium', '0-255'))?.equals(regular!)).toBe(true);
    expect((await fonts.glyphs('Noto Sans Italic,Open Sans Italic', '0-255'))?.equals(regular!)).toBe(true);
    expect(await fonts.glyphs('Noto Serif Bold', '0-255')).toBeNull();
  });

  it('accepts only whole 256-codepoint ranges', () => {
    for (const ok of ['0-255', '256-511', '65280-65535']) expect(isGlyphRange(ok)).toBe(true);
    for (const bad of ['0-254', '1-256', '65536-65791', '0-255.pbf', '-1-254', 'a-b', '']) expect(isGlyphRange(bad)).toBe(false);
  });

  it('never turns a request into a path outside its fonts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glyphs-'));
    fs.mkdirSync(path.join(dir, 'fonts', 'Safe'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'fonts', 'Safe', '0-255.pbf'), 'glyphs');
    fs.writeFileSync(path.join(dir, '0-255.pbf'), 'secret');
    const library = new FontLibrary(path.join(dir, 'fonts'));
    expect((await library.glyphs('Safe', '0-255'))?.toString()).toBe('glyphs');
    for (const stack of ['..', '../fonts/..', 'Safe/..', '.', '']) expect(await library.glyphs(stack, '0-255')).toBeNull();
    expect(await library.glyphs('Safe', '256-511')).toBeNull();
  });
});
