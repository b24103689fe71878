import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { ApiErrorBody } from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';

interface ParserError {
  status?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
}

/**
 * The body parsers refuse a body that is too large (413) or malformed (400) with their own error, which Nest
 * would answer as `{ statusCode, message }`. This Express error handler, mounted right after the parsers, turns
 * such an error into the API's error body (ApiErrorBody: `error`, and `fields` naming the body for a 400), so
 * every error answer has the one documented shape.
 */
export function parserErrorsAsApiErrors(err: unknown, _req: Request, _res: Response, next: NextFunction): void {
  const e = (err ?? {}) as ParserError;
  const status = typeof e.status === 'number' ? e.status : 0;
  if (e.expose !== true || status < 400 || status > 499 || err instanceof HttpException) return next(err);
  const message = status === 413 ? 'The body is larger than the API accepts.' : `body: ${String(e.message)}`;
  const body: ApiErrorBody = { statusCode: status, error: STATUS_CODES[status] ?? 'Bad Request', message };
  if (status === 400) body.fields = [{ field: 'body', problems: [String(e.message)] }];
  next(new HttpException(body, status));
}
