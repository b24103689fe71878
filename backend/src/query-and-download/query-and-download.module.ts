import { Module } from '@nestjs/common';
import { QueryAndDownloadController } from './query-and-download.controller';
import { QueryAndDownloadService } from './query-and-download.service';

@Module({ controllers: [QueryAndDownloadController], providers: [QueryAndDownloadService] })
export class QueryAndDownloadModule {}
