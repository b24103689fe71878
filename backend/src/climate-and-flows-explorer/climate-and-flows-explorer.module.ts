import { Module } from '@nestjs/common';
import { ClimateAndFlowsExplorerController } from './climate-and-flows-explorer.controller';
import { ClimateAndFlowsExplorerService } from './climate-and-flows-explorer.service';

@Module({ controllers: [ClimateAndFlowsExplorerController], providers: [ClimateAndFlowsExplorerService] })
export class ClimateAndFlowsExplorerModule {}
