import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { COW_MAX_RANGE_YEARS, COW_UNACCOUNTED, type CowStreamGage, ROUTES } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer } from '../common/http';
import { Route } from '../common/route';
import { CowElkheadGraphParams, CowStagecoachGraphParams, CowStreamGagesParams } from './colors-of-water.dto';
import { ColorsOfWaterService } from './colors-of-water.service';

const GRAPH_ROWS =
  `Per day, an '${COW_UNACCOUNTED.cow_input_name}' row (cow_input_ndx null: the measured flow the accounts do not claim, ` +
  'never below 0) and a row per storage account of the reservoir (0 cfs when it released nothing), in stacking order; ' +
  `cfs rounded to 2 decimals. A range running backwards or longer than ${COW_MAX_RANGE_YEARS} years is a 400 on endDate.`;

@ApiTags('colors-of-water')
@Controller()
export class ColorsOfWaterController {
  constructor(private readonly colorsOfWater: ColorsOfWaterService) {}

  @Route(ROUTES.getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate, 'Colors of Water - Elkhead',
    `The Elkhead Reservoir release gage's daily flow split by storage account. ${GRAPH_ROWS} No rows when the reservoir has no release gage.`)
  @ApiAnswer('CowGraphRow', { isArray: true })
  getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate(
    @Param() params: CowElkheadGraphParams,
  ): Promise<CachedAnswer> {
    return this.colorsOfWater.getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate(params);
  }

  @Route(ROUTES.getColorsOfWaterStagecoachStreamGagesByReservoir, 'Colors of Water stream gages',
    "The gages where a reservoir's storage accounts are tracked, in list order; an unknown reservoir is a 404.")
  @ApiAnswer('CowStreamGage', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such reservoir.' })
  getColorsOfWaterStagecoachStreamGagesByReservoir(@Param() params: CowStreamGagesParams): Promise<CowStreamGage[]> {
    return this.colorsOfWater.getColorsOfWaterStagecoachStreamGagesByReservoir(params.reservoir);
  }

  @Route(ROUTES.getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate, 'Colors of Water - Stagecoach',
    `A Stagecoach Reservoir gage's flow split by its storage accounts, by day or as weekly (Sunday to Saturday) or monthly means. ${GRAPH_ROWS} ` +
    "A gage that is not one of Stagecoach Reservoir's is a 404.")
  @ApiAnswer('CowGraphRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'Stagecoach Reservoir has no such stream gage.' })
  getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate(
    @Param() params: CowStagecoachGraphParams,
  ): Promise<CachedAnswer> {
    return this.colorsOfWater.getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate(params);
  }
}
