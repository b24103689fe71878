/**
 * The feet-based scale beside MapLibre's imperial scale bar. MapLibre's imperial bar switches to miles past a mile;
 * this one stays in feet, which is what drawn measurements are given in. Pure.
 */
import { FEET_PER_METRE } from './drawing/measurements.logic';

export interface FeetScale {
  feet: number;
  widthPx: number;
  label: string;
}

/** The largest 1, 2 or 5 × 10^n not above `value`. */
export function roundDownNice(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const leading = value / power;
  const nice = leading >= 5 ? 5 : leading >= 2 ? 2 : 1;
  return nice * power;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A round number of feet that fits in `maxWidthPx` at `metresPerPixel`, and its width in pixels. */
export function feetScale(metresPerPixel: number, maxWidthPx: number): FeetScale {
  const feetPerPixel = metresPerPixel * FEET_PER_METRE;
  const feet = roundDownNice(maxWidthPx * feetPerPixel);
  const widthPx = feet > 0 ? feet / feetPerPixel : 0;
  return { feet, widthPx, label: `${grouped.format(feet)} ft` };
}
