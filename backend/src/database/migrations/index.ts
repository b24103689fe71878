import { CoreDataModel1763700000000 } from './1763700000000-core-data-model';
import { DataChangeSequence1763800000000 } from './1763800000000-data-change-sequence';
import { ShellContent1763910000000 } from './1763910000000-shell-content';
import { AdminLookups1764000000000 } from './1764000000000-admin-lookups';
import { MapLayers1764100000000 } from './1764100000000-map-layers';
import { GraphModeStats1764200000000 } from './1764200000000-graph-mode-stats';
import { OidcPayloads1764300000000 } from './1764300000000-oidc-payloads';
import { AnnualRollupNonDetects1764400000000 } from './1764400000000-annual-rollup-non-detects';
import { DataVizSeriesParameters1764500000000 } from './1764500000000-data-viz-series-parameters';
import { OperationsDashboards1764600000000 } from './1764600000000-operations-dashboards';
import { TimeSeriesDashboards1764700000000 } from './1764700000000-time-series-dashboards';
import { IngestLive1764800000000 } from './1764800000000-ingest-live';
import { OperationsAnswersVersioned1764900000000 } from './1764900000000-operations-answers-versioned';
import { DailyExtremes1765000000000 } from './1765000000000-daily-extremes';
import { DataVizDailyExtremeParameters1765120000000 } from './1765120000000-data-viz-daily-extreme-parameters';
import { OnlineHydrologyLayers1765200000000 } from './1765200000000-online-hydrology-layers';
import { Alerts1765300000000 } from './1765300000000-alerts';
import { WaterYearNormals1765410000000 } from './1765410000000-water-year-normals';
import { ColorsOfWater1765500000000 } from './1765500000000-colors-of-water';
import { ClimateAndFlowsExplorer1765600000000 } from './1765600000000-climate-and-flows-explorer';
import { YearOverYear1765610000000 } from './1765610000000-year-over-year';
import { TimeSeriesSummaries1765620000000 } from './1765620000000-time-series-summaries';
import { SummariesAndColorsOfWaterVersioned1765630000000 } from './1765630000000-summaries-and-colors-of-water-versioned';
import { OperationsRestingValuesAndDst1765700000000 } from './1765700000000-operations-resting-values-and-dst';
import { ParameterPlausibleRange1765710000000 } from './1765710000000-parameter-plausible-range';
import { BulkLoad1765800000000 } from './1765800000000-bulk-load';
import { ResultsReferenceChecks1765801000000 } from './1765801000000-results-reference-checks';
import { Imports1765805000000 } from './1765805000000-imports';
import { FasterBulkMerge1765806000000 } from './1765806000000-faster-bulk-merge';
import { ExtremesWithoutArrays1765807000000 } from './1765807000000-extremes-without-arrays';
import { ReservoirPumpRuns1765900000000 } from './1765900000000-reservoir-pump-runs';
import { BulkDirectParts1765910000000 } from './1765910000000-bulk-direct-parts';
import { DayAndSeriesRollups1765920000000 } from './1765920000000-day-and-series-rollups';

/** Every migration, oldest first. Listed explicitly so the same list works from source and from dist. */
export const migrations = [
  CoreDataModel1763700000000, DataChangeSequence1763800000000, ShellContent1763910000000, AdminLookups1764000000000,
  MapLayers1764100000000, GraphModeStats1764200000000, OidcPayloads1764300000000, AnnualRollupNonDetects1764400000000,
  DataVizSeriesParameters1764500000000, OperationsDashboards1764600000000,
  TimeSeriesDashboards1764700000000, IngestLive1764800000000, OperationsAnswersVersioned1764900000000, DailyExtremes1765000000000,
  DataVizDailyExtremeParameters1765120000000, OnlineHydrologyLayers1765200000000, Alerts1765300000000,
  WaterYearNormals1765410000000, ColorsOfWater1765500000000, ClimateAndFlowsExplorer1765600000000,
  YearOverYear1765610000000, TimeSeriesSummaries1765620000000, SummariesAndColorsOfWaterVersioned1765630000000,
  OperationsRestingValuesAndDst1765700000000, ParameterPlausibleRange1765710000000,
  BulkLoad1765800000000, ResultsReferenceChecks1765801000000, Imports1765805000000, FasterBulkMerge1765806000000,
  ExtremesWithoutArrays1765807000000,
  ReservoirPumpRuns1765900000000, BulkDirectParts1765910000000, DayAndSeriesRollups1765920000000,
];
