import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import {
  ROUTES, TS_COMPARE_MAX_LOCATIONS, TS_COMPARE_MAX_RANGE_YEARS, type TsCompareDailyRow, type TsCompareLocation,
  type TsCompareParameter, type TsCompareSubArea,
} from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { Route } from '../common/route';
import { TsCompareDailyDataParams } from './ts-compare.dto';
import { TsCompareService } from './ts-compare.service';

@ApiTags('ts-compare')
@Controller()
export class TsCompareController {
  constructor(private readonly tsCompare: TsCompareService) {}

  @Route(ROUTES.getTsCompareDropdownSubAreas, 'Comparison sub-areas',
    'The sub-areas (HUC-10) holding at least one location with daily values, by name.')
  @ApiAnswer('TsCompareSubArea', { isArray: true })
  getTsCompareDropdownSubAreas(): Promise<TsCompareSubArea[]> {
    return this.tsCompare.getTsCompareDropdownSubAreas();
  }

  @Route(ROUTES.getTsCompareDropdownParameters, 'Comparison parameters',
    'The parameters with daily values somewhere, by name, each with the sub-areas (HUC-10 codes) where it has them.')
  @ApiAnswer('TsCompareParameter', { isArray: true })
  getTsCompareDropdownParameters(): Promise<TsCompareParameter[]> {
    return this.tsCompare.getTsCompareDropdownParameters();
  }

  @Route(ROUTES.getTsCompareDropdownLocationsAssoc, 'Comparison locations',
    'The locations with daily values, by name, each with those parameters and its sub-area (none when it lies in none).')
  @ApiAnswer('TsCompareLocation', { isArray: true })
  getTsCompareDropdownLocationsAssoc(): Promise<TsCompareLocation[]> {
    return this.tsCompare.getTsCompareDropdownLocationsAssoc();
  }

  @Route(ROUTES.getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate, 'Time Series Comparison daily data',
    'The daily values (means of America/Denver days) of one parameter at each of the locations from startDate through ' +
    'endDate (both included), location by location in the order asked, each by date; days without a value have no row. ' +
    `At most ${TS_COMPARE_MAX_LOCATIONS} locations and ${TS_COMPARE_MAX_RANGE_YEARS} years. An unknown parameter or ` +
    'location is a 404; known ones without values in the range answer no rows.')
  @ApiAnswer('TsCompareDailyRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such parameter or monitoring location.' })
  getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate(@Param() params: TsCompareDailyDataParams): Promise<TsCompareDailyRow[]> {
    return this.tsCompare.getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate(params);
  }
}
