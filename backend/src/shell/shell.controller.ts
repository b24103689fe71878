import { Controller, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CachedAnswer } from '../common/http';
import { ApiAnswer } from '../common/api-answer';
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
  getStakeholderToolsInventoryWithSizing(): Promise<CachedAnswer> {
    return this.shell.getStakeholderToolsInventoryWithSizing();
  }

  @Route(ROUTES.getStakeholderToolsInventoryWithSizingByNdx)
  @ApiOperation({ summary: 'Dashboard tool cards of one data category (0: every tool), with card sizing' })
  @ApiAnswer('ToolInventoryItem', { isArray: true })
  getStakeholderToolsInventoryWithSizingByNdx(@Param() params: ToolsInventoryParams): Promise<CachedAnswer> {
    return this.shell.getStakeholderToolsInventoryWithSizingByNdx(params.ndx ?? 0);
  }

  @Route(ROUTES.getListDataCategories)
  @ApiOperation({ summary: 'The data categories (stakeholder areas)' })
  @ApiAnswer('DataCategory', { isArray: true })
  getListDataCategories(): Promise<CachedAnswer> {
    return this.shell.getListDataCategories();
  }

  @Route(ROUTES.getDataOtherResourcesLinks)
  @ApiOperation({ summary: 'Every other-resource link, for the Additional Resources page' })
  @ApiAnswer('OtherResourceLink', { isArray: true })
  getDataOtherResourcesLinks(): Promise<CachedAnswer> {
    return this.shell.getDataOtherResourcesLinks();
  }

  @Route(ROUTES.getSiteCredits)
  @ApiOperation({ summary: 'Who the footer and the About page name: the copyright holder and who built the site (SITE_OWNER_*, SITE_BUILT_BY_*)' })
  @ApiAnswer('SiteCredits')
  getSiteCredits(): SiteCredits {
    return this.shell.getSiteCredits();
  }

  @Route(ROUTES.getDataOtherResourcesLinksByNdx)
  @ApiOperation({ summary: "One stakeholder category's other-resource links, for its drawer" })
  @ApiAnswer('OtherResourceLink', { isArray: true })
  getDataOtherResourcesLinksByNdx(@Param() params: StakeholderResourcesParams): Promise<CachedAnswer> {
    return this.shell.getDataOtherResourcesLinksByNdx(params.ndx);
  }
}
