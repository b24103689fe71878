import { applyDecorators, Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ROUTES, type RouteSpec, type TimeSeriesAxisOption, type TimeSeriesSeries, type TimeSeriesTimestepOption } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer, SerializedJson } from '../common/http';
import { Route } from '../common/route';
import { TimeSeriesAxisSeriesDto, TimeSeriesDataDto, TimeSeriesHoursPumpedDto, TimeSeriesOptionsDto } from './time-series-dashboards.dto';
import { TimeSeriesDashboardsService } from './time-series-dashboards.service';

const REDUCTION =
  'The series of both axis choices over the days ending with periodEnding (America/Denver). For a chart (the default) ' +
  'each series is cut into at most maxPoints / 2 equal buckets (default 2,000 points per series), each keeping its lowest and ' +
  'highest value at their own instants, and a stretch without values is a point with a null result_value where the line ' +
  'breaks. With `full: true` every value at the timestep\'s resolution and no nulls (the data table, CSV).';

/** A POST that reads (answered 200), its OpenAPI text and its answer: a list of a contract type. */
const Read = (route: RouteSpec, answer: string, summary: string, description: string) =>
  applyDecorators(Route(route, summary, description), ApiAnswer(answer, { isArray: true }));

const Timesteps = (route: RouteSpec) =>
  Read(route, 'TimeSeriesTimestepOption', 'Timestep choices', 'In display order; data_table_name is the data call\'s path after resops-ts-.');
const AxisOptions = (route: RouteSpec, side: string) => Read(route, 'TimeSeriesAxisOption', `${side} Axis choices`, 'In display order.');
const AxisSeries = (route: RouteSpec, side: string) =>
  Read(route, 'TimeSeriesSeries', `Series of a ${side} Axis choice`, `How each line is drawn; none when the ${side.toLowerCase()} side offers no such axis.`);
const Data = (route: RouteSpec, summary: string, source: string) => Read(route, 'TimeSeriesDataPoint', summary, `${source} ${REDUCTION}`);
const HoursPumped = (route: RouteSpec) =>
  Read(route, 'TimeSeriesHoursPumped', 'Hours Pumped per interval',
    'How long the reservoir\'s pumps ran in each interval (15-minute, hourly or America/Denver daily) of the period, from their ' +
    'recorded runs: every interval begun by now, in time order, 0 where the pumps stood still. The chart\'s tooltip footer.');
const READINGS = 'The readings; long periods read the hourly and daily rollups\' lowest and highest values.';
const HOURLY_MEANS = 'America/Denver hourly means from the hourly rollup.';
const DAILY_MEANS = 'America/Denver daily means from the daily rollup.';

/**
 * The Yamcolo and Stagecoach time-series dashboards: the same calls under each reservoir's paths, each asked for by
 * POST with a filter body.
 */
@ApiTags('time-series-dashboards')
@Controller()
export class TimeSeriesDashboardsController {
  constructor(private readonly dashboards: TimeSeriesDashboardsService) {}

  @Timesteps(ROUTES.postResopsTsYamcoloTimestepOptions)
  postResopsTsYamcoloTimestepOptions(@Body() _body: TimeSeriesOptionsDto): Promise<TimeSeriesTimestepOption[]> {
    return this.dashboards.postResopsTsTimestepOptions('yamcolo');
  }

  @AxisOptions(ROUTES.postResopsTsYamcoloLeftAxisOptions, 'Left')
  postResopsTsYamcoloLeftAxisOptions(@Body() _body: TimeSeriesOptionsDto): Promise<TimeSeriesAxisOption[]> {
    return this.dashboards.postResopsTsAxisOptions('yamcolo', 'left');
  }

  @AxisOptions(ROUTES.postResopsTsYamcoloRightAxisOptions, 'Right')
  postResopsTsYamcoloRightAxisOptions(@Body() _body: TimeSeriesOptionsDto): Promise<TimeSeriesAxisOption[]> {
    return this.dashboards.postResopsTsAxisOptions('yamcolo', 'right');
  }

  @AxisSeries(ROUTES.postResopsTsYamcoloLeftAxisSeries, 'Left')
  postResopsTsYamcoloLeftAxisSeries(@Body() body: TimeSeriesAxisSeriesDto): Promise<TimeSeriesSeries[]> {
    return this.dashboards.postResopsTsAxisSeries('yamcolo', 'left', body.filters.axis);
  }

  @AxisSeries(ROUTES.postResopsTsYamcoloRightAxisSeries, 'Right')
  postResopsTsYamcoloRightAxisSeries(@Body() body: TimeSeriesAxisSeriesDto): Promise<TimeSeriesSeries[]> {
    return this.dashboards.postResopsTsAxisSeries('yamcolo', 'right', body.filters.axis);
  }

  @Data(ROUTES.postResopsTsYamcolo15Min, '15-minute data', READINGS)
  postResopsTsYamcolo15Min(@Body() body: TimeSeriesDataDto): Promise<SerializedJson> {
    return this.dashboards.postResopsTsData('yamcolo', '15-min', body);
  }

  @Data(ROUTES.postResopsTsYamcoloHourly, 'Hourly data', HOURLY_MEANS)
  postResopsTsYamcoloHourly(@Body() body: TimeSeriesDataDto): Promise<SerializedJson> {
    return this.dashboards.postResopsTsData('yamcolo', 'hourly', body);
  }

  @Data(ROUTES.postResopsTsYamcoloDaily, 'Daily data', DAILY_MEANS)
  postResopsTsYamcoloDaily(@Body() body: TimeSeriesDataDto): Promise<SerializedJson> {
    return this.dashboards.postResopsTsData('yamcolo', 'daily', body);
  }

  @HoursPumped(ROUTES.postResopsTsYamcoloHoursPumped)
  postResopsTsYamcoloHoursPumped(@Body() body: TimeSeriesHoursPumpedDto): Promise<CachedAnswer> {
    return this.dashboards.postResopsTsHoursPumped('yamcolo', body);
  }

  @Timesteps(ROUTES.postResopsTsStagecoachTimestepOptions)
  postResopsTsStagecoachTimestepOptions(@Body() _body: TimeSeriesOptionsDto): Promise<TimeSeriesTimestepOption[]> {
    return this.dashboards.postResopsTsTimestepOptions('stagecoach');
  }

  @AxisOptions(ROUTES.postResopsTsStagecoachLeftAxisOptions, 'Left')
  postResopsTsStagecoachLeftAxisOptions(@Body() _body: TimeSeriesOptionsDto): Promise<TimeSeriesAxisOption[]> {
    return this.dashboards.postResopsTsAxisOptions('stagecoach', 'left');
  }

  @AxisOptions(ROUTES.postResopsTsStagecoachRightAxisOptions, 'Right')
  postResopsTsStagecoachRightAxisOptions(@Body() _body: TimeSeriesOptionsDto): Promise<TimeSeriesAxisOption[]> {
    return this.dashboards.postResopsTsAxisOptions('stagecoach', 'right');
  }

  @AxisSeries(ROUTES.postResopsTsStagecoachLeftAxisSeries, 'Left')
  postResopsTsStagecoachLeftAxisSeries(@Body() body: TimeSeriesAxisSeriesDto): Promise<TimeSeriesSeries[]> {
    return this.dashboards.postResopsTsAxisSeries('stagecoach', 'left', body.filters.axis);
  }

  @AxisSeries(ROUTES.postResopsTsStagecoachRightAxisSeries, 'Right')
  postResopsTsStagecoachRightAxisSeries(@Body() body: TimeSeriesAxisSeriesDto): Promise<TimeSeriesSeries[]> {
    return this.dashboards.postResopsTsAxisSeries('stagecoach', 'right', body.filters.axis);
  }

  @Data(ROUTES.postResopsTsStagecoach15Min, '15-minute data', READINGS)
  postResopsTsStagecoach15Min(@Body() body: TimeSeriesDataDto): Promise<SerializedJson> {
    return this.dashboards.postResopsTsData('stagecoach', '15-min', body);
  }

  @Data(ROUTES.postResopsTsStagecoachHourly, 'Hourly data', HOURLY_MEANS)
  postResopsTsStagecoachHourly(@Body() body: TimeSeriesDataDto): Promise<SerializedJson> {
    return this.dashboards.postResopsTsData('stagecoach', 'hourly', body);
  }

  @Data(ROUTES.postResopsTsStagecoachDaily, 'Daily data', DAILY_MEANS)
  postResopsTsStagecoachDaily(@Body() body: TimeSeriesDataDto): Promise<SerializedJson> {
    return this.dashboards.postResopsTsData('stagecoach', 'daily', body);
  }

  @HoursPumped(ROUTES.postResopsTsStagecoachHoursPumped)
  postResopsTsStagecoachHoursPumped(@Body() body: TimeSeriesHoursPumpedDto): Promise<CachedAnswer> {
    return this.dashboards.postResopsTsHoursPumped('stagecoach', body);
  }
}
