import { Module } from '@nestjs/common';
import { AdminLookupsController } from './admin-lookups.controller';
import { AdminLookupsService } from './admin-lookups.service';

@Module({ controllers: [AdminLookupsController], providers: [AdminLookupsService] })
export class AdminLookupsModule {}
