import { Module } from '@nestjs/common';
import { LoggerKeyCommands } from './logger-keys.commands';
import { LoggerKeysController } from './logger-keys.controller';
import { LoggerKeysService } from './logger-keys.service';

@Module({ controllers: [LoggerKeysController], providers: [LoggerKeysService, LoggerKeyCommands] })
export class LoggerKeysModule {}
