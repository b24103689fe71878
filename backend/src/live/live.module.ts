import { Module } from '@nestjs/common';
import { LiveController } from './live.controller';
import { LiveService } from './live.service';
import { SeriesChanges } from './series-changes';

@Module({ controllers: [LiveController], providers: [SeriesChanges, LiveService], exports: [SeriesChanges] })
export class LiveModule {}
