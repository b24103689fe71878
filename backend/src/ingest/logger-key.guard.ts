import { CanActivate, createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { IngestService } from './ingest.service';
import type { LoggerCredential } from './ingest.queries';

type LoggerRequest = Request & { logger?: LoggerCredential };

/**
 * Data loggers hold a key of their own, not a user's token. Checked in a guard, before the body is validated,
 * so a caller without a valid key learns nothing about the batch format (401, never a 400).
 */
@Injectable()
export class LoggerKeyGuard implements CanActivate {
  constructor(private readonly ingest: IngestService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<LoggerRequest>();
    const logger = await this.ingest.authenticate(req.headers.authorization);
    if (!logger) throw new UnauthorizedException('A valid data-logger key is required (Authorization: Bearer <key>).');
    req.logger = logger;
    return true;
  }
}

/** The logger the guard recognised. */
export const CurrentLogger = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<LoggerRequest>().logger as LoggerCredential,
);
