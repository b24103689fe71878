import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  TemperatureProfileLocation, TemperatureProfilePeriod, TemperatureProfileRow, TemperatureProfilesRequest,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { dayRangeProblem } from '../common/day-range';
import { badRequest } from '../common/validation';
import { locationExists } from '../database/sql-fragments';
import {
  getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDateQuery, getTemperatureProfilesLocationsQuery,
} from './temperature-profiles.queries';

/**
 * The longest range each period answers, in years: a year of hours or twenty years of days is about 150,000 rows
 * for a 17-depth profile, which keeps one answer (and the heat map drawing it) bounded.
 */
export const MAX_RANGE_YEARS: Record<TemperatureProfilePeriod, number> = { hourly: 1, daily: 20 };

/** Why endDate cannot go with startDate for this period, or undefined when the range is answerable. */
export const rangeProblem = ({ period, startDate, endDate }: TemperatureProfilesRequest): string | undefined =>
  dayRangeProblem(startDate, endDate, MAX_RANGE_YEARS[period], `for ${period} profiles`);

/** Temperature profiles are read as asked, never cached: the hourly ones grow as the buoy reports. */
@Injectable()
export class TemperatureProfilesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  getTemperatureProfilesLocations(): Promise<TemperatureProfileLocation[]> {
    return getTemperatureProfilesLocationsQuery(this.dataSource);
  }

  async getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate(request: TemperatureProfilesRequest): Promise<TemperatureProfileRow[]> {
    const problem = rangeProblem(request);
    if (problem) throw badRequest([{ field: 'endDate', problems: [problem] }]);
    if (!(await locationExists(this.dataSource, request.locationId))) throw new NotFoundException(`There is no monitoring location ${request.locationId}.`);
    return getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDateQuery(this.dataSource, request);
  }
}
