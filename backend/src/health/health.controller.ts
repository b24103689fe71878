import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { HealthResponse } from '@portal/contracts';
import type { Response } from 'express';
import { ApiAnswer } from '../common/api-answer';
import { Public } from '../common/access';
import { HealthService } from './health.service';

@ApiTags('health')
// Load balancers probe every few seconds from one address: they must never be told 429.
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Database reachable and migrations current' })
  @ApiAnswer('HealthResponse', { description: 'Ready to serve.' })
  @ApiAnswer('HealthResponse', { status: 503, description: 'The database is unreachable or migrations are pending.' })
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const report = await this.health.check();
    // Load balancers and orchestrators read the status code, people read the body.
    if (report.status !== 'ok') res.status(503);
    return report;
  }
}
