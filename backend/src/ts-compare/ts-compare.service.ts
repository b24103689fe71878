import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  TS_COMPARE_MAX_RANGE_YEARS, type TsCompareDailyDataRequest, type TsCompareDailyRow, type TsCompareLocation,
  type TsCompareParameter, type TsCompareSubArea,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { dayRangeProblem } from '../common/day-range';
import { badRequest } from '../common/validation';
import { parseLocationList } from './ts-compare.dto';
import {
  dailyDataSubjectsQuery, getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery,
  getTsCompareDropdownLocationsAssocQuery, getTsCompareDropdownParametersQuery, getTsCompareDropdownSubAreasQuery,
} from './ts-compare.queries';

/** Why endDate cannot go with startDate, or undefined when the range is answerable. */
export const rangeProblem = ({ startDate, endDate }: Pick<TsCompareDailyDataRequest, 'startDate' | 'endDate'>): string | undefined =>
  dayRangeProblem(startDate, endDate, TS_COMPARE_MAX_RANGE_YEARS);

/**
 * Time Series Comparisons: small reads of the rollups, answered as asked (no cache: the daily values grow as data
 * arrive). A token, when sent, changes nothing in the answers.
 */
@Injectable()
export class TsCompareService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  getTsCompareDropdownSubAreas(): Promise<TsCompareSubArea[]> {
    return getTsCompareDropdownSubAreasQuery(this.dataSource);
  }

  getTsCompareDropdownParameters(): Promise<TsCompareParameter[]> {
    return getTsCompareDropdownParametersQuery(this.dataSource);
  }

  getTsCompareDropdownLocationsAssoc(): Promise<TsCompareLocation[]> {
    return getTsCompareDropdownLocationsAssocQuery(this.dataSource);
  }

  /**
   * A range that runs backwards or is too long is a 400 on endDate; an unknown parameter or location is a 404 naming
   * it; known locations without values of the parameter in the range answer no rows.
   */
  async getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate(request: TsCompareDailyDataRequest): Promise<TsCompareDailyRow[]> {
    const problem = rangeProblem(request);
    if (problem) throw badRequest([{ field: 'endDate', problems: [problem] }]);
    const locations = parseLocationList(request.locations);
    const subjects = await dailyDataSubjectsQuery(this.dataSource, request.parameter, locations);
    if (!subjects.parameter_exists) throw new NotFoundException(`There is no parameter ${request.parameter}.`);
    const unknown = locations.filter((id) => !subjects.known_locations.includes(id));
    if (unknown.length) throw new NotFoundException(`There is no monitoring location ${unknown.join(', ')}.`);
    return getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery(
      this.dataSource, request.parameter, locations, request.startDate, request.endDate,
    );
  }
}
