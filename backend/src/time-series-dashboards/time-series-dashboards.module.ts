import { Module } from '@nestjs/common';
import { TimeSeriesDashboardsController } from './time-series-dashboards.controller';
import { TimeSeriesDashboardsService } from './time-series-dashboards.service';

/** The Yamcolo and Stagecoach time-series dashboards: their choices, series and data. */
@Module({ controllers: [TimeSeriesDashboardsController], providers: [TimeSeriesDashboardsService] })
export class TimeSeriesDashboardsModule {}
