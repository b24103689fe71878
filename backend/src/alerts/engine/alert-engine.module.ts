import { Module } from '@nestjs/common';
import { LiveModule } from '../../live/live.module';
import { AlertEngine } from './alert-engine.service';

/** The alert engine: evaluation on a schedule and after writes, and the delivery of its messages. */
@Module({ imports: [LiveModule], providers: [AlertEngine], exports: [AlertEngine] })
export class AlertEngineModule {}
