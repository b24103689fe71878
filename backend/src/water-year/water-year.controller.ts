import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import {
  ROUTES, WATER_YEAR_MAX_SERIES, WATER_YEAR_NORMALS, type WaterYearLocation,
  type WaterYearMapLocation, type WaterYearParameter, type WaterYearSeries,
} from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer } from '../common/http';
import { Route } from '../common/route';
import { WaterYearComparisonParams } from './water-year.dto';
import { WaterYearService } from './water-year.service';

const NORMALS = `${WATER_YEAR_NORMALS.firstWaterYear}-${WATER_YEAR_NORMALS.lastWaterYear}`;

@ApiTags('water-year')
@Controller()
export class WaterYearController {
  constructor(private readonly waterYear: WaterYearService) {}

  @Route(ROUTES.getWyAnalysisLocationsForMap, 'Water-year locations for the map',
    'Every location with data of a water-year parameter and a geometry (those without one are left out), by name.')
  @ApiAnswer('WaterYearMapLocation', { isArray: true })
  getWyAnalysisLocationsForMap(): Promise<WaterYearMapLocation[]> {
    return this.waterYear.getWyAnalysisLocationsForMap();
  }

  @Route(ROUTES.getWyAnalysisDropdownParameters, 'Water-year parameters',
    'The parameters the water-year comparison offers that have data somewhere, in their configured order.')
  @ApiAnswer('WaterYearParameter', { isArray: true })
  getWyAnalysisDropdownParameters(): Promise<WaterYearParameter[]> {
    return this.waterYear.getWyAnalysisDropdownParameters();
  }

  @Route(ROUTES.getWyAnalysisDropdownLocationsAssocParam, 'Water-year locations',
    'Every location with data of a water-year parameter, with those parameters, by name.')
  @ApiAnswer('WaterYearLocation', { isArray: true })
  getWyAnalysisDropdownLocationsAssocParam(): Promise<WaterYearLocation[]> {
    return this.waterYear.getWyAnalysisDropdownLocationsAssocParam();
  }

  @Route(ROUTES.getWyAnalysisDropdownSeries, 'Water-year series',
    'The statistics (Minimum, percentiles, Median, Maximum) and then every water year with data, newest first.')
  @ApiAnswer('WaterYearSeries', { isArray: true })
  getWyAnalysisDropdownSeries(): Promise<WaterYearSeries[]> {
    return this.waterYear.getWyAnalysisDropdownSeries();
  }

  @Route(ROUTES.getWyAnalysisComparisonByParameterAndLocationAndSeries, 'Water Year Comparison',
    'The chosen series of one location and parameter by day of the water year (Oct 1 = 1, Feb 29 = 152, Mar 1 = 153), in ' +
    'the order asked. A water year gives its daily values (America/Denver days); a statistic gives, per day, that ' +
    `statistic of the daily values of the ${NORMALS} normal water years (percentiles with Weibull plotting positions), ` +
    `year_count saying how many years had a value; with fewer than ${WATER_YEAR_NORMALS.minYears} the value is null ` +
    '(a statistic has a row for every day once the location has data of the parameter). ' +
    `Feb 29 carries the statistics of Feb 28. At most ${WATER_YEAR_MAX_SERIES} series; an unknown location or ` +
    'parameter is a 404, a pair without data answers no rows.')
  @ApiAnswer('WaterYearComparisonRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location or parameter.' })
  getWyAnalysisComparisonByParameterAndLocationAndSeries(
    @Param() params: WaterYearComparisonParams,
  ): Promise<CachedAnswer> {
    return this.waterYear.getWyAnalysisComparisonByParameterAndLocationAndSeries(params);
  }
}
