import { Module } from '@nestjs/common';
import { DataVizController } from './data-viz.controller';
import { DataVizService } from './data-viz.service';

/** The map explorer's data-visualization panel: temperature and flow graphs and trends of a location. */
@Module({ controllers: [DataVizController], providers: [DataVizService] })
export class DataVizModule {}
