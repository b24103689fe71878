import { Resvg } from '@resvg/resvg-js';
import { ICON_COLOR_PATTERN, ICON_SHAPES, iconKey, iconSvg, iconUrl, normalizeIcon } from './icons';

/** The RGBA of one pixel of the icon as resvg draws it. */
function drawn(svg: string) {
  const image = new Resvg(svg).render();
  const pixels = Buffer.from(image.pixels);
  return {
    width: image.width,
    height: image.height,
    at: (x: number, y: number) => [...pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)],
  };
}

const RED = [255, 0, 0, 255];
const BLACK = [0, 0, 0, 255];

describe('map marker icons', () => {
  it.each(ICON_SHAPES)('draws a %s filled in its colour, outlined, on a transparent background', (shape) => {
    const spec = normalizeIcon({ shape, width: 48, height: 48, color: '#ff0000', strokeColor: 'black', strokeWidth: 2 });
    const image = drawn(iconSvg(spec));
    expect([image.width, image.height]).toEqual([48, 48]);
    // The middle of the lower half lies inside every shape (the drop's and thermometer's bulbs are there).
    expect(image.at(24, 34)).toEqual(RED);
    expect(image.at(0, 0)[3]).toBe(0);
    // Somewhere across the middle row the outline shows.
    const row = Array.from({ length: 48 }, (_, x) => image.at(x, 34));
    expect(row.some((p) => p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 255)).toBe(true);
  });

  it('outlines a shape made of parts around their union only (no line where the thermometer stem meets the bulb)', () => {
    const image = drawn(iconSvg(normalizeIcon({ shape: 'thermometer', width: 32, height: 64, color: '#ff0000', strokeColor: '#000', strokeWidth: 2 })));
    const column = Array.from({ length: 64 }, (_, y) => image.at(16, y));
    const firstRed = column.findIndex((p) => p.join() === RED.join());
    const lastRed = 63 - [...column].reverse().findIndex((p) => p.join() === RED.join());
    expect(column.slice(firstRed, lastRed + 1).every((p) => p.join() === RED.join())).toBe(true);
    // Above the fill (past one anti-aliased pixel) is the outline.
    expect(column.slice(firstRed - 3, firstRed)).toContainEqual(BLACK);
  });

  it('leaves the outline out at stroke width 0', () => {
    const image = drawn(iconSvg(normalizeIcon({ shape: 'square', width: 20, height: 20, color: '#ff0000', strokeColor: 'black', strokeWidth: 0 })));
    const row = Array.from({ length: 20 }, (_, x) => image.at(x, 10));
    expect(row.some((p) => p[0] === 0 && p[3] === 255)).toBe(false);
  });

  it('fills in defaults and lower-cases colours so equal icons share one key and one URL', () => {
    expect(normalizeIcon({ shape: 'star' })).toEqual({ shape: 'star', width: 24, height: 24, color: '#2d72d2', strokeColor: 'white', strokeWidth: 1 });
    const a = { shape: 'drop' as const, color: '#FF0000' };
    const b = { shape: 'drop' as const, color: '#ff0000', width: 24, strokeWidth: 1 };
    expect(iconKey(normalizeIcon(a))).toBe(iconKey(normalizeIcon(b)));
    expect(iconUrl(a)).toBe(iconUrl(b));
    expect(iconUrl(a)).toBe('/api/icon/icon?shape=drop&width=24&height=24&color=%23ff0000&strokeColor=white&strokeWidth=1');
  });

  it('accepts #rgb, #rrggbb and the listed colour names only', () => {
    for (const ok of ['#abc', '#A0B1C2', 'red', 'Navy', 'gold']) expect(ICON_COLOR_PATTERN.test(ok)).toBe(true);
    for (const bad of ['#abcd', 'abc', 'url(#x)', 'red"/><script>', 'rebeccapurple', '', '#12345g']) expect(ICON_COLOR_PATTERN.test(bad)).toBe(false);
  });
});
