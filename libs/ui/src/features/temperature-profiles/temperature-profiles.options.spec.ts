import {
  canSubmit, defaultSeason, initialOptions, profilesRequest, QUICK_SETS, quickSetDisabled, statisticsFor, withPeriod,
} from './temperature-profiles.options';

describe('temperature profile options', () => {
  it('defaults to this year\'s Apr 1 - Nov 15 season from April on, last year\'s before', () => {
    expect(defaultSeason('2026-04-01')).toEqual({ startDate: '2026-04-01', endDate: '2026-11-15' });
    expect(defaultSeason('2026-12-31')).toEqual({ startDate: '2026-04-01', endDate: '2026-11-15' });
    expect(defaultSeason('2026-03-31')).toEqual({ startDate: '2025-04-01', endDate: '2025-11-15' });
    expect(defaultSeason('2026-01-01')).toEqual({ startDate: '2025-04-01', endDate: '2025-11-15' });
  });

  it('switching to Hourly sets the last 10 days to today and forces Mean; back to Daily resets the season', () => {
    const start = { ...initialOptions(657, '2026-07-20'), statistic: 'max' as const };
    const hourly = withPeriod(start, 'hourly', '2026-07-20');
    expect(hourly).toEqual({ locationId: 657, period: 'hourly', statistic: 'mean', startDate: '2026-07-10', endDate: '2026-07-20' });
    const daily = withPeriod({ ...hourly, startDate: '2026-07-01' }, 'daily', '2026-02-10');
    expect(daily).toEqual({ locationId: 657, period: 'daily', statistic: 'mean', startDate: '2025-04-01', endDate: '2025-11-15' });
  });

  it('offers Mean, Min and Max for daily profiles and only Mean for hourly ones', () => {
    expect(statisticsFor('daily')).toEqual(['mean', 'min', 'max']);
    expect(statisticsFor('hourly')).toEqual(['mean']);
  });

  it('quick sets end today; the 6-month and 1-year ones are off for hourly profiles', () => {
    expect(QUICK_SETS.map((s) => [s.label, s.range('2026-03-31')])).toEqual([
      ['Last 10 Days', { startDate: '2026-03-21', endDate: '2026-03-31' }],
      ['Last 30 Days', { startDate: '2026-03-01', endDate: '2026-03-31' }],
      ['Last 6 Months', { startDate: '2025-09-30', endDate: '2026-03-31' }],
      ['Last 1 Year', { startDate: '2025-03-31', endDate: '2026-03-31' }],
    ]);
    expect(QUICK_SETS.filter((s) => quickSetDisabled(s, 'hourly')).map((s) => s.label)).toEqual(['Last 6 Months', 'Last 1 Year']);
    expect(QUICK_SETS.filter((s) => quickSetDisabled(s, 'daily'))).toEqual([]);
  });

  it('submits only with both dates (and a location)', () => {
    const options = initialOptions(657, '2026-07-20');
    expect(canSubmit(options)).toBe(true);
    expect(canSubmit({ ...options, startDate: '' })).toBe(false);
    expect(canSubmit({ ...options, endDate: '' })).toBe(false);
    expect(canSubmit({ ...options, locationId: null })).toBe(false);
    expect(profilesRequest({ ...options, endDate: '' })).toBeNull();
    expect(profilesRequest(options)).toEqual({ period: 'daily', locationId: 657, startDate: '2026-04-01', endDate: '2026-11-15' });
  });
});
