import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@portal/contracts';
import { ApiAnswer } from '../../common/api-answer';
import type { CachedAnswer } from '../../common/http';
import { Route } from '../../common/route';
import { WellNumberParams } from './data-viz.dto';
import { DataVizService } from './data-viz.service';

const WHOLE_RECORD = 'The whole record by date (the panel filters by date). An empty list when the location has none.';

@ApiTags('map-explorer')
@Controller()
export class DataVizController {
  constructor(private readonly dataViz: DataVizService) {}

  @Route(ROUTES.postGraphTemperatureDataByWellNumber, 'Temperature graph of a location',
    `Daily minimum, mean and maximum water temperature: the 15-minute record's daily values, else the daily means. ${WHOLE_RECORD}`)
  @ApiAnswer('TemperatureGraphRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postGraphTemperatureDataByWellNumber(@Param() params: WellNumberParams): Promise<CachedAnswer> {
    return this.dataViz.postGraphTemperatureDataByWellNumber(params.wellNumber);
  }

  @Route(ROUTES.postGraphFlowDataByWellNumber, 'Flow graph of a location',
    `Daily mean flow: the daily-mean record, else the 15-minute record's daily average. ${WHOLE_RECORD}`)
  @ApiAnswer('FlowGraphRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postGraphFlowDataByWellNumber(@Param() params: WellNumberParams): Promise<CachedAnswer> {
    return this.dataViz.postGraphFlowDataByWellNumber(params.wellNumber);
  }

  @Route(ROUTES.postMapgraphTempsDailyVsPorStatsByWellNumber, 'Temperature trends of a location',
    'Each day\'s mean water temperature with the minimum, mean and maximum of the daily means of the same day of ' +
      `year over the period of record (29 February counts with 28 February). ${WHOLE_RECORD}`)
  @ApiAnswer('TemperatureTrendRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postMapgraphTempsDailyVsPorStatsByWellNumber(@Param() params: WellNumberParams): Promise<CachedAnswer> {
    return this.dataViz.postMapgraphTempsDailyVsPorStatsByWellNumber(params.wellNumber);
  }

  @Route(ROUTES.postMapgraphFlowsDailyVsPorStatsByWellNumber, 'Flow trends of a location',
    'Each day\'s mean flow with the minimum, mean and maximum of the daily means of the same day of year over the ' +
      `period of record (29 February counts with 28 February). ${WHOLE_RECORD}`)
  @ApiAnswer('FlowTrendRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postMapgraphFlowsDailyVsPorStatsByWellNumber(@Param() params: WellNumberParams): Promise<CachedAnswer> {
    return this.dataViz.postMapgraphFlowsDailyVsPorStatsByWellNumber(params.wellNumber);
  }
}
