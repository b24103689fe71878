import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ROUTES, type IngestTelemetryAnswer } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { Route } from '../common/route';
import { IngestTelemetryDto, MAX_INGEST_ROWS } from './ingest.dto';
import type { LoggerCredential } from './ingest.queries';
import { IngestService } from './ingest.service';
import { CurrentLogger, LoggerKeyGuard } from './logger-key.guard';

@ApiTags('ingest')
@Controller()
export class IngestController {
  constructor(private readonly ingest: IngestService) {}

  // Loggers hold a key of their own, not a user's token: the access level lets it through, LoggerKeyGuard checks it.
  @Route(ROUTES.postIngestTelemetry)
  @UseGuards(LoggerKeyGuard)
  @ApiOperation({
    summary: 'A data logger\'s batch of readings',
    description:
      `Up to ${MAX_INGEST_ROWS.toLocaleString('en-US')} readings, written all or nothing as telemetry under each location's ` +
      'data source. Authorization: Bearer <logger key> (created in System Management, Logger Keys, or with ' +
      '`npm run logger:key -- logger:create <name>`). A re-sent ' +
      'reading changes nothing; one re-sent with another value corrects the stored one. A 400 names every bad row ' +
      '(`rows.<index>.<field>`) and nothing is written. Open operations dashboards are told at once.',
  })
  @ApiResponse({ status: 401, description: 'No logger key, or one that is unknown or revoked.' })
  @ApiAnswer('IngestTelemetryAnswer')
  postIngestTelemetry(@CurrentLogger() logger: LoggerCredential, @Body() body: IngestTelemetryDto): Promise<IngestTelemetryAnswer> {
    return this.ingest.postIngestTelemetry(logger, body);
  }
}
