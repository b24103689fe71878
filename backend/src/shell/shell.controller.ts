import { Controller, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAnswer } from '../common/api-answer';
import { SHORT_LIVED, sendCachedJson } from '../common/http';
import { StakeholderResourcesParams, ToolsInventoryParams } from './shell.dto';
import { ShellService } from './shell.service';
import { ROUTES, type SiteCredits } from '@portal/contracts';
import { Route } from '../common/route';

@ApiTags('shell')
@Controller()
export class ShellController {
  constructor(private readonly shell: ShellService) {}

  @Route(ROUTES.getStakeholderToolsInventoryWithSizing)
  @ApiOperation({ summary: 'Every dashboard tool card, with card sizing (the same as data category 0)' })
  @ApiAnswer('ToolInventoryItem', { isArray: true })
  async getStakeholderToolsInventoryWithSizing(@Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.getStakeholderToolsInventoryWithSizing());
  }

  @Route(ROUTES.getStakeholderToolsInventoryWithSizingByNdx)
  @ApiOperation({ summary: 'Dashboard tool cards of one data category (0: every tool), with card sizing' })
  @ApiAnswer('ToolInventoryItem', { isArray: true })
  async getStakeholderToolsInventoryWithSizingByNdx(@Param() params: ToolsInventoryParams, @Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.getStakeholderToolsInventoryWithSizingByNdx(params.ndx ?? 0));
  }

  @Route(ROUTES.getListDataCategories)
  @ApiOperation({ summary: 'The data categories (stakeholder areas)' })
  @ApiAnswer('DataCategory', { isArray: true })
  async getListDataCategories(@Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.getListDataCategories());
  }

  @Route(ROUTES.getDataOtherResourcesLinks)
  @ApiOperation({ summary: 'Every other-resource link, for the Additional Resources page' })
  @ApiAnswer('OtherResourceLink', { isArray: true })
  async getDataOtherResourcesLinks(@Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.getDataOtherResourcesLinks());
  }

  @Route(ROUTES.getSiteCredits)
  @ApiOperation({ summary: 'Who the footer and the About page name: the copyright holder and who built the site (SITE_OWNER_*, SITE_BUILT_BY_*)' })
  @ApiAnswer('SiteCredits')
  getSiteCredits(@Res({ passthrough: true }) res: Response): SiteCredits {
    res.setHeader('Cache-Control', SHORT_LIVED);
    return this.shell.getSiteCredits();
  }

  @Route(ROUTES.getDataOtherResourcesLinksByNdx)
  @ApiOperation({ summary: "One stakeholder category's other-resource links, for its drawer" })
  @ApiAnswer('OtherResourceLink', { isArray: true })
  async getDataOtherResourcesLinksByNdx(@Param() params: StakeholderResourcesParams, @Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.getDataOtherResourcesLinksByNdx(params.ndx));
  }
}
