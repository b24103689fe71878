import { Controller } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ROUTES, type HealthResponse } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { StatusAnswer } from '../common/http';
import { HealthService } from './health.service';
import { Route } from '../common/route';

@ApiTags('health')
// Load balancers probe every few seconds from one address: they must never be told 429.
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Route(ROUTES.getHealth)
  @ApiOperation({ summary: 'Database reachable and migrations current' })
  @ApiAnswer('HealthResponse', { description: 'Ready to serve.' })
  @ApiAnswer('HealthResponse', { status: 503, description: 'The database is unreachable or migrations are pending.' })
  getHealth(): Promise<HealthResponse | StatusAnswer> {
    return this.health.getHealth();
  }
}
