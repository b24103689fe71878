import { Controller, HttpCode, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ROUTES, type HealthResponse } from '@portal/contracts';
import type { Response } from 'express';
import { ApiAnswer } from '../common/api-answer';
import { HealthService } from './health.service';
import { Route } from '../common/route';

@ApiTags('health')
// Load balancers probe every few seconds from one address: they must never be told 429.
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Route(ROUTES.getHealth)
  @HttpCode(200)
  @ApiOperation({ summary: 'Database reachable and migrations current' })
  @ApiAnswer('HealthResponse', { description: 'Ready to serve.' })
  @ApiAnswer('HealthResponse', { status: 503, description: 'The database is unreachable or migrations are pending.' })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const report = await this.health.getHealth();
    // Load balancers and orchestrators read the status code, people read the body.
    if (report.status !== 'ok') res.status(503);
    return report;
  }
}
