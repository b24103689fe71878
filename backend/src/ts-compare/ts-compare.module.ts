import { Module } from '@nestjs/common';
import { TsCompareController } from './ts-compare.controller';
import { TsCompareService } from './ts-compare.service';

@Module({ controllers: [TsCompareController], providers: [TsCompareService] })
export class TsCompareModule {}
