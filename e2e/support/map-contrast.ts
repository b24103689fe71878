import type { Locator, Page } from '@playwright/test';
import { decode } from 'fast-png';

/**
 * The contrast a control's text has over the map beneath it, as a visitor sees it: the control's own fill and its
 * ancestors' (up to the map) are often see-through, so its text is read against the map's pixels showing through.
 * axe-core cannot judge that (it cannot see into the canvas); this composites the fills over the map's actual
 * pixels under the control and takes the worst pixel.
 */

type Rgba = [number, number, number, number];

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: readonly number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `top` (with its alpha) over an opaque `bottom`. */
const over = (top: Rgba, bottom: readonly number[]): number[] => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3]));

/**
 * The lowest contrast of the control's text colour (its placeholder's with `pseudo`) over its fills and the map's
 * pixels under it. The control's overlay (its ancestor just below the element holding the map canvas) is hidden
 * for a moment to see the map beneath.
 */
export async function textContrastOverMap(page: Page, control: Locator, pseudo?: '::placeholder'): Promise<number> {
  const found = await control.evaluate((element, pseudoElement) => {
    // Computed colours come in any CSS syntax (Blueprint's are oklch()): a canvas pixel reads them as sRGB.
    const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const parse = (css: string): Rgba => {
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = css;
      pixel.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const fills: Rgba[] = [];
    let overlay: Element = element;
    for (let node: Element | null = element; node && !node.querySelector('canvas.maplibregl-canvas'); node = node.parentElement) {
      fills.push(parse(getComputedStyle(node).backgroundColor));
      overlay = node;
    }
    (overlay as HTMLElement).dataset['contrastOverlay'] = 'true';
    const box = element.getBoundingClientRect();
    return {
      text: parse(getComputedStyle(element, pseudoElement ?? null).color),
      // Outermost first: the order they are painted over the map.
      fills: fills.reverse(),
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
    };
  }, pseudo);
  const overlay = page.locator('[data-contrast-overlay="true"]');
  await overlay.evaluate((element) => ((element as HTMLElement).style.visibility = 'hidden'));
  const shot = decode(await page.screenshot({ clip: found.box }));
  await overlay.evaluate((element) => {
    (element as HTMLElement).style.visibility = '';
    delete (element as HTMLElement).dataset['contrastOverlay'];
  });
  let lowest = Infinity;
  for (let i = 0; i < shot.data.length; i += shot.channels) {
    let colour: number[] = [Number(shot.data[i]), Number(shot.data[i + 1]), Number(shot.data[i + 2])];
    for (const fill of found.fills) colour = over(fill, colour);
    lowest = Math.min(lowest, contrastRatio(over(found.text, colour), colour));
  }
  return lowest;
}
