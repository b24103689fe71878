import { Controller, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import {
  type ExplorerRegionalGroup, type ExploreYear, ROUTES, TSSUM_MAX_PERIODS, TSSUM_MAX_RANGE_YEARS, type TssumGraphOption,
} from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer } from '../common/http';
import { Route } from '../common/route';
import { TssumBoxesQuery, TssumDataQuery, TssumParams } from './time-series-summaries.dto';
import { TimeSeriesSummariesService } from './time-series-summaries.service';

const RANGE = `A range running backwards or longer than ${TSSUM_MAX_RANGE_YEARS} years is a 400 on endDate; an unknown graph or region a 404.`;

/** The tool answers the same with or without a (valid) token. */
@ApiTags('time-series-summaries')
@Controller()
export class TimeSeriesSummariesController {
  constructor(private readonly summaries: TimeSeriesSummariesService) {}

  @Route(ROUTES.getTimeSeriesSummariesInputsRegionalGroups, 'Summaries regions', 'Every region of the basin, by id.')
  @ApiAnswer('ExplorerRegionalGroup', { isArray: true })
  getTimeSeriesSummariesInputsRegionalGroups(): Promise<ExplorerRegionalGroup[]> {
    return this.summaries.getTimeSeriesSummariesInputsRegionalGroups();
  }

  @Route(ROUTES.getTimeSeriesSummariesInputsListExploreYears, 'Summaries years',
    'Every year from the first with daily data of a parameter some explorer graph draws to the current one, newest first.')
  @ApiAnswer('ExploreYear', { isArray: true })
  getTimeSeriesSummariesInputsListExploreYears(): Promise<ExploreYear[]> {
    return this.summaries.getTimeSeriesSummariesInputsListExploreYears();
  }

  @Route(ROUTES.getTimeSeriesSummariesInputsTssumGraphOptions, 'Summaries graph options',
    'The graphs the tool offers, by tssum_group_ndx, with the regions offering each and the categories opening with it.')
  @ApiAnswer('TssumGraphOption', { isArray: true })
  getTimeSeriesSummariesInputsTssumGraphOptions(): Promise<TssumGraphOption[]> {
    return this.summaries.getTimeSeriesSummariesInputsTssumGraphOptions();
  }

  @Route(ROUTES.getTimeSeriesSummariesDataByTssumGraphRouteName, 'Summaries daily values',
    `The graph's daily values at every location of the region in the range, by location label then day; none is an empty list. ${RANGE}`)
  @ApiAnswer('TssumDataRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such graph or region.' })
  getTimeSeriesSummariesDataByTssumGraphRouteName(
    @Param() params: TssumParams, @Query() query: TssumDataQuery,
  ): Promise<CachedAnswer> {
    return this.summaries.getTimeSeriesSummariesDataByTssumGraphRouteName({ ...params, ...query });
  }

  @Route(ROUTES.getTimeSeriesSummariesBoxesByTssumGraphRouteName, 'Summaries boxes',
    'Per period (week Sunday to Saturday, calendar month or year) and location, the count and the quantiles 0, .2, .5, .8 and 1 ' +
    `(linear interpolation) of the daily values in the range, by period then label. Week and Month ranges touch at most ` +
    `${TSSUM_MAX_PERIODS} periods. ${RANGE}`)
  @ApiAnswer('TssumBox', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such graph or region.' })
  getTimeSeriesSummariesBoxesByTssumGraphRouteName(
    @Param() params: TssumParams, @Query() query: TssumBoxesQuery,
  ): Promise<CachedAnswer> {
    return this.summaries.getTimeSeriesSummariesBoxesByTssumGraphRouteName({ ...params, ...query });
  }
}
