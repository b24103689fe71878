import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { ApiErrorBody } from '@portal/contracts';
import type { Response } from 'express';

/**
 * Why the database could not answer: `unavailable` (down, unreachable, restarting, out of connections) or
 * `overloaded` (it is up but a statement ran past its time limit). Either way the request was fine and the
 * caller should retry, which a 500 would not tell it.
 */
type DatabaseTrouble = 'unavailable' | 'overloaded';

/** Socket errors of a server that is down or cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ECONNABORTED',
]);

/**
 * SQLSTATEs of a server that cannot serve this session: admin_shutdown (a fast or immediate stop),
 * crash_shutdown (another backend crashed), cannot_connect_now (starting up, shutting down, in recovery),
 * too_many_connections. Class 08 (connection exceptions) is matched as a whole.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * The driver's own errors when the connection fails without a code: node-postgres ("Connection terminated
 * unexpectedly", "... due to connection timeout", "Query read timeout", "not queryable"), pg-pool ("timeout
 * exceeded when trying to connect") and TypeORM before its pool exists (ConnectionIsNotSetError). TypeORM also
 * releases a transaction's query runner the moment its connection reports an error (the server went away), so the
 * transaction's next statement fails with QueryRunnerAlreadyReleasedError instead of the connection's error; our
 * code only uses a runner inside its transaction's callback, so this error means the connection was lost.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /is not queryable/,
  /^Connection with .* database is not established/,
];
const UNAVAILABLE_NAMES = new Set(['ConnectionIsNotSetError', 'QueryRunnerAlreadyReleasedError']);

/** 57014 query_canceled is also a user's cancel; only the statement timeout's is the server being too slow. */
const STATEMENT_TIMEOUT = /statement timeout/;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function classifyOne(e: ErrorLike): DatabaseTrouble | undefined {
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = typeof e.message === 'string' ? e.message : '';
  if (code && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return 'unavailable';
  if (code === '57014' && STATEMENT_TIMEOUT.test(message)) return 'overloaded';
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return 'unavailable';
  if (UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return 'unavailable';
  return undefined;
}

/**
 * Whether `error` (or what it wraps: TypeORM's QueryFailedError keeps the driver's error in `driverError`, Node
 * puts the per-address errors of a failed connect in an AggregateError's `errors`, anything may set `cause`)
 * says the database cannot answer now. undefined for every other error, which keeps its usual answer.
 */
export function classifyDatabaseError(error: unknown): DatabaseTrouble | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length && seen.size < 20) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null || seen.has(e)) continue;
    seen.add(e);
    const found = classifyOne(e as ErrorLike);
    if (found) return found;
    const { driverError, cause, errors } = e as ErrorLike;
    queue.push(driverError, cause, ...(Array.isArray(errors) ? errors : []));
  }
  return undefined;
}

/** How long a client should wait before retrying, in seconds (the Retry-After header). */
export const RETRY_AFTER_SECONDS: Record<DatabaseTrouble, number> = { unavailable: 5, overloaded: 10 };

const MESSAGES: Record<DatabaseTrouble, string> = {
  unavailable: 'The database is unavailable. Try again in a few seconds.',
  overloaded: 'The database is too busy to answer in time. Try again in a few seconds.',
};

/**
 * Answers a request that failed because the database is down, unreachable, restarting or too slow with
 * 503 and Retry-After in the API's error shape, rather than 500: clients, proxies and load balancers then know
 * to retry. Every other error goes to Nest's default handling unchanged.
 */
@Catch()
export class DatabaseUnavailableFilter extends BaseExceptionFilter {
  private readonly logger = new Logger('Database');

  override catch(exception: unknown, host: ArgumentsHost): void {
    const trouble = exception instanceof HttpException || host.getType() !== 'http' ? undefined : classifyDatabaseError(exception);
    const res = host.switchToHttp().getResponse<Response>();
    if (!trouble || res.headersSent) {
      super.catch(exception, host);
      return;
    }
    this.logger.warn(`${trouble}: ${exception instanceof Error ? exception.message : String(exception)}`);
    const body: ApiErrorBody = {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      error: 'Service Unavailable',
      message: MESSAGES[trouble],
    };
    res.status(HttpStatus.SERVICE_UNAVAILABLE).setHeader('Retry-After', String(RETRY_AFTER_SECONDS[trouble]));
    res.json(body);
  }
}
