import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ExplorerRegionalGroup, type ExploreYear, TSSUM_MAX_PERIODS, TSSUM_MAX_RANGE_YEARS, type TssumBoxesRequest, type TssumDataRequest,
  type TssumGraphOption, type TssumGroupType, tssumRangeMessage,
} from '@portal/contracts';
import { differenceInCalendarMonths, differenceInCalendarWeeks, parseISO } from 'date-fns';
import { DataSource } from 'typeorm';
import { dayRangeProblem } from '../common/day-range';
import { badRequest } from '../common/validation';
import { VersionedCache } from '../common/versioned-cache';
import { type CachedAnswer } from '../common/http';
import { explorerRegionalGroupsQuery, exploreYearsQuery, regionExistsQuery } from '../explorers/explorer-inputs.queries';
import {
  getTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery, getTimeSeriesSummariesDataByTssumGraphRouteNameQuery,
  getTimeSeriesSummariesInputsTssumGraphOptionsQuery, tssumGraphExistsQuery,
} from './time-series-summaries.queries';

/**
 * How many periods of the grouping a range touches: weeks run Sunday to Saturday, months are calendar months (a
 * range from a Sunday to the Saturday 11 weeks later touches 12 weeks).
 */
export function periodsTouched(startDate: string, endDate: string, groupType: Exclude<TssumGroupType, 'Year'>): number {
  const [start, end] = [parseISO(startDate), parseISO(endDate)];
  return (groupType === 'Week' ? differenceInCalendarWeeks(end, start, { weekStartsOn: 0 }) : differenceInCalendarMonths(end, start)) + 1;
}

/** The range's problem for the grouping, if any (a 400 on endDate): backwards, too long, or too many weeks or months. */
function rangeProblem({ startDate, endDate }: TssumDataRequest, groupType?: TssumGroupType): string | undefined {
  const problem = dayRangeProblem(startDate, endDate, TSSUM_MAX_RANGE_YEARS);
  if (problem || !groupType || groupType === 'Year') return problem;
  return periodsTouched(startDate, endDate, groupType) > TSSUM_MAX_PERIODS ? tssumRangeMessage(groupType) : undefined;
}

/**
 * Time Series Summaries: the shared explorer lists, the graph options, and a graph's daily values or boxes for a
 * range, kept until data or configuration changes (the versioned cache, bounded): visitors open the page on the
 * same default range and quick ranges, and a box plot reads every daily value of a region in it.
 */
@Injectable()
export class TimeSeriesSummariesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  getTimeSeriesSummariesInputsRegionalGroups(): Promise<ExplorerRegionalGroup[]> {
    return explorerRegionalGroupsQuery(this.dataSource);
  }

  getTimeSeriesSummariesInputsListExploreYears(): Promise<ExploreYear[]> {
    return exploreYearsQuery(this.dataSource);
  }

  getTimeSeriesSummariesInputsTssumGraphOptions(): Promise<TssumGraphOption[]> {
    return getTimeSeriesSummariesInputsTssumGraphOptionsQuery(this.dataSource);
  }

  getTimeSeriesSummariesDataByTssumGraphRouteName(request: TssumDataRequest): Promise<CachedAnswer> {
    const { tssum_graph_route_name: name, regionalGroup, startDate, endDate } = request;
    return this.answer(request, undefined, () =>
      getTimeSeriesSummariesDataByTssumGraphRouteNameQuery(this.dataSource, name, regionalGroup, startDate, endDate));
  }

  getTimeSeriesSummariesBoxesByTssumGraphRouteName(request: TssumBoxesRequest): Promise<CachedAnswer> {
    const { tssum_graph_route_name: name, regionalGroup, startDate, endDate, groupType } = request;
    return this.answer(request, groupType, () =>
      getTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery(this.dataSource, name, regionalGroup, startDate, endDate, groupType));
  }

  /**
   * The cached answer of a request (its daily values without a grouping, its boxes with one), built by `build` once
   * the request passes: a bad range is a 400 on endDate (before the cache: it depends on nothing stored); an unknown
   * graph or region a 404 naming it.
   */
  private answer(request: TssumDataRequest, groupType: TssumGroupType | undefined, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const problem = rangeProblem(request, groupType);
    if (problem) throw badRequest([{ field: 'endDate', problems: [problem] }]);
    const { tssum_graph_route_name: name, regionalGroup, startDate, endDate } = request;
    const key = groupType ? `tssum-boxes:${name}:${regionalGroup}:${startDate}:${endDate}:${groupType}` : `tssum-data:${name}:${regionalGroup}:${startDate}:${endDate}`;
    return this.cache.get(key, async () => {
      await this.exists(request);
      return build();
    });
  }

  private async exists(request: TssumDataRequest): Promise<void> {
    if (!(await tssumGraphExistsQuery(this.dataSource, request.tssum_graph_route_name))) {
      throw new NotFoundException(`There is no graph ${request.tssum_graph_route_name}.`);
    }
    if (!(await regionExistsQuery(this.dataSource, request.regionalGroup))) throw new NotFoundException(`There is no region ${request.regionalGroup}.`);
  }
}
