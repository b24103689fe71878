import { Module } from '@nestjs/common';
import { YearOverYearController } from './year-over-year.controller';
import { YearOverYearService } from './year-over-year.service';

@Module({ controllers: [YearOverYearController], providers: [YearOverYearService] })
export class YearOverYearModule {}
