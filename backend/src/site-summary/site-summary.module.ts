import { Module } from '@nestjs/common';
import { SiteSummaryController } from './site-summary.controller';
import { SiteSummaryService } from './site-summary.service';

@Module({ controllers: [SiteSummaryController], providers: [SiteSummaryService] })
export class SiteSummaryModule {}
