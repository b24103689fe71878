import type { TemperatureProfilePeriod, TemperatureProfilesRequest } from '@portal/contracts';
import { addDays, addMonths } from '../../common/dates';

/** Which value of a depth's day or hour the heat map colours by. */
export type ProfileStatistic = 'mean' | 'min' | 'max';

export const STATISTIC_LABELS: Record<ProfileStatistic, string> = { mean: 'Mean', min: 'Min', max: 'Max' };
export const PERIOD_LABELS: Record<TemperatureProfilePeriod, string> = { daily: 'Daily', hourly: 'Hourly' };

/** The screen's choices; dates are ISO days (America/Denver), '' while a date field is empty. */
export interface ProfileOptions {
  locationId: number | null;
  period: TemperatureProfilePeriod;
  statistic: ProfileStatistic;
  startDate: string;
  endDate: string;
}

/** Hourly profiles have one reading per depth and hour, so only their mean is offered. */
export function statisticsFor(period: TemperatureProfilePeriod): ProfileStatistic[] {
  return period === 'hourly' ? ['mean'] : ['mean', 'min', 'max'];
}

/**
 * The open-water season the daily profiles cover, Apr 1 to Nov 15: this year's once April has begun, before that
 * last year's (whose profiles are complete).
 */
export function defaultSeason(today: string): Pick<ProfileOptions, 'startDate' | 'endDate'> {
  const thisYear = Number(today.slice(0, 4));
  const year = today.slice(5) >= '04-01' ? thisYear : thisYear - 1;
  return { startDate: `${year}-04-01`, endDate: `${year}-11-15` };
}

/** A quick-set button: its label, the range it sets ending today, and whether hourly profiles allow it. */
export interface QuickSet {
  label: string;
  range(today: string): Pick<ProfileOptions, 'startDate' | 'endDate'>;
  hourly: boolean;
}

const endingToday = (start: (today: string) => string) => (today: string) => ({ startDate: start(today), endDate: today });

/** The longer sets would ask for more hours than the hourly view draws legibly. */
export const QUICK_SETS: readonly QuickSet[] = [
  { label: 'Last 10 Days', range: endingToday((today) => addDays(today, -10)), hourly: true },
  { label: 'Last 30 Days', range: endingToday((today) => addDays(today, -30)), hourly: true },
  { label: 'Last 6 Months', range: endingToday((today) => addMonths(today, -6)), hourly: false },
  { label: 'Last 1 Year', range: endingToday((today) => addMonths(today, -12)), hourly: false },
];

export const quickSetDisabled = (set: QuickSet, period: TemperatureProfilePeriod) => period === 'hourly' && !set.hourly;

/** The options on first opening: the daily mean of the default season at the first location. */
export function initialOptions(locationId: number | null, today: string): ProfileOptions {
  return { locationId, period: 'daily', statistic: 'mean', ...defaultSeason(today) };
}

/**
 * A new Period: Daily goes back to the default season; Hourly shows the last 10 days to now, by their mean.
 */
export function withPeriod(options: ProfileOptions, period: TemperatureProfilePeriod, today: string): ProfileOptions {
  if (period === 'daily') return { ...options, period, ...defaultSeason(today) };
  return { ...options, period, statistic: 'mean', ...QUICK_SETS[0].range(today) };
}

/** Submit needs a location and both dates. */
export const canSubmit = (options: ProfileOptions) => options.locationId !== null && options.startDate !== '' && options.endDate !== '';

/** The call the submitted options make, or null when they cannot make one. */
export function profilesRequest(options: ProfileOptions): TemperatureProfilesRequest | null {
  if (!canSubmit(options) || options.locationId === null) return null;
  return { period: options.period, locationId: options.locationId, startDate: options.startDate, endDate: options.endDate };
}
