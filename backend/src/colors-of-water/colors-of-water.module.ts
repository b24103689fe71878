import { Module } from '@nestjs/common';
import { ColorsOfWaterController } from './colors-of-water.controller';
import { ColorsOfWaterService } from './colors-of-water.service';

@Module({ controllers: [ColorsOfWaterController], providers: [ColorsOfWaterService] })
export class ColorsOfWaterModule {}
