import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ROUTES, type DashboardWidgetSeries } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer } from '../common/http';
import { Route } from '../common/route';
import { DashboardSeriesDto } from './operations-dashboards.dto';
import { OperationsDashboardsService } from './operations-dashboards.service';

const OPERATOR_DAY = 'The 24-hour figures cover the last complete operator day (05:00 to 05:00 America/Denver, 23 or 25 hours ' +
  'when clocks change; the start hour is a setting), the 7-day figures the last seven.';
const FRESHNESS = 'Each row says how old its last report is against the location\'s expected reporting interval (fresh; ' +
  'late after two intervals; stale after eight) and whether its last twelve values are identical (possibly_stuck).';
const BODY = 'The body names the series: every location of location_ndx with every parameter of parameter_ndx, one row each ' +
  'in that order (unknown locations give no row).';

@ApiTags('operations-dashboards')
@Controller()
export class OperationsDashboardsController {
  constructor(private readonly dashboards: OperationsDashboardsService) {}

  @Route(ROUTES.getDashboardYamcoloWidgets, 'Series of the Yamcolo widgets',
    'Which locations and parameters each widget of the Yamcolo dashboard shows (its body), from the dashboard configuration.')
  @ApiAnswer('DashboardWidgetSeries', { isArray: true })
  getDashboardYamcoloWidgets(): Promise<DashboardWidgetSeries[]> {
    return this.dashboards.getDashboardYamcoloWidgets();
  }

  @Route(ROUTES.getDashboardStagecoachWidgets, 'Series of the Stagecoach widgets',
    'Which locations and parameters each widget of the Stagecoach dashboard shows (its body), from the dashboard configuration.')
  @ApiAnswer('DashboardWidgetSeries', { isArray: true })
  getDashboardStagecoachWidgets(): Promise<DashboardWidgetSeries[]> {
    return this.dashboards.getDashboardStagecoachWidgets();
  }

  @Route(ROUTES.postDashboardYamcoloWidgetsWaterElevation, 'Yamcolo Reservoir % Full',
    `The last reported storage as a fraction, or 'Unavailable'. ${BODY} ${FRESHNESS}`)
  @ApiAnswer('WaterElevationWidgetRow', { isArray: true })
  postDashboardYamcoloWidgetsWaterElevation(@Body() body: DashboardSeriesDto): Promise<CachedAnswer> {
    return this.dashboards.postDashboardYamcoloWidgetsWaterElevation(body);
  }

  @Route(ROUTES.postDashboardYamcoloWidgetsTemp, 'Yamcolo Reservoir Sensor Temperature',
    `24-hour and 7-day minimum and maximum. ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('ExtremesWidgetRow', { isArray: true })
  postDashboardYamcoloWidgetsTemp(@Body() body: DashboardSeriesDto): Promise<CachedAnswer> {
    return this.dashboards.postDashboardYamcoloWidgetsTemp(body);
  }

  @Route(ROUTES.postDashboardYamcoloWidgetsBattery, 'Yamcolo Battery 24-hour Minimums',
    `Each logger's lowest voltage of the operator day and its last reading. ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('BatteryWidgetRow', { isArray: true })
  postDashboardYamcoloWidgetsBattery(@Body() body: DashboardSeriesDto): Promise<CachedAnswer> {
    return this.dashboards.postDashboardYamcoloWidgetsBattery(body);
  }

  @Route(ROUTES.postDashboardYamcoloWidgetsDissolvedOxygen, 'Yamcolo dissolved oxygen',
    `24-hour and 7-day minimum and maximum. ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('ExtremesWidgetRow', { isArray: true })
  postDashboardYamcoloWidgetsDissolvedOxygen(@Body() body: DashboardSeriesDto): Promise<CachedAnswer> {
    return this.dashboards.postDashboardYamcoloWidgetsDissolvedOxygen(body);
  }

  @Route(ROUTES.getDashboardYamcoloStats, 'Yamcolo statistics tables',
    `One row per configured column of each table: last reported value, the value at the start of today's operator day ` +
    `('5am Today'), and the 24-hour average, high and low. ${OPERATOR_DAY} ${FRESHNESS}`)
  @ApiAnswer('DashboardStatsRow', { isArray: true })
  getDashboardYamcoloStats(): Promise<CachedAnswer> {
    return this.dashboards.getDashboardYamcoloStats();
  }

  @Route(ROUTES.getDashboardYamcolo7daygraph, 'Yamcolo 15-minute water temperatures, last 7 days',
    'Reservoir, river and ditch temperatures at each 15-minute instant of the last seven days, with the threshold lines.')
  @ApiAnswer('SevenDayGraphRow', { isArray: true })
  getDashboardYamcolo7daygraph(): Promise<CachedAnswer> {
    return this.dashboards.getDashboardYamcolo7daygraph();
  }

  @Route(ROUTES.postDashboardStagecoachWidgetsWaterElevation, 'Stagecoach Reservoir % Full',
    `The last reported storage as a fraction, or 'Unavailable'. ${BODY} ${FRESHNESS}`)
  @ApiAnswer('WaterElevationWidgetRow', { isArray: true })
  postDashboardStagecoachWidgetsWaterElevation(@Body() body: DashboardSeriesDto): Promise<CachedAnswer> {
    return this.dashboards.postDashboardStagecoachWidgetsWaterElevation(body);
  }

  @Route(ROUTES.postDashboardStagecoachWidgetsTemp, 'Stagecoach outlet temperature',
    `24-hour and 7-day minimum and maximum (the gauge shows the 24-hour maximum). ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('ExtremesWidgetRow', { isArray: true })
  postDashboardStagecoachWidgetsTemp(@Body() body: DashboardSeriesDto): Promise<CachedAnswer> {
    return this.dashboards.postDashboardStagecoachWidgetsTemp(body);
  }

  @Route(ROUTES.postDashboardStagecoachWidgetsDissolvedOxygen, 'Stagecoach outlet dissolved oxygen',
    `24-hour and 7-day minimum and maximum (the gauge shows the 24-hour minimum). ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('ExtremesWidgetRow', { isArray: true })
  postDashboardStagecoachWidgetsDissolvedOxygen(@Body() body: DashboardSeriesDto): Promise<CachedAnswer> {
    return this.dashboards.postDashboardStagecoachWidgetsDissolvedOxygen(body);
  }

  @Route(ROUTES.getDashboardStagecoachStats, 'Stagecoach statistics tables',
    `One row per configured column of each table, grouped by stats_table_num. ${OPERATOR_DAY} ${FRESHNESS}`)
  @ApiAnswer('DashboardStatsRow', { isArray: true })
  getDashboardStagecoachStats(): Promise<CachedAnswer> {
    return this.dashboards.getDashboardStagecoachStats();
  }
}
