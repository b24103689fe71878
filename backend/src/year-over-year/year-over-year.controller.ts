import { Controller, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type ExplorerRegionalGroup, type ExploreYear, ROUTES, YOY_MAX_YEARS, type YoyGraphOption } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer } from '../common/http';
import { Route } from '../common/route';
import { YoyDataParams, YoyDataQuery } from './year-over-year.dto';
import { YearOverYearService } from './year-over-year.service';

/** The tool answers the same with or without a (valid) token. */
@ApiTags('year-over-year')
@Controller()
export class YearOverYearController {
  constructor(private readonly yoy: YearOverYearService) {}

  @Route(ROUTES.getYearOverYearComparisonsToolInputsRegionalGroups, 'Year-over-year regions', 'Every region of the basin, by id.')
  @ApiAnswer('ExplorerRegionalGroup', { isArray: true })
  getYearOverYearComparisonsToolInputsRegionalGroups(): Promise<ExplorerRegionalGroup[]> {
    return this.yoy.getYearOverYearComparisonsToolInputsRegionalGroups();
  }

  @Route(ROUTES.getYearOverYearComparisonsToolInputsListExploreYears, 'Year-over-year years',
    'Every year from the first with daily data of a parameter some explorer graph draws to the current one, newest first.')
  @ApiAnswer('ExploreYear', { isArray: true })
  getYearOverYearComparisonsToolInputsListExploreYears(): Promise<ExploreYear[]> {
    return this.yoy.getYearOverYearComparisonsToolInputsListExploreYears();
  }

  @Route(ROUTES.getYearOverYearComparisonsToolInputsYoyGraphOptions, 'Year-over-year graph options',
    'The graphs the tool offers, by yoy_group_ndx, with the regions offering each and the categories opening with it.')
  @ApiAnswer('YoyGraphOption', { isArray: true })
  getYearOverYearComparisonsToolInputsYoyGraphOptions(): Promise<YoyGraphOption[]> {
    return this.yoy.getYearOverYearComparisonsToolInputsYoyGraphOptions();
  }

  @Route(ROUTES.getYearOverYearComparisonsToolDataByYoyGraphRouteName, 'Year-over-year graph data',
    `A graph's regional daily value (the mean of the region's locations) for each asked year (at most ${YOY_MAX_YEARS}): ` +
    'every day from Oct 1 of Y - 1 to Dec 31 of Y once, by date, with leap-year day positions, and per day the minimum, ' +
    'mean and maximum over the whole record; running totals and their history for a cumulative graph. An unknown graph ' +
    'or region is a 404.')
  @ApiAnswer('YoyDataRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such graph or region.' })
  getYearOverYearComparisonsToolDataByYoyGraphRouteName(
    @Param() params: YoyDataParams, @Query() query: YoyDataQuery,
  ): Promise<CachedAnswer> {
    return this.yoy.getYearOverYearComparisonsToolDataByYoyGraphRouteName({ ...params, ...query });
  }
}
