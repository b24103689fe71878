import { Module } from '@nestjs/common';
import { WaterYearController } from './water-year.controller';
import { WaterYearService } from './water-year.service';

@Module({ controllers: [WaterYearController], providers: [WaterYearService] })
export class WaterYearModule {}
