import { applyDecorators, Body, Controller, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type QueryAndDownloadCount, type QueryAndDownloadTimestep, type QueryAndDownloadTimestepOption, type RouteSpec } from '@portal/contracts';
import type { Response } from 'express';
import { ApiAnswer, ApiFileAnswer } from '../common/api-answer';
import { AcceptsFormPostedJson } from '../common/form-posted-json';
import { CACHE_CONTROL, type CachedAnswer, CallerGone, callerGone } from '../common/http';
import { Route } from '../common/route';
import { badRequest } from '../common/validation';
import { QueryAndDownloadFormDto } from './query-and-download.dto';
import { CSV_HEADER, QueryAndDownloadService } from './query-and-download.service';

/** A lookup list of the form: cached until the data or the catalog change, revalidated by its ETag. */
const List = (route: RouteSpec, answer: string, summary: string) =>
  applyDecorators(Route(route, summary), ApiAnswer(answer, { isArray: true }));

const FORM_400 = 'A field is missing or invalid: `fields` names each one with the form\'s message (nothing is written).';

const DOWNLOAD =
  'The CSV of the rows the form selects, streamed as PostgreSQL produces it (attachment named after the district and the ' +
  `America/Denver date). Header: ${CSV_HEADER}. Its data rows are exactly the count-data count of the same body; ordered by ` +
  'location, parameter and time. A caller that disconnects cancels the query. The body\'s timestep must be this path\'s. ' +
  'The portal\'s own pages may also post the body as a form (form=<the JSON text>), so the browser saves the file itself.';

@ApiTags('query-and-download')
@Controller()
export class QueryAndDownloadController {
  constructor(private readonly service: QueryAndDownloadService) {}

  @List(ROUTES.getQueryAndDownloadQDListBasins, 'QueryAndDownloadBasin', 'Basins')
  getQueryAndDownloadQDListBasins(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadQDListBasins();
  }

  @List(ROUTES.getQueryAndDownloadQDListDataCategories, 'QueryAndDownloadDataCategory', 'Data categories (the Quick-Filters)')
  getQueryAndDownloadQDListDataCategories(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadQDListDataCategories();
  }

  @List(ROUTES.getQueryAndDownloadQDListDataSources, 'QueryAndDownloadDataSource', 'Data source categories')
  getQueryAndDownloadQDListDataSources(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadQDListDataSources();
  }

  @List(ROUTES.getQueryAndDownloadQDListLocations, 'QueryAndDownloadLocation', 'Monitoring locations that have data')
  getQueryAndDownloadQDListLocations(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadQDListLocations();
  }

  @List(ROUTES.getQueryAndDownloadQDListLocationTypes, 'QueryAndDownloadLocationType', 'Location types')
  getQueryAndDownloadQDListLocationTypes(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadQDListLocationTypes();
  }

  @List(ROUTES.getQueryAndDownloadQDListOrganizations, 'QueryAndDownloadOrganization', 'Organizations')
  getQueryAndDownloadQDListOrganizations(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadQDListOrganizations();
  }

  @List(ROUTES.getQueryAndDownloadQDListParameterGroups, 'QueryAndDownloadParameterGroup', 'Parameter groups')
  getQueryAndDownloadQDListParameterGroups(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadQDListParameterGroups();
  }

  @List(ROUTES.getQueryAndDownloadQDListParameters, 'QueryAndDownloadParameter', 'Parameters that have data')
  getQueryAndDownloadQDListParameters(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadQDListParameters();
  }

  @List(ROUTES.getQueryAndDownloadQDListTimesteps, 'QueryAndDownloadTimestepOption', 'Time steps; ts_endpoint is the download path')
  getQueryAndDownloadQDListTimesteps(): QueryAndDownloadTimestepOption[] {
    return this.service.getQueryAndDownloadQDListTimesteps();
  }

  @Route(ROUTES.getQueryAndDownloadLocationsMap)
  @ApiOperation({ summary: 'The locations on the Locations & Basins Map', description: 'Locations that have data and a position.' })
  @ApiAnswer('QueryAndDownloadLocationsMap', { mediaType: 'application/geo+json', description: 'A GeoJSON FeatureCollection of points.' })
  getQueryAndDownloadLocationsMap(): Promise<CachedAnswer> {
    return this.service.getQueryAndDownloadLocationsMap();
  }

  @Route(ROUTES.postQueryAndDownloadCountData)
  @ApiOperation({
    summary: 'Available Records',
    description: 'How many rows the download of this form holds, from the daily rollup and primary-key ranges. A caller ' +
      'that disconnects (the form aborts an older request when it sends a newer one) cancels the query.',
  })
  @ApiAnswer('QueryAndDownloadCount')
  @ApiBadRequestResponse({ description: FORM_400 })
  postQueryAndDownloadCountData(@Body() body: QueryAndDownloadFormDto, @CallerGone() signal: AbortSignal): Promise<QueryAndDownloadCount | undefined> {
    return this.service.postQueryAndDownloadCountData(body, signal);
  }

  @Route(ROUTES.postQueryAndDownloadRaw)
  @ApiOperation({ summary: 'Download every value (CSV)', description: `${DOWNLOAD} Timestamps are America/Denver wall-clock times with their offset.` })
  @ApiFileAnswer('text/csv', 'The CSV file.')
  @ApiBadRequestResponse({ description: FORM_400 })
  @AcceptsFormPostedJson()
  postQueryAndDownloadRaw(@Body() body: QueryAndDownloadFormDto, @Res() res: Response): Promise<void> {
    return this.download('raw', body, res);
  }

  @Route(ROUTES.postQueryAndDownloadDaily)
  @ApiOperation({ summary: 'Download daily means (CSV)', description: `${DOWNLOAD} Timestamps are America/Denver dates (yyyy-MM-dd).` })
  @ApiFileAnswer('text/csv', 'The CSV file.')
  @ApiBadRequestResponse({ description: FORM_400 })
  @AcceptsFormPostedJson()
  postQueryAndDownloadDaily(@Body() body: QueryAndDownloadFormDto, @Res() res: Response): Promise<void> {
    return this.download('daily', body, res);
  }

  private async download(timestep: QueryAndDownloadTimestep, body: QueryAndDownloadFormDto, res: Response): Promise<void> {
    if (body.timestep !== timestep) throw badRequest([{ field: 'timestep', problems: [`timestep must be '${timestep}' on this path`] }]);
    const signal = callerGone(res);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${this.service.downloadFileName}"`);
    // A streamed answer begins before its handler returns, so it takes its route's cache policy here.
    res.setHeader('Cache-Control', CACHE_CONTROL[ROUTES.postQueryAndDownloadRaw.cache]);
    try {
      await this.service.streamDownload(timestep, body, res, signal);
    } catch (error) {
      // Once the file has begun there is no other answer to give: the cut connection tells the client it failed.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.removeHeader('Content-Disposition');
      throw error;
    }
  }
}
