import { Z_95_TWO_SIDED } from './normal';
import { type SeasonalObservation, type TrendSample, censorNonDetects, classifyTrend, seasonalKendall } from './trend';

const pad = (n: number) => String(n).padStart(2, '0');

/** One sample on the 15th of every listed month of every listed year, valued by `f(year, month)`. */
function monthly(years: readonly number[], months: readonly number[], f: (year: number, month: number) => number): TrendSample[] {
  return years.flatMap((year) => months.map((month) => ({ date: `${year}-${pad(month)}-15`, value: f(year, month) })));
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL_MONTHS = range(1, 12);

describe('seasonalKendall: S, Var(S), Z, p and the Sen slope by hand', () => {
  /*
   * Two seasons, worked by hand.
   *   January, years 2001..2004: 1, 2, 2, 4
   *     pairs (i<j): 1→2 +, 1→2 +, 1→4 +, 2→2 0, 2→4 +, 2→4 +          S_jan = 5
   *     n = 4, one tie group of t = 2:
   *     Var = [4·3·13 − 2·1·9] / 18 = (156 − 18) / 18 = 138/18
   *     slopes: (2−1)/1 = 1, (2−1)/2 = 0.5, (4−1)/3 = 1, (2−2)/1 = 0, (4−2)/2 = 1, (4−2)/1 = 2
   *   February, years 2001..2003: 3, 1, 2
   *     pairs: 3→1 −, 3→2 −, 1→2 +                                      S_feb = −1
   *     Var = 3·2·11 / 18 = 66/18
   *     slopes: (1−3)/1 = −2, (2−3)/2 = −0.5, (2−1)/1 = 1
   *   S = 4, Var(S) = 204/18 = 11.3333, Z = (4 − 1)/√11.3333 = 0.891133, p = 2·(1 − Φ(0.891133)) = 0.372858
   *   slopes ascending: −2, −0.5, 0, 0.5, 1, 1, 1, 1, 2 (N' = 9) → Sen slope = 5th = 1
   *   90 % CI: C = 1.644854·3.366502 = 5.537402; M1 = (9 − C)/2 = 1.731299, M2 + 1 = (9 + C)/2 + 1 = 8.268701
   *     lower = −2 + 0.731299·(−0.5 − (−2)) = −0.903052;  upper = 1 + 0.268701·(2 − 1) = 1.268701
   */
  const handExample: SeasonalObservation[] = [
    { season: 1, year: 2001, value: 1 }, { season: 1, year: 2002, value: 2 },
    { season: 1, year: 2003, value: 2 }, { season: 1, year: 2004, value: 4 },
    { season: 2, year: 2001, value: 3 }, { season: 2, year: 2002, value: 1 }, { season: 2, year: 2003, value: 2 },
  ];

  it('matches the hand computation', () => {
    const r = seasonalKendall(handExample);
    expect(r.s).toBe(4);
    expect(r.varS).toBeCloseTo(204 / 18, 12);
    expect(r.z).toBeCloseTo(0.8911327886790068, 9);
    expect(r.p).toBeCloseTo(0.3728579363951833, 6);
    expect(r.slopePerYear).toBe(1);
    expect(r.slopeCiLow).toBeCloseTo(-0.9030518320697924, 9);
    expect(r.slopeCiHigh).toBeCloseTo(1.268701221379862, 9);
    expect(r.n).toBe(7);
    expect(r.median).toBe(2);
  });

  it('does not depend on the order of the observations', () => {
    expect(seasonalKendall([...handExample].reverse())).toEqual(seasonalKendall(handExample));
  });

  it('corrects the variance for a group of three ties', () => {
    // 5, 5, 5, 6, 7: S = 0·3 (5→5) + 3 (5→6) + 3 (5→7) + 1 (6→7) = 7
    // Var = [5·4·15 − 3·2·11] / 18 = (300 − 66) / 18 = 13
    const r = seasonalKendall([5, 5, 5, 6, 7].map((value, i) => ({ season: 'Jan', year: 2001 + i, value })));
    expect(r.s).toBe(7);
    expect(r.varS).toBeCloseTo(13, 12);
    expect(r.z).toBeCloseTo(6 / Math.sqrt(13), 12);
  });

  it('applies the continuity correction towards zero on both sides', () => {
    const down = seasonalKendall([7, 6, 5, 5, 5].map((value, i) => ({ season: 1, year: 2001 + i, value })));
    expect(down.s).toBe(-7);
    expect(down.z).toBeCloseTo(-6 / Math.sqrt(13), 12);
  });

  it('collapses several values of one season and year to their median', () => {
    // January 2001 has 1, 10 and 2: the median 2 enters (the mean 4.33 would reverse the sign of S).
    const r = seasonalKendall([
      { season: 1, year: 2001, value: 1 }, { season: 1, year: 2001, value: 10 }, { season: 1, year: 2001, value: 2 },
      { season: 1, year: 2002, value: 3 },
    ]);
    expect(r.s).toBe(1);
    expect(r.n).toBe(2);
    expect(r.slopePerYear).toBe(1);
  });

  it('divides slopes by the years between the pair, not by their rank distance', () => {
    // A year missing in the middle: 2001 → 2004 is three years.
    const r = seasonalKendall([{ season: 3, year: 2001, value: 10 }, { season: 3, year: 2004, value: 16 }]);
    expect(r.slopePerYear).toBe(2);
  });

  it('has no Z, p or interval without within-season pairs', () => {
    const r = seasonalKendall([{ season: 1, year: 2001, value: 1 }, { season: 2, year: 2002, value: 5 }]);
    expect(r).toMatchObject({ s: 0, varS: 0, z: null, p: null, slopePerYear: null, slopeCiLow: null, slopeCiHigh: null, n: 2 });
  });

  it('gives no interval when the ranks M1 and M2 + 1 fall outside the slopes', () => {
    // Two years: N' = 1, Var = 1, C = 1.64 → M1 = −0.32.
    const r = seasonalKendall([{ season: 1, year: 2001, value: 1 }, { season: 1, year: 2002, value: 2 }]);
    expect(r.slopePerYear).toBe(1);
    expect(r.slopeCiLow).toBeNull();
    expect(r.slopeCiHigh).toBeNull();
  });

  it('rejects non-finite values and fractional years', () => {
    expect(() => seasonalKendall([{ season: 1, year: 2001, value: Number.NaN }])).toThrow(RangeError);
    expect(() => seasonalKendall([{ season: 1, year: 2001.5, value: 1 }])).toThrow(RangeError);
  });
});

describe('seasonalKendall: published reference (USEPA 2009 Unified Guidance, Example 14-10)', () => {
  // Monthly analyte concentrations 1983-1985 (EnvStats data set EPA.09.Ex.14.8.df, Unad.Conc). EnvStats'
  // kendallSeasonalTrendTest reports z = 5.1849514, p = 2.160712e-07, slope = 0.06 and the 95 % interval
  // [0.05786914, 0.07213086]. By hand: every month rises each year (S_k = 3) except February (2.10, 2.10, 2.17:
  // S = 2, one tie of 2), so S = 11·3 + 2 = 35 and Var(S) = 11·66/18 + (66 − 18)/18 = 43.
  const table: Record<number, [number, number, number]> = {
    1: [1.99, 2.01, 2.15], 2: [2.10, 2.10, 2.17], 3: [2.12, 2.17, 2.27], 4: [2.12, 2.13, 2.23],
    5: [2.11, 2.13, 2.24], 6: [2.15, 2.18, 2.26], 7: [2.19, 2.25, 2.31], 8: [2.18, 2.24, 2.32],
    9: [2.16, 2.22, 2.28], 10: [2.08, 2.13, 2.22], 11: [2.05, 2.08, 2.19], 12: [2.08, 2.16, 2.22],
  };
  const observations = Object.entries(table).flatMap(([month, values]) =>
    values.map((value, i) => ({ season: Number(month), year: 1983 + i, value })));

  it('reproduces EnvStats with a 95 % interval', () => {
    const r = seasonalKendall(observations, Z_95_TWO_SIDED);
    expect(r.s).toBe(35);
    expect(r.varS).toBeCloseTo(43, 10);
    expect(r.z).toBeCloseTo(5.1849514, 6);
    expect((r.p as number) / 2.160712e-7).toBeCloseTo(1, 5);
    expect(r.slopePerYear).toBeCloseTo(0.06, 10);
    expect(r.slopeCiLow).toBeCloseTo(0.05786914, 7);
    expect(r.slopeCiHigh).toBeCloseTo(0.07213086, 7);
  });

  it('narrows to the 90 % interval by default', () => {
    const r = seasonalKendall(observations);
    expect(r.slopeCiLow as number).toBeGreaterThan(0.05786914);
    expect(r.slopeCiHigh as number).toBeLessThan(0.07213086);
  });
});

describe('classifyTrend', () => {
  const TEN_YEARS = { windowStart: '2015-01-01', windowEnd: '2024-12-31' };
  const YEARS = range(2015, 2024);

  it('finds a clear increasing trend', () => {
    // Every month rises by exactly 1 a year: each season has S = 45 of 45 pairs and Var = 10·9·25/18 = 125.
    const samples = monthly(YEARS, ALL_MONTHS, (y, m) => 10 + (y - 2015) + m / 10);
    const r = classifyTrend({ samples, ...TEN_YEARS });
    expect(r).toMatchObject({ label: 'Increasing', s: 540, n: 120, years: 10, slopePerYear: 1, slopeCiLow: 1, slopeCiHigh: 1 });
    expect(r.varS).toBeCloseTo(1500, 9);
    expect(r.z).toBeCloseTo(539 / Math.sqrt(1500), 12);
    expect(r.p as number).toBeLessThan(1e-12);
  });

  it('finds a clear decreasing trend', () => {
    const samples = monthly(YEARS, ALL_MONTHS, (y, m) => 100 - 2 * (y - 2015) + m);
    const r = classifyTrend({ samples, ...TEN_YEARS });
    expect(r).toMatchObject({ label: 'Decreasing', s: -540, slopePerYear: -2 });
    expect(r.p as number).toBeLessThan(1e-12);
  });

  /*
   * "Stable" and "No Trend" share one shape: within every month the years 2015..2024 follow the trendless
   * zigzag Q (a permutation of −5..4), odd months forwards and even months backwards in time. Reversing a series
   * negates its S and its slopes, so S = 0 exactly (p = 1) and the slopes are symmetric about 0. Only the
   * amplitude differs, and it alone decides between the two labels.
   */
  const Q = [3, -2, 4, -5, 1, -1, 2, -4, 0, -3];
  const zigzag = (amplitude: number) => monthly(YEARS, ALL_MONTHS, (y, m) =>
    100 + amplitude * (m % 2 ? Q[y - 2015] : Q[2024 - y]));

  it('calls a series "Stable" when the slope interval stays within ±1 % of the median a year', () => {
    // Amplitude 0.01: no two values differ by more than 0.09, so every slope is within ±0.09 a year, while
    // 1 % of the median (100 − 0.005) is about 1 a year.
    const r = classifyTrend({ samples: zigzag(0.01), ...TEN_YEARS });
    expect(r.s).toBe(0);
    expect(r.p).toBeCloseTo(1, 6);
    expect(r.slopeCiLow as number).toBeGreaterThanOrEqual(-0.09);
    expect(r.slopeCiHigh as number).toBeLessThanOrEqual(0.09);
    expect(r.label).toBe('Stable');
  });

  it('calls a series "No Trend" when nothing is significant but the slope is too uncertain to be stable', () => {
    // Amplitude 10: values are distinct within a month, so no slope is 0 and the smallest in size is
    // 10 / 9 = 1.11 a year (neighbouring values 9 years apart), beyond 1 % of the median (95) = 0.95 a year. The
    // interval, symmetric about 0 and with no zero slope inside it, must reach past ±0.95 on both sides.
    const r = classifyTrend({ samples: zigzag(10), ...TEN_YEARS });
    expect(r.s).toBe(0);
    expect(r.p).toBeCloseTo(1, 6);
    expect(r.slopeCiLow as number).toBeLessThan(-0.95);
    expect(r.slopeCiHigh as number).toBeGreaterThan(0.95);
    expect(r.slopeCiLow).toBeCloseTo(-(r.slopeCiHigh as number), 12);
    expect(r.label).toBe('No Trend');
  });

  it('calls a constant series "Stable" (Var(S) = 0: no p, a zero-width interval at 0)', () => {
    const r = classifyTrend({ samples: monthly(YEARS, [5, 6, 7], () => 8), ...TEN_YEARS });
    expect(r).toMatchObject({ label: 'Stable', s: 0, varS: 0, z: null, p: null, slopePerYear: 0, slopeCiLow: 0, slopeCiHigh: 0 });
  });

  it('says "No Current Trend" for fewer than 5 distinct years, however strong the trend', () => {
    const steep = (y: number) => 10 * (y - 2015);
    const four = classifyTrend({ samples: monthly(range(2021, 2024), ALL_MONTHS, steep), ...TEN_YEARS });
    expect(four.years).toBe(4);
    expect(four.p as number).toBeLessThan(1e-6); // significant, but too short a record
    expect(four.label).toBe('No Current Trend');

    const five = classifyTrend({ samples: monthly(range(2020, 2024), ALL_MONTHS, steep), ...TEN_YEARS });
    expect(five.years).toBe(5);
    expect(five.label).toBe('Increasing');
  });

  it('counts distinct calendar years, not the span between first and last sample', () => {
    // Five calendar years touched, but one sample in 2020 and one in 2024 (Dec 2020 .. Jan 2024 is barely 3 years).
    const samples = [
      { date: '2020-12-15', value: 1 }, ...monthly(range(2021, 2023), ALL_MONTHS, (y) => y - 2019), { date: '2024-01-15', value: 9 },
    ];
    expect(classifyTrend({ samples, ...TEN_YEARS }).years).toBe(5);
  });

  it('says "No Current Trend" when the last 2 years of the window have no data', () => {
    // Seven years of a strong trend ending 2021; the last two years of the window are after 2022-12-31.
    const old = monthly(range(2015, 2021), ALL_MONTHS, (y) => y - 2000);
    expect(classifyTrend({ samples: old, ...TEN_YEARS }).label).toBe('No Current Trend');
    // A sample on the cut-off day itself is not in the last two years...
    const onCutoff = [...old, { date: '2022-12-31', value: 30 }];
    expect(classifyTrend({ samples: onCutoff, ...TEN_YEARS }).label).toBe('No Current Trend');
    // ...one the day after is.
    const dayAfter = [...old, { date: '2023-01-01', value: 30 }];
    expect(classifyTrend({ samples: dayAfter, ...TEN_YEARS }).label).toBe('Increasing');
  });

  it('measures the last 2 years back from a 29 February window end to 28 February', () => {
    const old = monthly(range(2015, 2021), ALL_MONTHS, (y) => y - 2000);
    const window = { windowStart: '2015-01-01', windowEnd: '2024-02-29' };
    expect(classifyTrend({ samples: [...old, { date: '2022-02-28', value: 30 }], ...window }).label).toBe('No Current Trend');
    expect(classifyTrend({ samples: [...old, { date: '2022-03-01', value: 30 }], ...window }).label).toBe('Increasing');
  });

  it('ignores samples outside the window and keeps those on its first and last day', () => {
    const inside = monthly(YEARS, ALL_MONTHS, (y) => y - 2000);
    const outside = [{ date: '2014-12-31', value: 1000 }, { date: '2025-01-01', value: -1000 }];
    expect(classifyTrend({ samples: [...inside, ...outside], ...TEN_YEARS })).toEqual(classifyTrend({ samples: inside, ...TEN_YEARS }));
    // The first and last samples fall on the 15th: a window from/to exactly those days keeps them...
    expect(classifyTrend({ samples: inside, windowStart: '2015-01-15', windowEnd: '2024-12-15' }).n).toBe(120);
    // ...a window one day narrower at either end drops them.
    expect(classifyTrend({ samples: inside, windowStart: '2015-01-16', windowEnd: '2024-12-15' }).n).toBe(119);
    expect(classifyTrend({ samples: inside, windowStart: '2015-01-15', windowEnd: '2024-12-14' }).n).toBe(119);
  });

  it('collapses several samples in one month of one year to their median', () => {
    // January only, 2016..2020 rising by 1, except that January 2018 has three samples 0, 2.6 and 50:
    // median 2.6 keeps the order (mean 17.5 would not), so S = 10 of 10 pairs.
    const samples = monthly(range(2016, 2020), [1], (y) => y - 2016);
    samples.push({ date: '2018-01-03', value: 0 }, { date: '2018-01-28', value: 50 });
    samples.find((x) => x.date === '2018-01-15')!.value = 2.6;
    const r = classifyTrend({ samples, windowStart: '2016-01-01', windowEnd: '2020-12-31' });
    expect(r.n).toBe(5);
    expect(r.s).toBe(10);
  });

  it('returns the statistics and "No Current Trend" for no samples at all', () => {
    expect(classifyTrend({ samples: [], ...TEN_YEARS })).toEqual({
      label: 'No Current Trend', s: 0, varS: 0, z: null, p: null,
      slopePerYear: null, slopeCiLow: null, slopeCiHigh: null, n: 0, years: 0,
    });
  });

  it.each([
    ['a malformed sample date', { samples: [{ date: '2020-1-5', value: 1 }], ...TEN_YEARS }],
    ['an impossible sample date', { samples: [{ date: '2023-02-30', value: 1 }], ...TEN_YEARS }],
    ['a timestamp instead of a date', { samples: [{ date: '2020-01-05T10:00:00Z', value: 1 }], ...TEN_YEARS }],
    ['a malformed window', { samples: [], windowStart: '2015', windowEnd: '2024-12-31' }],
    ['a reversed window', { samples: [], windowStart: '2024-12-31', windowEnd: '2015-01-01' }],
    ['a non-finite value', { samples: [{ date: '2020-01-05', value: Number.NaN }], ...TEN_YEARS }],
  ])('rejects %s', (_what, input) => {
    expect(() => classifyTrend(input)).toThrow(RangeError);
  });
});

describe('non-detects', () => {
  it('re-censors at the highest detection limit: non-detects and lower detects become H / 2', () => {
    const values = censorNonDetects([
      { date: '2001-01-15', value: 2, nonDetect: true }, // "< 2", limit taken from the reported value
      { date: '2002-01-15', value: 1.5 }, // detected, but below the highest limit: cannot be ranked against "< 2"
      { date: '2003-01-15', value: 0.5, nonDetect: true, detectionLimit: 0.5 },
      { date: '2004-01-15', value: 2 }, // detected at exactly H: kept
      { date: '2005-01-15', value: 4 },
    ]);
    expect(values).toEqual([1, 1, 1, 2, 4]);
  });

  it('prefers an explicit detection limit to the reported value', () => {
    expect(censorNonDetects([
      { date: '2001-01-15', value: 0, nonDetect: true, detectionLimit: 3 },
      { date: '2002-01-15', value: 5 },
    ])).toEqual([1.5, 5]);
  });

  it('leaves the values alone when there are no non-detects', () => {
    expect(censorNonDetects([{ date: '2001-01-15', value: 0.01 }, { date: '2002-01-15', value: 7 }])).toEqual([0.01, 7]);
  });

  it('makes non-detects tie with each other and rank below detects in the test', () => {
    // January 2016..2020: "< 2", 1.5 (detected, re-censored), "< 0.5", 3, 4 → 1, 1, 1, 3, 4.
    // S = 0 (three tied pairs) + 7 (the rest) = 7; Var = [5·4·15 − 3·2·11]/18 = 13 (one tie group of 3).
    // Slopes: 0, 0, 0 among the censored; (3−1)/3, (4−1)/4, (3−1)/2, (4−1)/3, (3−1)/1, (4−1)/2, (4−3)/1
    //   → 0, 0, 0, 0.667, 0.75, 1, 1, 1, 1.5, 2 → Sen slope (0.75 + 1)/2 = 0.875.
    const samples: TrendSample[] = [
      { date: '2016-01-10', value: 2, nonDetect: true },
      { date: '2017-01-10', value: 1.5 },
      { date: '2018-01-10', value: 0.5, nonDetect: true, detectionLimit: 0.5 },
      { date: '2019-01-10', value: 3 },
      { date: '2020-01-10', value: 4 },
    ];
    const r = classifyTrend({ samples, windowStart: '2016-01-01', windowEnd: '2020-12-31' });
    expect(r.s).toBe(7);
    expect(r.varS).toBeCloseTo(13, 12);
    expect(r.slopePerYear).toBeCloseTo(0.875, 12);
    // Tying only the non-detects below everything (keeping the detect 1.5) would give S = 8 − 1 = 7 too, but
    // with one tie of two, Var = (300 − 18)/18 = 15.67, and a different slope: re-censoring changes the answer.
    expect(r.varS).not.toBeCloseTo(282 / 18, 3);
  });

  it('treats a month of all non-detects at one limit as a flat season', () => {
    const samples: TrendSample[] = range(2016, 2020).map((y) => ({ date: `${y}-06-10`, value: 1, nonDetect: true }));
    const r = classifyTrend({ samples, windowStart: '2016-01-01', windowEnd: '2020-12-31' });
    expect(r).toMatchObject({ s: 0, varS: 0, slopePerYear: 0, label: 'Stable' });
  });
});
