import { Module } from '@nestjs/common';
import { GraphModeController } from './graph-mode.controller';
import { GraphModeService } from './graph-mode.service';
import { GraphStatsService } from './graph-stats.service';

/** The map explorer's graph mode: its statistics (kept current in the background) and the calls that read them. */
@Module({ controllers: [GraphModeController], providers: [GraphModeService, GraphStatsService], exports: [GraphStatsService] })
export class GraphModeModule {}
