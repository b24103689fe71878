import { Body, Controller, Headers, Param, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNoContentResponse, ApiNotFoundResponse, ApiOperation,
  ApiPayloadTooLargeResponse, ApiProduces, ApiResponse, ApiTags, ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ROUTES, type ImportMapping, type ImportParameter, type ImportRejectedRow, type ImportRun, type ImportSchedule } from '@portal/contracts';
import type { Request } from 'express';
import { ApiAnswer } from '../common/api-answer';
import { type AuthenticatedUser, CurrentUser } from '../common/access';
import type { ContentAnswer } from '../common/http';
import { Route } from '../common/route';
import {
  ImportCreateLocationsDto, ImportFetchDto, ImportMappingInputDto, ImportMappingParams, ImportRejectedQuery, ImportRunParams,
  ImportScheduleInputDto, ImportScheduleParams, ImportUploadQuery,
} from './imports.dto';
import { ImportsService } from './imports.service';

/**
 * System Management's Data Imports: Administrators only. The fixed paths (upload, fetch, mappings, schedules) are
 * declared before imports/:import_run_ndx so a run number never captures them.
 */
@ApiTags('imports')
@ApiBadRequestResponse({ description: 'An invalid path id, query or body; `fields` names each bad field. Nothing was written.' })
@Controller()
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Route(ROUTES.getImports)
  @ApiOperation({ summary: 'The newest import runs (200), newest first' })
  @ApiAnswer('ImportRun', { isArray: true })
  getImports(): Promise<ImportRun[]> {
    return this.imports.getImports();
  }

  @Route(ROUTES.postImportsUpload)
  @ApiOperation({
    summary: 'Upload a file to import: it is stored under DATA_DIR/imports and its run queued',
    description: 'The body is the file itself (Content-Type: application/octet-stream), at most IMPORT_MAX_UPLOAD_MB megabytes.',
  })
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiAnswer('ImportRun', { status: 201 })
  @ApiPayloadTooLargeResponse({ description: 'Over the upload limit: nothing was kept.' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The body is not application/octet-stream.' })
  postImportsUpload(@Req() req: Request, @Query() query: ImportUploadQuery, @CurrentUser() user: AuthenticatedUser): Promise<ImportRun> {
    return this.imports.postImportsUpload(req, query, user);
  }

  @Route(ROUTES.postImportsFetch)
  @ApiOperation({ summary: 'Fetch sites of an online source now (queued as a run)' })
  @ApiAnswer('ImportRun', { status: 201 })
  postImportsFetch(@Body() body: ImportFetchDto, @CurrentUser() user: AuthenticatedUser): Promise<ImportRun> {
    return this.imports.postImportsFetch(body, user);
  }

  @Route(ROUTES.getImportsParameters)
  @ApiOperation({ summary: 'Every parameter of the portal with its unit, data or not: what a mapping may point at' })
  @ApiAnswer('ImportParameter', { isArray: true })
  getImportsParameters(): Promise<ImportParameter[]> {
    return this.imports.getImportsParameters();
  }

  @Route(ROUTES.getImportsMappings)
  @ApiOperation({ summary: 'The mapping table: source codes and units to the portal\'s parameters, with conversions' })
  @ApiAnswer('ImportMapping', { isArray: true })
  getImportsMappings(): Promise<ImportMapping[]> {
    return this.imports.getImportsMappings();
  }

  @Route(ROUTES.postImportsMappings)
  @ApiOperation({ summary: 'Add a mapping' })
  @ApiAnswer('ImportMapping', { status: 201 })
  postImportsMappings(@Body() body: ImportMappingInputDto, @CurrentUser() user: AuthenticatedUser): Promise<ImportMapping> {
    return this.imports.postImportsMappings(body, user);
  }

  @Route(ROUTES.putImportsMappingsByImportMappingNdx)
  @ApiOperation({ summary: 'Change a mapping' })
  @ApiAnswer('ImportMapping')
  @ApiNotFoundResponse({ description: 'No such mapping.' })
  putImportsMappingsByImportMappingNdx(
    @Param() p: ImportMappingParams, @Body() body: ImportMappingInputDto, @CurrentUser() user: AuthenticatedUser,
  ): Promise<ImportMapping> {
    return this.imports.putImportsMappingsByImportMappingNdx(p.import_mapping_ndx, body, user);
  }

  @Route(ROUTES.deleteImportsMappingsByImportMappingNdx)
  @ApiOperation({ summary: 'Delete a mapping (its code is reported as unmapped from then on)' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiNotFoundResponse({ description: 'No such mapping.' })
  deleteImportsMappingsByImportMappingNdx(@Param() p: ImportMappingParams, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.imports.deleteImportsMappingsByImportMappingNdx(p.import_mapping_ndx, user);
  }

  @Route(ROUTES.getImportsSchedules)
  @ApiOperation({ summary: 'Per-site schedules of the online sources' })
  @ApiAnswer('ImportSchedule', { isArray: true })
  getImportsSchedules(): Promise<ImportSchedule[]> {
    return this.imports.getImportsSchedules();
  }

  @Route(ROUTES.postImportsSchedules)
  @ApiOperation({ summary: 'Add a schedule (due at once when enabled)' })
  @ApiAnswer('ImportSchedule', { status: 201 })
  postImportsSchedules(@Body() body: ImportScheduleInputDto, @CurrentUser() user: AuthenticatedUser): Promise<ImportSchedule> {
    return this.imports.postImportsSchedules(body, user);
  }

  @Route(ROUTES.putImportsSchedulesByImportScheduleNdx)
  @ApiOperation({ summary: 'Change a schedule' })
  @ApiAnswer('ImportSchedule')
  @ApiNotFoundResponse({ description: 'No such schedule.' })
  putImportsSchedulesByImportScheduleNdx(
    @Param() p: ImportScheduleParams, @Body() body: ImportScheduleInputDto, @CurrentUser() user: AuthenticatedUser,
  ): Promise<ImportSchedule> {
    return this.imports.putImportsSchedulesByImportScheduleNdx(p.import_schedule_ndx, body, user);
  }

  @Route(ROUTES.deleteImportsSchedulesByImportScheduleNdx)
  @ApiOperation({ summary: 'Delete a schedule (its runs stay in the history)' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiNotFoundResponse({ description: 'No such schedule.' })
  deleteImportsSchedulesByImportScheduleNdx(@Param() p: ImportScheduleParams, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.imports.deleteImportsSchedulesByImportScheduleNdx(p.import_schedule_ndx, user);
  }

  @Route(ROUTES.getImportsByImportRunNdx)
  @ApiOperation({ summary: 'One import run: status, progress, counts and report' })
  @ApiAnswer('ImportRun')
  @ApiNotFoundResponse({ description: 'No such import run.' })
  getImportsByImportRunNdx(@Param() p: ImportRunParams): Promise<ImportRun> {
    return this.imports.getImportsByImportRunNdx(p.import_run_ndx);
  }

  @Route(ROUTES.getImportsRejectedByImportRunNdx)
  @ApiOperation({
    summary: 'A run\'s refused rows (the first 10,000), each with where it is, the field and why',
    description: 'JSON, or a CSV attachment (ref,field,message) with ?format=csv or Accept: text/csv.',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiResponse({
    status: 200,
    description: 'ImportRejectedRow[], or their CSV',
    content: {
      'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/ImportRejectedRow' } } },
      'text/csv': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiNotFoundResponse({ description: 'No such import run.' })
  getImportsRejectedByImportRunNdx(
    @Param() p: ImportRunParams, @Query() q: ImportRejectedQuery, @Headers('accept') accept: string | undefined,
  ): Promise<ImportRejectedRow[] | ContentAnswer> {
    // The CSV when asked for by ?format=csv, or by an Accept header naming text/csv without a format.
    const csv = q.format === 'csv' || (q.format === undefined && /(^|,)\s*text\/csv/i.test(accept ?? ''));
    return this.imports.getImportsRejectedByImportRunNdx(p.import_run_ndx, csv ? 'csv' : 'json');
  }

  @Route(ROUTES.postImportsCancelByImportRunNdx)
  @ApiOperation({ summary: 'Cancel a queued or running run: what it had begun is rolled back' })
  @ApiAnswer('ImportRun')
  @ApiNotFoundResponse({ description: 'No such import run.' })
  @ApiConflictResponse({ description: 'The run has already ended.' })
  postImportsCancelByImportRunNdx(@Param() p: ImportRunParams): Promise<ImportRun> {
    return this.imports.postImportsCancelByImportRunNdx(p.import_run_ndx);
  }

  @Route(ROUTES.postImportsLocationsByImportRunNdx)
  @ApiOperation({ summary: 'Create some of a run\'s offered locations (with their HUCs and type); answers the run without them' })
  @ApiAnswer('ImportRun', { status: 201 })
  @ApiNotFoundResponse({ description: 'No such import run.' })
  postImportsLocationsByImportRunNdx(
    @Param() p: ImportRunParams, @Body() body: ImportCreateLocationsDto, @CurrentUser() user: AuthenticatedUser,
  ): Promise<ImportRun> {
    return this.imports.postImportsLocationsByImportRunNdx(p.import_run_ndx, body, user);
  }
}
