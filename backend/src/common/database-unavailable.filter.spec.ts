import { ArgumentsHost, BadRequestException, NotFoundException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DatabaseError } from 'pg';
import { ConnectionIsNotSetError, EntityNotFoundError, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { classifyDatabaseError, DatabaseUnavailableFilter } from './database-unavailable.filter';

function systemError(code: string, message = `connect ${code} 127.0.0.1:5432`): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code, errno: -1, syscall: 'connect' });
}

function serverError(code: string, message: string): DatabaseError {
  const e = new DatabaseError(message, message.length, 'error');
  e.code = code;
  return e;
}

/** What TypeORM's query runner throws: the driver's error wrapped, its fields copied onto the wrapper. */
function wrapped(driverError: Error): QueryFailedError {
  return new QueryFailedError('SELECT 1', [], driverError);
}

describe('classifyDatabaseError', () => {
  it.each([
    ['connection refused', systemError('ECONNREFUSED')],
    ['connection reset', systemError('ECONNRESET', 'read ECONNRESET')],
    ['connect timed out', systemError('ETIMEDOUT')],
    ['unknown host', systemError('ENOTFOUND', 'getaddrinfo ENOTFOUND db.internal')],
    ['connection terminated', new Error('Connection terminated unexpectedly')],
    ['connect timeout of the driver', new Error('Connection terminated due to connection timeout')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['server stopped answering', new Error('Query read timeout')],
    ['admin_shutdown', serverError('57P01', 'terminating connection due to administrator command')],
    ['crash_shutdown', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['cannot_connect_now', serverError('57P03', 'the database system is shutting down')],
    ['too_many_connections', serverError('53300', 'sorry, too many clients already')],
    ['connection_failure (class 08)', serverError('08006', 'connection failure')],
    ['connection_does_not_exist (class 08)', serverError('08003', 'connection does not exist')],
    ['TypeORM without a connection', new ConnectionIsNotSetError('postgres')],
    ['a transaction whose connection was lost', new QueryRunnerAlreadyReleasedError()],
    ['a wrapped refusal', wrapped(systemError('ECONNREFUSED'))],
    ['a wrapped termination', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a wrapped shutdown', wrapped(serverError('57P01', 'terminating connection due to administrator command'))],
    ['every address refused (AggregateError)', new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')], '')],
    ['a cause', new Error('saving the contact failed', { cause: systemError('ECONNRESET') })],
  ])('%s: unavailable', (_, error) => {
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });

  it('a statement timeout: overloaded, alone or wrapped', () => {
    const timeout = serverError('57014', 'canceling statement due to statement timeout');
    expect(classifyDatabaseError(timeout)).toBe('overloaded');
    expect(classifyDatabaseError(wrapped(timeout))).toBe('overloaded');
  });

  it.each([
    ['a cancel on request', serverError('57014', 'canceling statement due to user request')],
    ['a unique violation', wrapped(serverError('23505', 'duplicate key value violates unique constraint "contacts_pkey"'))],
    ['a foreign-key violation', wrapped(serverError('23503', 'insert or update violates foreign key constraint'))],
    ['a syntax error', wrapped(serverError('42601', 'syntax error at or near "SELEC"'))],
    ['a missing row', new EntityNotFoundError('Contact', { contact_ndx: 1 })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'rows')")],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: not database trouble', (_, error) => {
    expect(classifyDatabaseError(error)).toBeUndefined();
  });

  it('survives an error that wraps itself', () => {
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(classifyDatabaseError(loop)).toBeUndefined();
  });
});

describe('DatabaseUnavailableFilter', () => {
  function answer(exception: unknown) {
    const res = {
      statusCode: 200,
      headers: {} as Record<string, string>,
      body: undefined as unknown,
      headersSent: false,
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      setHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
        return this;
      },
      json(body: unknown) {
        this.body = body;
        return this;
      },
    };
    const host = {
      getType: () => 'http',
      switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({}) }),
      getArgByIndex: (i: number) => [{}, res][i],
      getArgs: () => [{}, res],
    } as unknown as ArgumentsHost;
    const filter = new DatabaseUnavailableFilter();
    // What Nest's injector sets on a filter registered with APP_FILTER, for the errors it passes on.
    const reply = jest.fn((response: typeof res, body: unknown, status: number) => response.status(status).json(body));
    Object.assign(filter, { httpAdapterHost: { httpAdapter: { reply, isHeadersSent: () => false } } as unknown as HttpAdapterHost });
    filter.catch(exception, host);
    return res;
  }

  it('answers a database outage with 503, Retry-After and the API error shape', () => {
    const res = answer(wrapped(systemError('ECONNREFUSED')));
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.stringMatching(/database is unavailable/) });
  });

  it('answers a statement timeout with 503 too', () => {
    const res = answer(serverError('57014', 'canceling statement due to statement timeout'));
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatchObject({ statusCode: 503, message: expect.stringMatching(/too busy/) });
  });

  it('leaves HTTP errors and other failures to the default handling', () => {
    expect(answer(new NotFoundException()).statusCode).toBe(404);
    expect(answer(new BadRequestException({ statusCode: 400, error: 'Bad Request', message: 'name: must be a string' })).statusCode).toBe(400);
    const crash = answer(new TypeError('boom'));
    expect(crash.statusCode).toBe(500);
    expect(crash.headers['retry-after']).toBeUndefined();
  });
});
