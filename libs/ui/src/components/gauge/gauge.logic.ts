/** The geometry of a half-circle gauge: the scale runs from the left end (min) over the top to the right end (max). */

/** Where a value sits on a scale, as a fraction 0..1 (clamped: a value off the scale pins the gauge to its end). */
export function gaugeFraction(value: number, min: number, max: number): number {
  if (!(max > min)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** The point of the arc at a fraction of the scale, for a centre (cx, cy) and radius r. */
export function arcPoint(cx: number, cy: number, r: number, fraction: number): [number, number] {
  const angle = Math.PI * (1 - fraction);
  return [round(cx + r * Math.cos(angle)), round(cy - r * Math.sin(angle))];
}

const round = (n: number) => Math.round(n * 100) / 100;

/** An SVG path along the arc from one fraction of the scale to another (never more than the half circle). */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x0, y0] = arcPoint(cx, cy, r, from);
  const [x1, y1] = arcPoint(cx, cy, r, to);
  return `M ${x0} ${y0} A ${r} ${r} 0 0 1 ${x1} ${y1}`;
}
