import { Body, Controller, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type CreatedLoggerKey, type LoggerKeyRow, type LookupOption } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { type AuthenticatedUser, CurrentUser } from '../common/access';
import { Route } from '../common/route';
import { LoggerKeyInputDto, LoggerKeyParams } from './logger-keys.dto';
import { LoggerKeysService } from './logger-keys.service';

/** System Management's data-logger keys: Administrators and Developers; every write audited. */
@ApiTags('logger-keys')
@ApiBadRequestResponse({ description: 'An invalid path id or body; `fields` names each bad field. Nothing was written.' })
@Controller()
export class LoggerKeysController {
  constructor(private readonly loggerKeys: LoggerKeysService) {}

  @Route(ROUTES.getLoggerKeys)
  @ApiOperation({ summary: 'Every data logger: keys in use first, with locations, creation, last use and revocation' })
  @ApiAnswer('LoggerKeyRow', { isArray: true })
  getLoggerKeys(): Promise<LoggerKeyRow[]> {
    return this.loggerKeys.getLoggerKeys();
  }

  @Route(ROUTES.postLoggerKeys)
  @ApiOperation({
    summary: 'Create a data logger and its key',
    description: 'The answer holds the key (`key`), shown this once: only its digest is stored. Send it as `Authorization: Bearer <key>` with POST /api/ingest/telemetry.',
  })
  @ApiAnswer('CreatedLoggerKey', { status: 201 })
  postLoggerKeys(@Body() body: LoggerKeyInputDto, @CurrentUser() user: AuthenticatedUser): Promise<CreatedLoggerKey> {
    return this.loggerKeys.postLoggerKeys(body, user);
  }

  @Route(ROUTES.postLoggerKeysRevokeByLoggerNdx)
  @ApiOperation({ summary: 'Revoke a logger\'s key: it answers 401 from now on; the logger stays listed with what it wrote' })
  @ApiAnswer('LoggerKeyRow')
  @ApiNotFoundResponse({ description: 'No such logger.' })
  @ApiConflictResponse({ description: 'The key was already revoked.' })
  postLoggerKeysRevokeByLoggerNdx(@Param() p: LoggerKeyParams, @CurrentUser() user: AuthenticatedUser): Promise<LoggerKeyRow> {
    return this.loggerKeys.postLoggerKeysRevokeByLoggerNdx(p.logger_ndx, user);
  }

  @Route(ROUTES.getLoggerKeysLocations)
  @ApiOperation({ summary: 'The locations a logger can write readings for (those with a data source), by name' })
  @ApiAnswer('LookupOption', { isArray: true })
  getLoggerKeysLocations(): Promise<LookupOption[]> {
    return this.loggerKeys.getLoggerKeysLocations();
  }
}
