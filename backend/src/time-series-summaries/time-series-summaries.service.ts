import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ExplorerRegionalGroup, type ExploreYear, TSSUM_MAX_PERIODS, TSSUM_MAX_RANGE_YEARS, type TssumBox, type TssumBoxesRequest,
  type TssumDataRequest, type TssumDataRow, type TssumGraphOption, type TssumGroupType, tssumRangeMessage,
} from '@portal/contracts';
import { differenceInCalendarMonths, differenceInCalendarWeeks, parseISO } from 'date-fns';
import { DataSource } from 'typeorm';
import { dayRangeProblem } from '../common/day-range';
import { badRequest } from '../common/validation';
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
 * reader's range, answered as asked (the ranges are the readers' own, so a cache would rarely be hit).
 */
@Injectable()
export class TimeSeriesSummariesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  getTimeSeriesSummariesInputsRegionalGroups(): Promise<ExplorerRegionalGroup[]> {
    return explorerRegionalGroupsQuery(this.dataSource);
  }

  getTimeSeriesSummariesInputsListExploreYears(): Promise<ExploreYear[]> {
    return exploreYearsQuery(this.dataSource);
  }

  getTimeSeriesSummariesInputsTssumGraphOptions(): Promise<TssumGraphOption[]> {
    return getTimeSeriesSummariesInputsTssumGraphOptionsQuery(this.dataSource);
  }

  async getTimeSeriesSummariesDataByTssumGraphRouteName(request: TssumDataRequest): Promise<TssumDataRow[]> {
    await this.check(request);
    const { tssum_graph_route_name: name, regionalGroup, startDate, endDate } = request;
    return getTimeSeriesSummariesDataByTssumGraphRouteNameQuery(this.dataSource, name, regionalGroup, startDate, endDate);
  }

  async getTimeSeriesSummariesBoxesByTssumGraphRouteName(request: TssumBoxesRequest): Promise<TssumBox[]> {
    await this.check(request, request.groupType);
    const { tssum_graph_route_name: name, regionalGroup, startDate, endDate, groupType } = request;
    return getTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery(this.dataSource, name, regionalGroup, startDate, endDate, groupType);
  }

  /** A bad range is a 400 on endDate; an unknown graph or region a 404 naming it. */
  private async check(request: TssumDataRequest, groupType?: TssumGroupType): Promise<void> {
    const problem = rangeProblem(request, groupType);
    if (problem) throw badRequest([{ field: 'endDate', problems: [problem] }]);
    if (!(await tssumGraphExistsQuery(this.dataSource, request.tssum_graph_route_name))) {
      throw new NotFoundException(`There is no graph ${request.tssum_graph_route_name}.`);
    }
    if (!(await regionExistsQuery(this.dataSource, request.regionalGroup))) throw new NotFoundException(`There is no region ${request.regionalGroup}.`);
  }
}
