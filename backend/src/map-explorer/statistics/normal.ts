// Standard normal distribution for the trend test's normal approximation. Written here rather than taken from a
// package so the backend needs no statistics dependency; the accuracy below is far finer than the decision it
// serves (p against 0.05).

/**
 * Complementary error function erfc(x) = 1 − erf(x), by the Chebyshev-fitted formula of Numerical Recipes
 * (Press et al., 2nd ed., §6.2, `erfcc`): erfc(z) ≈ t·exp(−z² + P(t)) with t = 1 / (1 + z/2) for z = |x|, and
 * erfc(−z) = 2 − erfc(z). Its FRACTIONAL (relative) error is below 1.2e-7 for every x, so tail probabilities
 * (p = 1e-7 as much as p = 0.05) carry about seven significant digits; the unit tests check this against
 * double-precision reference values.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 +
      t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const value = t * Math.exp(-z * z + poly);
  return x >= 0 ? value : 2 - value;
}

/** Φ(x), the standard normal CDF: Φ(x) = erfc(−x/√2) / 2. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** Two-sided p-value of a standard normal statistic: P(|Z| ≥ |z|) = erfc(|z|/√2), computed in the tail without cancellation. */
export function twoSidedPValue(z: number): number {
  return erfc(Math.abs(z) / Math.SQRT2);
}

/** z(0.95) = Φ⁻¹(0.95), the two-sided critical value of a 90 % confidence interval. */
export const Z_90_TWO_SIDED = 1.6448536269514722;
/** z(0.975) = Φ⁻¹(0.975), the two-sided critical value of a 95 % confidence interval. */
export const Z_95_TWO_SIDED = 1.959963984540054;
