import { applyDecorators, Body, Controller, Header, HttpCode, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ROUTES, type DashboardWidgetSeries, type RouteSpec } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { sendUnstoredJson } from '../common/http';
import { Route } from '../common/route';
import { DashboardSeriesDto } from './operations-dashboards.dto';
import { OperationsDashboardsService } from './operations-dashboards.service';

const NO_STORE = 'no-store';

/**
 * A dashboard route: answered 200 (the POSTs read, they create nothing) and never stored by browsers or proxies,
 * since the values change every 15 minutes and an operator must not be shown an old one.
 */
const DashboardRoute = (route: RouteSpec, summary: string, description: string) =>
  applyDecorators(Route(route), HttpCode(200), Header('Cache-Control', NO_STORE), ApiOperation({ summary, description }));

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

  @DashboardRoute(ROUTES.getDashboardYamcoloWidgets, 'Series of the Yamcolo widgets',
    'Which locations and parameters each widget of the Yamcolo dashboard shows (its body), from the dashboard configuration.')
  @ApiAnswer('DashboardWidgetSeries', { isArray: true })
  getDashboardYamcoloWidgets(): Promise<DashboardWidgetSeries[]> {
    return this.dashboards.getDashboardYamcoloWidgets();
  }

  @DashboardRoute(ROUTES.getDashboardStagecoachWidgets, 'Series of the Stagecoach widgets',
    'Which locations and parameters each widget of the Stagecoach dashboard shows (its body), from the dashboard configuration.')
  @ApiAnswer('DashboardWidgetSeries', { isArray: true })
  getDashboardStagecoachWidgets(): Promise<DashboardWidgetSeries[]> {
    return this.dashboards.getDashboardStagecoachWidgets();
  }

  @DashboardRoute(ROUTES.postDashboardYamcoloWidgetsWaterElevation, 'Yamcolo Reservoir % Full',
    `The last reported storage as a fraction, or 'Unavailable'. ${BODY} ${FRESHNESS}`)
  @ApiAnswer('WaterElevationWidgetRow', { isArray: true })
  async postDashboardYamcoloWidgetsWaterElevation(@Body() body: DashboardSeriesDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.postDashboardYamcoloWidgetsWaterElevation(body));
  }

  @DashboardRoute(ROUTES.postDashboardYamcoloWidgetsTemp, 'Yamcolo Reservoir Sensor Temperature',
    `24-hour and 7-day minimum and maximum. ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('ExtremesWidgetRow', { isArray: true })
  async postDashboardYamcoloWidgetsTemp(@Body() body: DashboardSeriesDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.postDashboardYamcoloWidgetsTemp(body));
  }

  @DashboardRoute(ROUTES.postDashboardYamcoloWidgetsBattery, 'Yamcolo Battery 24-hour Minimums',
    `Each logger's lowest voltage of the operator day and its last reading. ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('BatteryWidgetRow', { isArray: true })
  async postDashboardYamcoloWidgetsBattery(@Body() body: DashboardSeriesDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.postDashboardYamcoloWidgetsBattery(body));
  }

  @DashboardRoute(ROUTES.postDashboardYamcoloWidgetsDissolvedOxygen, 'Yamcolo dissolved oxygen',
    `24-hour and 7-day minimum and maximum. ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('ExtremesWidgetRow', { isArray: true })
  async postDashboardYamcoloWidgetsDissolvedOxygen(@Body() body: DashboardSeriesDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.postDashboardYamcoloWidgetsDissolvedOxygen(body));
  }

  @DashboardRoute(ROUTES.getDashboardYamcoloStats, 'Yamcolo statistics tables',
    `One row per configured column of each table: last reported value, the value at the start of today's operator day ` +
    `('5am Today'), and the 24-hour average, high and low. ${OPERATOR_DAY} ${FRESHNESS}`)
  @ApiAnswer('DashboardStatsRow', { isArray: true })
  async getDashboardYamcoloStats(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.getDashboardYamcoloStats());
  }

  @DashboardRoute(ROUTES.getDashboardYamcolo7daygraph, 'Yamcolo 15-minute water temperatures, last 7 days',
    'Reservoir, river and ditch temperatures at each 15-minute instant of the last seven days, with the threshold lines.')
  @ApiAnswer('SevenDayGraphRow', { isArray: true })
  async getDashboardYamcolo7daygraph(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.getDashboardYamcolo7daygraph());
  }

  @DashboardRoute(ROUTES.postDashboardStagecoachWidgetsWaterElevation, 'Stagecoach Reservoir % Full',
    `The last reported storage as a fraction, or 'Unavailable'. ${BODY} ${FRESHNESS}`)
  @ApiAnswer('WaterElevationWidgetRow', { isArray: true })
  async postDashboardStagecoachWidgetsWaterElevation(@Body() body: DashboardSeriesDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.postDashboardStagecoachWidgetsWaterElevation(body));
  }

  @DashboardRoute(ROUTES.postDashboardStagecoachWidgetsTemp, 'Stagecoach outlet temperature',
    `24-hour and 7-day minimum and maximum (the gauge shows the 24-hour maximum). ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('ExtremesWidgetRow', { isArray: true })
  async postDashboardStagecoachWidgetsTemp(@Body() body: DashboardSeriesDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.postDashboardStagecoachWidgetsTemp(body));
  }

  @DashboardRoute(ROUTES.postDashboardStagecoachWidgetsDissolvedOxygen, 'Stagecoach outlet dissolved oxygen',
    `24-hour and 7-day minimum and maximum (the gauge shows the 24-hour minimum). ${OPERATOR_DAY} ${BODY} ${FRESHNESS}`)
  @ApiAnswer('ExtremesWidgetRow', { isArray: true })
  async postDashboardStagecoachWidgetsDissolvedOxygen(@Body() body: DashboardSeriesDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.postDashboardStagecoachWidgetsDissolvedOxygen(body));
  }

  @DashboardRoute(ROUTES.getDashboardStagecoachStats, 'Stagecoach statistics tables',
    `One row per configured column of each table, grouped by stats_table_num. ${OPERATOR_DAY} ${FRESHNESS}`)
  @ApiAnswer('DashboardStatsRow', { isArray: true })
  async getDashboardStagecoachStats(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendUnstoredJson(req, res, await this.dashboards.getDashboardStagecoachStats());
  }
}
