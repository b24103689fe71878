import { addMonths, formatUsDate, isoDay, todayIsoDay, withinDays } from './dates.logic';

describe('dates', () => {
  it('shows ISO days and timestamps as MM/dd/yyyy', () => {
    expect(formatUsDate('2024-07-04')).toBe('07/04/2024');
    expect(formatUsDate('2024-07-04T06:00:00.000Z')).toBe('07/04/2024');
    expect(formatUsDate(null)).toBe('');
    expect(isoDay('nonsense')).toBeNull();
  });

  it("takes today in America/Denver, not the browser's zone", () => {
    // 03:30 UTC on July 5 is still July 4 in Denver (UTC-6 in summer).
    expect(todayIsoDay(new Date('2024-07-05T03:30:00Z'))).toBe('2024-07-04');
    expect(todayIsoDay(new Date('2024-07-05T06:30:00Z'))).toBe('2024-07-05');
  });

  it('adds months, clamping to the end of a shorter month and crossing years', () => {
    expect(addMonths('2024-01-15', 1)).toBe('2024-02-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-12-31', 1)).toBe('2024-01-31');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
  });

  it('checks a day against open or closed bounds, inclusively', () => {
    expect(withinDays('2024-01-01', '2024-01-01', '2024-01-31')).toBe(true);
    expect(withinDays('2024-01-31', '2024-01-01', '2024-01-31')).toBe(true);
    expect(withinDays('2024-02-01', '2024-01-01', '2024-01-31')).toBe(false);
    expect(withinDays('1990-01-01', null, '2024-01-31')).toBe(true);
    expect(withinDays(null, null, null)).toBe(false);
  });
});
