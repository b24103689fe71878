import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CafDataRequest, CafGraphOption, ExplorerRegionalGroup, ExploreYear } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache';
import { type CachedAnswer } from '../common/http';
import { explorerRegionalGroupsQuery, exploreYearsQuery, regionExistsQuery } from '../explorers/explorer-inputs.queries';
import {
  cafGraphExistsQuery, getClimateAndFlowsExplorerDataByCafGraphRouteNameQuery, getClimateAndFlowsExplorerInputsCafGraphOptionsQuery,
} from './climate-and-flows-explorer.queries';

/**
 * Climate and Flows Explorer: small reads of the configuration, and a graph's year of daily series, kept until the
 * data or the graph options change (the versioned cache, bounded): visitors open the same region and year.
 */
@Injectable()
export class ClimateAndFlowsExplorerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  getClimateAndFlowsExplorerInputsRegionalGroups(): Promise<ExplorerRegionalGroup[]> {
    return explorerRegionalGroupsQuery(this.dataSource);
  }

  getClimateAndFlowsExplorerInputsListExploreYears(): Promise<ExploreYear[]> {
    return exploreYearsQuery(this.dataSource);
  }

  getClimateAndFlowsExplorerInputsCafGraphOptions(): Promise<CafGraphOption[]> {
    return getClimateAndFlowsExplorerInputsCafGraphOptionsQuery(this.dataSource);
  }

  /** An unknown graph or region is a 404 naming it; a year without data answers no rows. */
  getClimateAndFlowsExplorerDataByCafGraphRouteName({ caf_graph_route_name: name, group, year }: CafDataRequest): Promise<CachedAnswer> {
    return this.cache.get(`caf-data:${name}:${group}:${year}`, async () => {
      if (!(await cafGraphExistsQuery(this.dataSource, name))) throw new NotFoundException(`There is no graph ${name}.`);
      if (!(await regionExistsQuery(this.dataSource, group))) throw new NotFoundException(`There is no region ${group}.`);
      return getClimateAndFlowsExplorerDataByCafGraphRouteNameQuery(this.dataSource, name, group, year);
    });
  }
}
