import { Body, Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type AnnualSeries, type DailySeries, type GraphModeParameter } from '@portal/contracts';
import { ApiAnswer } from '../../common/api-answer';
import type { CachedAnswer, SerializedJson } from '../../common/http';
import {
  ListParametersGraphModeDto, LocationIndexParams, LocationsGraphModeDto, MapDisplayExportDto, MapDisplayTableDto,
} from './graph-mode.dto';
import { GraphModeService } from './graph-mode.service';
import { Route } from '../../common/route';

/** The statistics method, as the API documents it (also in docs/architecture.md, "Graph-mode statistics"). */
const STATISTICS_METHOD = [
  'One row per monitoring location and parameter with statistics for the period, from the precomputed table',
  'location_parameter_period_stats (kept current within seconds of every import; no statistics are computed per request).',
  '',
  'Data: the discrete water-quality samples (result kind "sample") of the location and parameter in the period.',
  'Periods end today (America/Denver): short (Recent) = every day after today minus 5 years; medium (Last 10 Years) =',
  'after today minus 10 years; full (Full Period) = the whole period of record. por_start and por_end are the first',
  'and last sample days in the period; recordcount the number of samples.',
  '',
  'Percentiles: PostgreSQL percentile_cont (linear interpolation between order statistics, position p·(n−1)), with',
  'non-detects at their reported detection limit. median = 50th; pctile85 = the scored percentile: the 85th, or',
  'the 15th where is_pctile15 (parameters judged on their low tail).',
  '',
  'Benchmark scale (benchmark_scale_median from the median, benchmark_scale_pctile85 from the scored percentile):',
  '0 no benchmark for the parameter; 1 every sample in the period is a non-detect; otherwise 2 below the',
  '"approaching" line (bmk_line2), 3 at or above it, 4 at or above the benchmark (bmk_line3), 5 at or above the',
  'secondary benchmark (bmk_line4). Where low_is_bad the lines descend and "at or above" reads "at or below".',
  '',
  'Trend: Seasonal Kendall test (Hirsch, Slack & Smith 1982) with calendar months as seasons and one value per',
  'month and year (the median of that month\'s samples); ties corrected in Var(S); p from the normal approximation',
  'with continuity correction. Non-detects are re-censored for the test: with H the highest detection limit among',
  'the period\'s non-detects, every non-detect and every detect below H counts as H/2. Slope: seasonal Sen slope',
  '(units per year, trend_slope) with its 90 % confidence interval (Gilbert 1987). Labels: "No Current Trend" when',
  'the data cover fewer than 5 calendar years or none falls in the last 2 years of the period (trend_slope null);',
  '"Increasing"/"Decreasing" when p < 0.05, by the sign of S; "Stable" when the slope\'s 90 % interval lies within',
  '±1 % of the median per year; "No Trend" otherwise.',
  '',
  'Rows are ordered by parameter name, then location name; recordCount > 0 keeps rows with at least that many samples.',
].join('\n');

@ApiTags('map-explorer')
@Controller()
export class GraphModeController {
  constructor(private readonly graphMode: GraphModeService) {}

  @Route(ROUTES.getListParameterGroupsGraphMode)
  @ApiOperation({ summary: 'Graph-mode parameter groups', description: 'Parameter groups graph mode offers, each with the periods it offers (short, medium, full).' })
  @ApiAnswer('GraphModeParameterGroup', { isArray: true, description: 'By name, with an ETag for revalidation.' })
  getListParameterGroupsGraphMode(): Promise<CachedAnswer> {
    return this.graphMode.getListParameterGroupsGraphMode();
  }

  @Route(ROUTES.getListThreats)
  @ApiOperation({ summary: 'Threats (focus areas)', description: 'Every threat a parameter can indicate; the Focus Areas filter of graph mode.' })
  @ApiAnswer('Threat', { isArray: true, description: 'By description, with an ETag for revalidation.' })
  getListThreats(): Promise<CachedAnswer> {
    return this.graphMode.getListThreats();
  }

  @Route(ROUTES.getListBenchmarkScaleColors)
  @ApiOperation({ summary: 'Benchmark scale colours', description: 'The colour and legend text of benchmark scale 0..5.' })
  @ApiAnswer('BenchmarkScaleColor', { isArray: true, description: 'By scale, with an ETag for revalidation.' })
  getListBenchmarkScaleColors(): Promise<CachedAnswer> {
    return this.graphMode.getListBenchmarkScaleColors();
  }

  @Route(ROUTES.postListParametersGraphMode)
  @ApiOperation({
    summary: 'Graph-mode parameters',
    description: 'Parameters with statistics for the period, in the given groups (empty: every group that offers the period) ' +
      'and indicating any of the given threats (empty: any), by name. unit_desc is the unit as displayed.',
  })
  @ApiAnswer('GraphModeParameter', { isArray: true })
  postListParametersGraphMode(@Body() body: ListParametersGraphModeDto): Promise<GraphModeParameter[]> {
    return this.graphMode.postListParametersGraphMode(body);
  }

  @Route(ROUTES.postLocationsMapGraphMode)
  @ApiOperation({ summary: 'Graph-mode statistics per location and parameter', description: STATISTICS_METHOD })
  @ApiAnswer('GraphModeStatsRow', { isArray: true })
  postLocationsMapGraphMode(@Body() body: LocationsGraphModeDto): Promise<CachedAnswer> {
    return this.graphMode.postLocationsMapGraphMode(body);
  }

  @Route(ROUTES.postTsDailyTableForMapDisplayByLocationIndex)
  @ApiOperation({
    summary: 'Daily time series of a location (graph-mode detail panel)',
    description: 'The samples of each requested parameter in the period, grouped by parameter (by name; parameters without ' +
      'samples are left out). collect_date is the America/Denver day; non-detects are reported at their detection limit.',
  })
  @ApiAnswer('DailySeries', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postTsDailyTableForMapDisplayByLocationIndex(@Param() params: LocationIndexParams, @Body() body: MapDisplayTableDto): Promise<DailySeries[]> {
    return this.graphMode.postTsDailyTableForMapDisplayByLocationIndex(params.locationIndex, body);
  }

  @Route(ROUTES.postTsAnnualTableForMapDisplayByLocationIndex)
  @ApiOperation({
    summary: 'Annual time series of a location (graph-mode detail panel)',
    description: 'Per calendar year of the period: the median and the scored percentile (85th, or 15th where is_pctile15) ' +
      'of the samples of each requested parameter, grouped by parameter (by name).',
  })
  @ApiAnswer('AnnualSeries', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  postTsAnnualTableForMapDisplayByLocationIndex(@Param() params: LocationIndexParams, @Body() body: MapDisplayTableDto): Promise<AnnualSeries[]> {
    return this.graphMode.postTsAnnualTableForMapDisplayByLocationIndex(params.locationIndex, body);
  }

  @Route(ROUTES.postTsDailyTableForMapDisplay)
  @ApiOperation({
    summary: 'Time series export of several locations',
    description: 'The samples of the requested parameters in the period at the given locations, by location name, parameter ' +
      'name and date. Unknown locations have no rows.',
  })
  @ApiAnswer('TimeSeriesExportRow', { isArray: true })
  postTsDailyTableForMapDisplay(@Body() body: MapDisplayExportDto): Promise<SerializedJson> {
    return this.graphMode.postTsDailyTableForMapDisplay(body);
  }
}
