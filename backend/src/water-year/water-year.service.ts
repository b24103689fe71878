import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  WATER_YEAR_STATISTICS, type WaterYearComparisonRequest, type WaterYearComparisonRow, type WaterYearLocation,
  type WaterYearMapLocation, type WaterYearParameter, type WaterYearSeries,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache';
import { type CachedAnswer } from '../common/http';
import { parseSeriesList } from './water-year.dto';
import {
  comparisonNamesQuery, getWyAnalysisComparisonByParameterAndLocationAndSeriesQuery, getWyAnalysisDropdownLocationsAssocParamQuery,
  getWyAnalysisDropdownParametersQuery, getWyAnalysisDropdownSeriesQuery, getWyAnalysisLocationsForMapQuery,
} from './water-year.queries';

/**
 * Water Year Comparisons: small reads of the rollups. A comparison is kept until the data changes (the versioned
 * cache, bounded): visitors open the same gauges with the same default series, and the current water year only
 * grows when new values arrive, which is a data change.
 */
@Injectable()
export class WaterYearService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  getWyAnalysisLocationsForMap(): Promise<WaterYearMapLocation[]> {
    return getWyAnalysisLocationsForMapQuery(this.dataSource);
  }

  getWyAnalysisDropdownParameters(): Promise<WaterYearParameter[]> {
    return getWyAnalysisDropdownParametersQuery(this.dataSource);
  }

  getWyAnalysisDropdownLocationsAssocParam(): Promise<WaterYearLocation[]> {
    return getWyAnalysisDropdownLocationsAssocParamQuery(this.dataSource);
  }

  /** The statistics first (in their fixed order), then the water years with data, newest first. */
  async getWyAnalysisDropdownSeries(): Promise<WaterYearSeries[]> {
    const years = await getWyAnalysisDropdownSeriesQuery(this.dataSource);
    return [...WATER_YEAR_STATISTICS, ...years.map(String)].map((series_desc) => ({ series_desc }));
  }

  /**
   * An unknown location or parameter is a 404 (naming which); a known pair without data answers no rows, as does a
   * water year without values.
   */
  getWyAnalysisComparisonByParameterAndLocationAndSeries(request: WaterYearComparisonRequest): Promise<CachedAnswer> {
    const series = parseSeriesList(request.series);
    const key = `wy-analysis-comparison:${request.parameter}:${request.location}:${request.series}`;
    return this.cache.get(key, async (): Promise<WaterYearComparisonRow[]> => {
      const names = await comparisonNamesQuery(this.dataSource, request.parameter, request.location);
      if (names.location_name === null) throw new NotFoundException(`There is no monitoring location ${request.location}.`);
      if (names.parameter_name === null) throw new NotFoundException(`There is no parameter ${request.parameter}.`);
      return getWyAnalysisComparisonByParameterAndLocationAndSeriesQuery(this.dataSource, request.parameter, request.location, series);
    });
  }
}
