import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAnswer } from '../common/api-answer';
import { Public } from '../common/access';
import { sendCachedJson } from '../common/versioned-cache';
import { StakeholderResourcesParams, ToolsInventoryParams } from './shell.dto';
import { ShellService } from './shell.service';

@ApiTags('shell')
@Controller()
export class ShellController {
  constructor(private readonly shell: ShellService) {}

  @Public()
  @Get('stakeholder-tools-inventory-with-sizing')
  @ApiOperation({ summary: 'Every dashboard tool card, with card sizing (the same as data category 0)' })
  @ApiAnswer('ToolInventoryItem', { isArray: true })
  async tools(@Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.toolsCached(0));
  }

  @Public()
  @Get('stakeholder-tools-inventory-with-sizing/:ndx')
  @ApiOperation({ summary: 'Dashboard tool cards of one data category (0: every tool), with card sizing' })
  @ApiAnswer('ToolInventoryItem', { isArray: true })
  async toolsOfCategory(@Param() params: ToolsInventoryParams, @Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.toolsCached(params.ndx ?? 0));
  }

  @Public()
  @Get('list-data-categories')
  @ApiOperation({ summary: 'The data categories (stakeholder areas)' })
  @ApiAnswer('DataCategory', { isArray: true })
  async dataCategories(@Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.dataCategoriesCached());
  }

  @Public()
  @Get('data-other-resources-links')
  @ApiOperation({ summary: 'Every other-resource link, for the Additional Resources page' })
  @ApiAnswer('OtherResourceLink', { isArray: true })
  async resourceLinks(@Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.resourceLinksCached());
  }

  @Public()
  @Get('data-other-resources-links/:ndx')
  @ApiOperation({ summary: "One stakeholder category's other-resource links, for its drawer" })
  @ApiAnswer('OtherResourceLink', { isArray: true })
  async stakeholderResourceLinks(@Param() params: StakeholderResourcesParams, @Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.shell.resourceLinksCached(params.ndx));
  }
}
