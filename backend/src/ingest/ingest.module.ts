import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { IngestController } from './ingest.controller';
import { IngestService } from './ingest.service';
import { LoggerKeyGuard } from './logger-key.guard';

@Module({ imports: [LiveModule], controllers: [IngestController], providers: [IngestService, LoggerKeyGuard] })
export class IngestModule {}
