import { DynamicModule, Module, RequestMethod, Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AdminLookupsModule } from './admin-lookups/admin-lookups.module';
import { AlertsModule } from './alerts/alerts.module';
import { AlertEngineModule } from './alerts/engine/alert-engine.module';
import { AuthModule } from './auth/auth.module';
import { AccessGuard } from './common/access';
import { DatabaseUnavailableFilter } from './common/database-unavailable.filter';
import { ApiThrottlerGuard, rateLimitOptions } from './common/rate-limit';
import { VersionedCache } from './common/versioned-cache';
import { APP_CONFIG, AppConfig } from './config/config';
import { dataSourceOptions } from './database/data-source-options';
import { HealthModule } from './health/health.module';
import { ImportsModule } from './imports/imports.module';
import { IngestModule } from './ingest/ingest.module';
import { LoggerKeysModule } from './logger-keys/logger-keys.module';
import { LiveModule } from './live/live.module';
import { DataVizModule } from './map-explorer/data-viz/data-viz.module';
import { GraphModeModule } from './map-explorer/graph-mode/graph-mode.module';
import { PublicMapModule } from './map-explorer/public-map/public-map.module';
import { OperationsDashboardsModule } from './operations-dashboards/operations-dashboards.module';
import { QueryAndDownloadModule } from './query-and-download/query-and-download.module';
import { ShellModule } from './shell/shell.module';
import { SiteSummaryModule } from './site-summary/site-summary.module';
import { StationsModule } from './stations/stations.module';
import { DesktopReleasesModule } from './desktop-releases/desktop-releases.module';
import { TemperatureProfilesModule } from './temperature-profiles/temperature-profiles.module';
import { TimeSeriesDashboardsModule } from './time-series-dashboards/time-series-dashboards.module';
import { TsCompareModule } from './ts-compare/ts-compare.module';
import { ColorsOfWaterModule } from './colors-of-water/colors-of-water.module';
import { ClimateAndFlowsExplorerModule } from './climate-and-flows-explorer/climate-and-flows-explorer.module';
import { YearOverYearModule } from './year-over-year/year-over-year.module';
import { TimeSeriesSummariesModule } from './time-series-summaries/time-series-summaries.module';
import { WaterYearModule } from './water-year/water-year.module';

/** Feature modules, one per screen family; a new feature adds its module here. */
const features = [HealthModule, StationsModule, ShellModule, AdminLookupsModule, GraphModeModule, DataVizModule, PublicMapModule,
  OperationsDashboardsModule, TimeSeriesDashboardsModule, TemperatureProfilesModule, LiveModule, IngestModule, LoggerKeysModule,
  AlertsModule, AlertEngineModule, SiteSummaryModule, WaterYearModule, QueryAndDownloadModule, TsCompareModule,
  ColorsOfWaterModule, ClimateAndFlowsExplorerModule, YearOverYearModule, TimeSeriesSummariesModule, ImportsModule, DesktopReleasesModule];

@Module({})
export class AppModule {
  /** `extraModules`: tests add probe controllers this way (the authorization matrix); production passes none. */
  static register(config: AppConfig, databaseUrl: string, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          // Express 5 path syntax; the library's default '*' is the legacy form Nest warns about at start-up.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            // Health probes every few seconds would drown the log.
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
        ThrottlerModule.forRoot(rateLimitOptions(config)),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, config.dbPoolSize, config.dbTimeouts)),
        // Verifies bearer tokens for the AccessGuard below.
        AuthModule,
        ...features,
        ...extraModules,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        VersionedCache,
        { provide: APP_GUARD, useClass: ApiThrottlerGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        // A database that is down or too slow answers 503 with Retry-After, never 500.
        { provide: APP_FILTER, useClass: DatabaseUnavailableFilter },
      ],
      exports: [APP_CONFIG, VersionedCache],
    };
  }
}
