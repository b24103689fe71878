import { Controller } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer } from '../common/http';
import { Route } from '../common/route';
import { SiteSummaryService } from './site-summary.service';

@ApiTags('site-summary')
@Controller()
export class SiteSummaryController {
  constructor(private readonly siteSummary: SiteSummaryService) {}

  @Route(ROUTES.getSiteParamSummaryTable)
  @ApiOperation({
    summary: 'Site Summary Table: every monitored location and parameter with its period of record',
    description: 'Location, type, parameter, data provider, HUC-8, period of record (America/Denver dates) and its years, position and links.',
  })
  @ApiAnswer('SiteParamSummaryRow', { isArray: true, description: 'Summary rows, with an ETag for revalidation.' })
  getSiteParamSummaryTable(): Promise<CachedAnswer> {
    return this.siteSummary.getSiteParamSummaryTable();
  }
}
