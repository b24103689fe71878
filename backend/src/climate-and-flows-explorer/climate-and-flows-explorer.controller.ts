import { Controller, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type CafGraphOption, type ExplorerRegionalGroup, type ExploreYear, ROUTES } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer } from '../common/http';
import { Route } from '../common/route';
import { CafDataParams, CafDataQuery } from './climate-and-flows-explorer.dto';
import { ClimateAndFlowsExplorerService } from './climate-and-flows-explorer.service';

/** The explorer answers the same with or without a (valid) token. */
@ApiTags('climate-and-flows-explorer')
@Controller()
export class ClimateAndFlowsExplorerController {
  constructor(private readonly explorer: ClimateAndFlowsExplorerService) {}

  @Route(ROUTES.getClimateAndFlowsExplorerInputsRegionalGroups, 'Explorer regions', 'Every region of the basin, by id.')
  @ApiAnswer('ExplorerRegionalGroup', { isArray: true })
  getClimateAndFlowsExplorerInputsRegionalGroups(): Promise<ExplorerRegionalGroup[]> {
    return this.explorer.getClimateAndFlowsExplorerInputsRegionalGroups();
  }

  @Route(ROUTES.getClimateAndFlowsExplorerInputsListExploreYears, 'Explorer years',
    'Every year from the first with daily data of a parameter some graph draws to the current one (America/Denver), newest first.')
  @ApiAnswer('ExploreYear', { isArray: true })
  getClimateAndFlowsExplorerInputsListExploreYears(): Promise<ExploreYear[]> {
    return this.explorer.getClimateAndFlowsExplorerInputsListExploreYears();
  }

  @Route(ROUTES.getClimateAndFlowsExplorerInputsCafGraphOptions, 'Explorer graph options',
    'The graphs the explorer offers, by caf_group_ndx, with the regions offering each and the categories opening with it.')
  @ApiAnswer('CafGraphOption', { isArray: true })
  getClimateAndFlowsExplorerInputsCafGraphOptions(): Promise<CafGraphOption[]> {
    return this.explorer.getClimateAndFlowsExplorerInputsCafGraphOptions();
  }

  @Route(ROUTES.getClimateAndFlowsExplorerDataByCafGraphRouteName, 'Explorer graph data',
    "A graph's daily series at every location of the region from Oct 1 of year - 1 to Dec 31 of year (both the water " +
    'year and the calendar year), by location label then day, with the left axis\'s running totals since Jan 1 and since ' +
    'Oct 1. An unknown graph or region is a 404.')
  @ApiAnswer('CafDataRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such graph or region.' })
  getClimateAndFlowsExplorerDataByCafGraphRouteName(
    @Param() params: CafDataParams, @Query() query: CafDataQuery,
  ): Promise<CachedAnswer> {
    return this.explorer.getClimateAndFlowsExplorerDataByCafGraphRouteName({ ...params, ...query });
  }
}
