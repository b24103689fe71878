import { createHash } from 'node:crypto';

// SQL expression builders for the generators. Values are computed inside PostgreSQL (one INSERT ... SELECT
// per series family) because sending hundreds of thousands of rows from Node through PGlite's single
// connection would take minutes; the math is plain SQL so it runs the same on PostgreSQL and PGlite.

/**
 * A uniform number in [0, 1) from the md5 of a SQL text expression: pseudo-random, yet the same on every
 * run, every PostgreSQL build and any session setting, which is what makes the dataset reproducible.
 */
export function uniform(keySql: string): string {
  return `((('x' || substr(md5(${keySql}), 1, 8))::bit(32)::int)::float8 / 4294967296.0 + 0.5)`;
}

/** A standard normal number (Box-Muller over two independent uniforms of the same key). */
export function normal(keySql: string): string {
  return `(sqrt(-2 * ln(1 - ${uniform(`${keySql} || 'a'`)})) * cos(2 * pi() * ${uniform(`${keySql} || 'b'`)}))`;
}

/** 0 below 0, 1 above 1 and a smooth S-curve between: seasonal ramps without kinks. */
export function smoothstep(xSql: string): string {
  const x = `least(1.0, greatest(0.0, ${xSql}))`;
  return `(power(${x}, 2) * (3 - 2 * ${x}))`;
}

/** A Gaussian bump of height 1 centred on `centre` with the given width (same units as x). */
export function bump(xSql: string, centreSql: string, widthSql: string): string {
  // power() rather than ^: PostgreSQL's unary minus binds tighter than ^, so -(x)^2 would be +x².
  return `exp(-power(((${xSql}) - (${centreSql})) / (${widthSql}), 2))`;
}

/**
 * `floor` plus softplus(x - floor): follows x when x is well above the floor and flattens onto it below,
 * the way a river's temperature settles just above freezing under ice instead of going below 32 °F.
 */
export function softFloor(xSql: string, floorSql: string): string {
  return `((${floorSql}) + ln(1 + exp(least(50.0, (${xSql}) - (${floorSql})))))`;
}

/** A sine of the given period in days over a continuous day number; smooth "weather" without noise. */
export function wave(daySql: string, periodDays: number, phaseSql: string): string {
  return `sin(2 * pi() * (${daySql}) / ${periodDays} + (${phaseSql}))`;
}

/** Rounds to `digits` decimals (a number or a SQL integer expression). */
export function round(xSql: string, digits: number | string): string {
  return `round((${xSql})::numeric, ${digits})::float8`;
}

/** The same kind of deterministic fraction in TypeScript, for per-series constants such as phases. */
export function stableFraction(key: string): number {
  return createHash('md5').update(key).digest().readUInt32BE(0) / 2 ** 32;
}
