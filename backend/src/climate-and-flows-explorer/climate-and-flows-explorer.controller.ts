import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type CafGraphOption, type ExplorerRegionalGroup, type ExploreYear, ROUTES } from '@portal/contracts';
import type { Request, Response } from 'express';
import { ApiAnswer } from '../common/api-answer';
import { sendUnstoredJson } from '../common/http';
import { UnstoredRoute } from '../common/route';
import { CafDataParams, CafDataQuery } from './climate-and-flows-explorer.dto';
import { ClimateAndFlowsExplorerService } from './climate-and-flows-explorer.service';

/** The explorer answers the same with or without a (valid) token. */
@ApiTags('climate-and-flows-explorer')
@Controller()
export class ClimateAndFlowsExplorerController {
  constructor(private readonly explorer: ClimateAndFlowsExplorerService) {}

  @UnstoredRoute(ROUTES.getClimateAndFlowsExplorerInputsRegionalGroups, 'Explorer regions', 'Every region of the basin, by id.')
  @ApiAnswer('ExplorerRegionalGroup', { isArray: true })
  getClimateAndFlowsExplorerInputsRegionalGroups(): Promise<ExplorerRegionalGroup[]> {
    return this.explorer.getClimateAndFlowsExplorerInputsRegionalGroups();
  }

  @UnstoredRoute(ROUTES.getClimateAndFlowsExplorerInputsListExploreYears, 'Explorer years',
    'Every year from the first with daily data of a parameter some graph draws to the current one (America/Denver), newest first.')
  @ApiAnswer('ExploreYear', { isArray: true })
  getClimateAndFlowsExplorerInputsListExploreYears(): Promise<ExploreYear[]> {
    return this.explorer.getClimateAndFlowsExplorerInputsListExploreYears();
  }

  @UnstoredRoute(ROUTES.getClimateAndFlowsExplorerInputsCafGraphOptions, 'Explorer graph options',
    'The graphs the explorer offers, by caf_group_ndx, with the regions offering each and the categories opening with it.')
  @ApiAnswer('CafGraphOption', { isArray: true })
  getClimateAndFlowsExplorerInputsCafGraphOptions(): Promise<CafGraphOption[]> {
    return this.explorer.getClimateAndFlowsExplorerInputsCafGraphOptions();
  }

  @UnstoredRoute(ROUTES.getClimateAndFlowsExplorerDataByCafGraphRouteName, 'Explorer graph data',
    "A graph's daily series at every location of the region from Oct 1 of year - 1 to Dec 31 of year (both the water " +
    'year and the calendar year), by location label then day, with the left axis\'s running totals since Jan 1 and since ' +
    'Oct 1. An unknown graph or region is a 404.')
  @ApiAnswer('CafDataRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such graph or region.' })
  async getClimateAndFlowsExplorerDataByCafGraphRouteName(
    @Param() params: CafDataParams, @Query() query: CafDataQuery, @Req() req: Request, @Res() res: Response,
  ): Promise<void> {
    sendUnstoredJson(req, res, await this.explorer.getClimateAndFlowsExplorerDataByCafGraphRouteName({ ...params, ...query }));
  }
}
