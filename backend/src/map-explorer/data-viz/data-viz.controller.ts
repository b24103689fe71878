import { Controller, HttpCode, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type FlowGraphRow, type FlowTrendRow, type TemperatureGraphRow, type TemperatureTrendRow } from '@portal/contracts';
import { ApiAnswer } from '../../common/api-answer';
import { WellNumberParams } from './data-viz.dto';
import { DataVizService } from './data-viz.service';
import { Route } from '../../common/route';

const WHOLE_RECORD = 'The whole record by date (the panel filters by date). An empty list when the location has none.';

@ApiTags('map-explorer')
@Controller()
export class DataVizController {
  constructor(private readonly dataViz: DataVizService) {}

  @Route(ROUTES.postGraphTemperatureDataByWellNumber)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Temperature graph of a location',
    description: `Daily minimum, mean and maximum water temperature: the 15-minute record's daily values, else the daily means. ${WHOLE_RECORD}`,
  })
  @ApiAnswer('TemperatureGraphRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postGraphTemperatureDataByWellNumber(@Param() params: WellNumberParams): Promise<TemperatureGraphRow[]> {
    return this.dataViz.postGraphTemperatureDataByWellNumber(params.wellNumber);
  }

  @Route(ROUTES.postGraphFlowDataByWellNumber)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Flow graph of a location',
    description: `Daily mean flow: the daily-mean record, else the 15-minute record's daily average. ${WHOLE_RECORD}`,
  })
  @ApiAnswer('FlowGraphRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postGraphFlowDataByWellNumber(@Param() params: WellNumberParams): Promise<FlowGraphRow[]> {
    return this.dataViz.postGraphFlowDataByWellNumber(params.wellNumber);
  }

  @Route(ROUTES.postMapgraphTempsDailyVsPorStatsByWellNumber)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Temperature trends of a location',
    description: 'Each day\'s mean water temperature with the minimum, mean and maximum of the daily means of the same day of ' +
      `year over the period of record (29 February counts with 28 February). ${WHOLE_RECORD}`,
  })
  @ApiAnswer('TemperatureTrendRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postMapgraphTempsDailyVsPorStatsByWellNumber(@Param() params: WellNumberParams): Promise<TemperatureTrendRow[]> {
    return this.dataViz.postMapgraphTempsDailyVsPorStatsByWellNumber(params.wellNumber);
  }

  @Route(ROUTES.postMapgraphFlowsDailyVsPorStatsByWellNumber)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Flow trends of a location',
    description: 'Each day\'s mean flow with the minimum, mean and maximum of the daily means of the same day of year over the ' +
      `period of record (29 February counts with 28 February). ${WHOLE_RECORD}`,
  })
  @ApiAnswer('FlowTrendRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postMapgraphFlowsDailyVsPorStatsByWellNumber(@Param() params: WellNumberParams): Promise<FlowTrendRow[]> {
    return this.dataViz.postMapgraphFlowsDailyVsPorStatsByWellNumber(params.wellNumber);
  }
}
