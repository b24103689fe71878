import { Module } from '@nestjs/common';
import { AlertsController } from './alerts.controller';
import { AlertsService } from './alerts.service';

/** The Alerts Management table, its form's choices and the delivery history (the engine is AlertEngineModule). */
@Module({ controllers: [AlertsController], providers: [AlertsService] })
export class AlertsModule {}
