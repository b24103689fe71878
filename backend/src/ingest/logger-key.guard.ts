import { CanActivate, createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { leaveBodyUnread } from '../common/body-parsers';
import type { IngestService } from './ingest.service';
import type { LoggerCredential } from './ingest.queries';

type LoggerRequest = Request & { logger?: LoggerCredential };

const NO_KEY = 'A valid data-logger key is required (Authorization: Bearer <key>).';

/**
 * Data loggers hold a key of their own, not a user's token. It is checked before the body parsers run (mounted
 * ahead of them on the ingest path): a caller without a valid key has its body left unread, so it gets 401 from
 * LoggerKeyGuard whatever it sends, a malformed or oversized body included, and learns nothing about the batch
 * format; on the way it passes the rate limits like any request. `refused` says the rate limits refuse the caller.
 */
export function loggerKeyFirst(ingest: IngestService, refused: (req: Request) => boolean): RequestHandler {
  return (req: LoggerRequest, _res: Response, next: NextFunction) => {
    // A caller the rate limits refuse gets its 429 from their guard: its key is not looked up, so a flood beyond
    // the limits costs no database query.
    if (refused(req)) {
      leaveBodyUnread(req);
      next();
      return;
    }
    ingest.authenticate(req.headers.authorization).then((logger) => {
      if (logger) req.logger = logger;
      else leaveBodyUnread(req);
      next();
    }, next);
  };
}

/** The route's refusal of a caller loggerKeyFirst did not recognise (and of any caller where it is not mounted). */
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
