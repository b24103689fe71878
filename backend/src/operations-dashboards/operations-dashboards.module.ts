import { Module } from '@nestjs/common';
import { OperationsDashboardsController } from './operations-dashboards.controller';
import { OperationsDashboardsService } from './operations-dashboards.service';

@Module({ controllers: [OperationsDashboardsController], providers: [OperationsDashboardsService] })
export class OperationsDashboardsModule {}
