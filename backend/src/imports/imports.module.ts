import { Module } from '@nestjs/common';
import { ImportsController } from './imports.controller';
import { ImportQueue } from './imports.queue';
import { ImportsService } from './imports.service';

/** Data Imports: the HTTP API, and the job queue that runs the imports and the schedules. */
@Module({ controllers: [ImportsController], providers: [ImportsService, ImportQueue], exports: [ImportQueue] })
export class ImportsModule {}
