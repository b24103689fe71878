import { CanActivate, createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IngestService } from './ingest.service';
import type { LoggerCredential } from './ingest.queries';

type LoggerRequest = Request & { logger?: LoggerCredential };

const NO_KEY = 'A valid data-logger key is required (Authorization: Bearer <key>).';

/**
 * Data loggers hold a key of their own, not a user's token. It is checked before the body parsers run (mounted
 * ahead of them on the ingest path), so a caller without a valid key gets 401 whatever it sends, a malformed or
 * oversized body included, and learns nothing about the batch format; an unknown caller's body is never read.
 */
export function loggerKeyFirst(ingest: IngestService): RequestHandler {
  return (req: LoggerRequest, _res: Response, next: NextFunction) => {
    ingest.authenticate(req.headers.authorization).then((logger) => {
      if (!logger) return next(new UnauthorizedException(NO_KEY));
      req.logger = logger;
      next();
    }, next);
  };
}

/** The route's own check that loggerKeyFirst recognised a logger (a route mounted without it stays closed). */
@Injectable()
export class LoggerKeyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<LoggerRequest>().logger) throw new UnauthorizedException(NO_KEY);
    return true;
  }
}

/** The logger the key named. */
export const CurrentLogger = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<LoggerRequest>().logger as LoggerCredential,
);
