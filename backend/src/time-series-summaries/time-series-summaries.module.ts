import { Module } from '@nestjs/common';
import { TimeSeriesSummariesController } from './time-series-summaries.controller';
import { TimeSeriesSummariesService } from './time-series-summaries.service';

@Module({ controllers: [TimeSeriesSummariesController], providers: [TimeSeriesSummariesService] })
export class TimeSeriesSummariesModule {}
