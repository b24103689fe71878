import { benchPlace, benchSite, isBenchLocationCount, isInside } from './bench-locations';
import type { SeedClock } from './clock';
import { BASIN_OUTLINE } from '../reference/geography';

const CLOCK: SeedClock = {
  today: '2026-11-20', yesterday: '2026-11-19', now: '2026-11-20T16:00:00.000Z',
  lastQuarterHour: '2026-11-20T16:00:00.000Z', lastHour: '2026-11-20T16:00:00.000Z',
};

describe('bench locations', () => {
  it('tells inside from outside a ring, and keeps a margin from its edges', () => {
    const square = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]] as const;
    expect(isInside([0.5, 0.5], square)).toBe(true);
    expect(isInside([1.5, 0.5], square)).toBe(false);
    expect(isInside([0.05, 0.5], square, 0.1)).toBe(false);
    expect(isInside([0.2, 0.5], square, 0.1)).toBe(true);
  });

  it('places every site inside the basin outline, deterministically, and not all in one spot', () => {
    const places = Array.from({ length: 500 }, (_, k) => benchPlace(k));
    for (const place of places) expect(isInside(place, BASIN_OUTLINE, 0.01)).toBe(true);
    expect(benchPlace(42)).toEqual(places[42]);
    expect(new Set(places.map((p) => p.join())).size).toBe(places.length);
    const lons = places.map((p) => p[0]);
    expect(Math.max(...lons) - Math.min(...lons)).toBeGreaterThan(1.5);
  });

  it('names sites DEMO-WQ-00001 ... with ids after the core and scale locations, sampled for eight years', () => {
    const first = benchSite(0, CLOCK);
    expect(first.row).toMatchObject({ ndx: 100_001, id: 'DEMO-WQ-00001', name: 'Demo Water Quality Site 00001', urls: [] });
    expect(benchSite(4999, CLOCK).row.id).toBe('DEMO-WQ-05000');
    expect(first.sampling).toMatchObject({ location_ndx: 100_001, first_month: '2018-11-01', metals: false });
  });

  it('varies the sites enough for every benchmark colour and some trends', () => {
    const sites = Array.from({ length: 1000 }, (_, k) => benchSite(k, CLOCK).sampling);
    const bacteria = sites.map((s) => s.f_bacteria);
    expect(Math.min(...bacteria)).toBeLessThan(0.5);
    expect(Math.max(...bacteria)).toBeGreaterThan(4);
    const trending = sites.filter((s) => s.trend_class !== null).length;
    expect(trending).toBeGreaterThan(100);
    expect(trending).toBeLessThan(300);
  });

  it('accepts whole counts up to five digits', () => {
    expect([0, 1, 5000, 99_999].map(isBenchLocationCount)).toEqual([true, true, true, true]);
    expect([-1, 1.5, 100_000, Number.NaN].map(isBenchLocationCount)).toEqual([false, false, false, false]);
  });
});
