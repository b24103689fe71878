import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ExplorerRegionalGroup, ExploreYear, YoyDataRequest, YoyGraphOption } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache';
import { type CachedAnswer } from '../common/http';
import { explorerRegionalGroupsQuery, exploreYearsQuery, regionExistsQuery } from '../explorers/explorer-inputs.queries';
import { parseYearList } from './year-over-year.dto';
import {
  getYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery, getYearOverYearComparisonsToolInputsYoyGraphOptionsQuery, yoyGraphExistsQuery,
} from './year-over-year.queries';

/**
 * Year-over-Year Comparisons: the shared explorer lists, the graph options, and a graph's years with their history,
 * kept until data or configuration changes (the versioned cache, bounded): the history reads a region's whole record.
 */
@Injectable()
export class YearOverYearService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  getYearOverYearComparisonsToolInputsRegionalGroups(): Promise<ExplorerRegionalGroup[]> {
    return explorerRegionalGroupsQuery(this.dataSource);
  }

  getYearOverYearComparisonsToolInputsListExploreYears(): Promise<ExploreYear[]> {
    return exploreYearsQuery(this.dataSource);
  }

  getYearOverYearComparisonsToolInputsYoyGraphOptions(): Promise<YoyGraphOption[]> {
    return getYearOverYearComparisonsToolInputsYoyGraphOptionsQuery(this.dataSource);
  }

  /** An unknown graph or region is a 404 naming it. The years are answered in date order whatever order they came in. */
  getYearOverYearComparisonsToolDataByYoyGraphRouteName({ yoy_graph_route_name: name, group, years }: YoyDataRequest): Promise<CachedAnswer> {
    const list = parseYearList(years).sort((a, b) => a - b);
    return this.cache.get(`yoy-data:${name}:${group}:${list.join(',')}`, async () => {
      if (!(await yoyGraphExistsQuery(this.dataSource, name))) throw new NotFoundException(`There is no graph ${name}.`);
      if (!(await regionExistsQuery(this.dataSource, group))) throw new NotFoundException(`There is no region ${group}.`);
      return getYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery(this.dataSource, name, group, list);
    });
  }
}
