import { Module } from '@nestjs/common';
import { TemperatureProfilesController } from './temperature-profiles.controller';
import { TemperatureProfilesService } from './temperature-profiles.service';

@Module({ controllers: [TemperatureProfilesController], providers: [TemperatureProfilesService] })
export class TemperatureProfilesModule {}
