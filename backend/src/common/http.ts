import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createParamDecorator, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ApiErrorBody, CachePolicy, RouteSpec } from '@portal/contracts';
import compression from 'compression';
import rangeParser from 'range-parser';
import type { RequestHandler, Response } from 'express';
import { map, type Observable } from 'rxjs';

// How the API's answers leave the backend, in one place. A controller returns what its service returns: a plain
// value (sent as JSON by Nest), or one of the answers below, which carry their own bytes, ETag or status. The route
// table (libs/contracts/src/routes.ts) says how long clients may keep each route's answer; the interceptor below
// applies it, and the adapter below sends the answers. ETags, 304s and the choice of a pre-compressed copy are made
// here and nowhere else; the compression middleware compresses every other JSON answer.

/** The Cache-Control header of each of the route table's cache policies. */
export const CACHE_CONTROL: Record<CachePolicy, string> = {
  'no-store': 'no-store',
  revalidate: 'public, max-age=300',
  'long-lived': 'public, max-age=2592000',
  immutable: 'public, max-age=31536000, immutable',
};

/** Where `@Route` keeps a handler's route table entry, for the interceptor to read. */
export const ROUTE_SPEC = 'portal:route-spec';

/** An answer that is not a plain JSON value: it knows how it goes out. */
export abstract class OutgoingAnswer {
  abstract send(res: Response): void;
}

/**
 * JSON a service has already serialized (joined from parts it keeps serialized itself, or built for this request
 * alone): sent as it is rather than parsed and serialized again. The versioned cache keeps it as its text too.
 */
export class SerializedJson extends OutgoingAnswer {
  constructor(readonly json: string) {
    super();
  }

  send(res: Response): void {
    if (!res.getHeader('Content-Type')) res.type('application/json');
    res.send(this.json);
  }
}

/**
 * An answer serialized once by the versioned cache, with the ETag clients revalidate it by and, when long, its gzip
 * encoding. It goes out with its ETag, so Express does not hash the body per request and answers 304 itself when
 * If-None-Match carries it. A client that accepts gzip gets the copy made once when the answer was built, which the
 * compression middleware passes through as it is, instead of the text compressed again on every request.
 */
export class CachedAnswer extends SerializedJson {
  constructor(json: string, readonly etag: string, readonly gzip?: Buffer) {
    super(json);
  }

  override send(res: Response): void {
    res.setHeader('ETag', this.etag);
    if (this.gzip === undefined) return super.send(res);
    res.vary('Accept-Encoding');
    if (res.req.acceptsEncodings('gzip') !== 'gzip') return super.send(res);
    if (!res.getHeader('Content-Type')) res.type('application/json');
    res.setHeader('Content-Encoding', 'gzip');
    res.send(this.gzip);
  }
}

/** A rendered PNG and the ETag of its content: Express answers 304 itself when If-None-Match carries the ETag. */
export class ImageAnswer extends OutgoingAnswer {
  constructor(readonly png: Buffer, readonly etag: string) {
    super();
  }

  send(res: Response): void {
    res.setHeader('ETag', this.etag);
    res.type('image/png').send(this.png);
  }
}

/** Bytes or text of a media type other than JSON (label glyphs, a CSV), saved under `fileName` when one is given. */
export class ContentAnswer extends OutgoingAnswer {
  constructor(readonly body: Buffer | string, readonly type: string, readonly fileName?: string) {
    super();
  }

  send(res: Response): void {
    if (this.fileName !== undefined) res.attachment(this.fileName);
    res.type(this.type).send(this.body);
  }
}

/** A JSON value answered with another status than the route's (the health report's 503: probes read the status). */
export class StatusAnswer extends OutgoingAnswer {
  constructor(readonly status: number, readonly value: unknown) {
    super();
  }

  send(res: Response): void {
    res.status(this.status).json(this.value);
  }
}

type SendError = Error & { status?: number; statusCode?: number };

/**
 * A file from disk, sent with HTTP range requests (206, Accept-Ranges, Content-Range), ETag and Last-Modified, as
 * clients that read a large archive piece by piece need. Errors become the API's JSON error answer with the status
 * Express gives them (404 for a file gone, 416 for a range outside it), never an HTML page.
 */
export class FileAnswer extends OutgoingAnswer {
  constructor(readonly path: string, readonly type: string) {
    super();
  }

  send(res: Response): void {
    const ranges = res.req.headers.range;
    // Express sends one range itself; a request for several (an update's differential download asks for up to a
    // thousand at once) gets them as one multipart answer, instead of the whole installer again.
    if (ranges?.includes(',') && res.req.headers['if-range'] === undefined) {
      fs.stat(this.path, (error, stats) => {
        const parts = error || !stats.isFile() ? null : byteRanges(stats.size, ranges);
        if (parts) sendByteRanges(res, this.path, this.type, stats.size, parts);
        else this.sendWhole(res);
      });
      return;
    }
    this.sendWhole(res);
  }

  private sendWhole(res: Response): void {
    res.sendFile(this.path, { cacheControl: false, headers: { 'Content-Type': this.type } }, (error?: SendError) => {
      // An aborted download (the map moved on) arrives here too, with the answer already begun: nothing to add.
      if (!error || res.headersSent) return;
      const status = error.status ?? error.statusCode ?? 500;
      const message = status === 416 ? 'The requested byte range is outside the file.' : status === 404 ? 'The file cannot be read.' : 'The file could not be sent.';
      const body: ApiErrorBody = { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message };
      // The route's cache policy was set for the file; the error answer is JSON and not cached.
      res.removeHeader('Cache-Control');
      res.status(status).type('application/json').json(body);
    });
  }
}

/** Most ranges one request may ask for: what electron-updater asks for at once; more is answered with the whole file. */
const MAX_BYTE_RANGES = 1000;

/**
 * The ranges of a Range header, when they can be sent as one multipart answer: in ascending order and not
 * overlapping, so the parts together are never more than the file (a request for the same bytes many times over
 * would make a small request a large answer). Null otherwise: the whole file is sent, as HTTP allows.
 */
export function byteRanges(size: number, header: string): { start: number; end: number }[] | null {
  const parsed = rangeParser(size, header);
  if (!Array.isArray(parsed) || parsed.type !== 'bytes' || parsed.length < 2 || parsed.length > MAX_BYTE_RANGES) return null;
  for (let i = 1; i < parsed.length; i++) if (parsed[i]!.start <= parsed[i - 1]!.end) return null;
  return parsed.map(({ start, end }) => ({ start, end }));
}

/** A 206 multipart/byteranges answer, each part read from the file as it is sent. */
function sendByteRanges(res: Response, file: string, type: string, size: number, parts: { start: number; end: number }[]): void {
  const boundary = randomBytes(12).toString('hex');
  const heads = parts.map(
    ({ start, end }, i) => `${i === 0 ? '' : '\r\n'}--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${start}-${end}/${size}\r\n\r\n`,
  );
  const tail = `\r\n--${boundary}--\r\n`;
  const length = heads.reduce((sum, head) => sum + Buffer.byteLength(head), 0) + parts.reduce((sum, p) => sum + p.end - p.start + 1, 0) + tail.length;
  res.status(206);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', `multipart/byteranges; boundary=${boundary}`);
  res.setHeader('Content-Length', length);
  if (res.req.method === 'HEAD') return void res.end();
  async function* body(): AsyncGenerator<Buffer | string> {
    for (let i = 0; i < parts.length; i++) {
      yield heads[i]!;
      yield* fs.createReadStream(file, { start: parts[i]!.start, end: parts[i]!.end }) as AsyncIterable<Buffer>;
    }
    yield tail;
  }
  // A reader that leaves ends the pipeline and closes the file; nothing is left to answer by then.
  pipeline(Readable.from(body()), res).catch(() => res.destroy());
}

/**
 * Applies a route's cache policy and media type (from its route table entry) to its successful answer. Errors
 * never get them: a refused or failed request is not kept by a browser or proxy.
 */
@Injectable()
export class AnswerInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<RouteSpec | undefined>(ROUTE_SPEC, context.getHandler());
    if (route?.cache === undefined && route?.mediaType === undefined) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((answer: unknown) => {
        // A handler that answers by itself (the live event stream, a streamed download) has set its own headers.
        if (!res.headersSent) {
          if (route.cache !== undefined) res.setHeader('Cache-Control', CACHE_CONTROL[route.cache]);
          if (route.mediaType !== undefined) res.type(route.mediaType);
        }
        return answer;
      }),
    );
  }
}

/**
 * Nest's Express adapter, sending the answers above as they say; everything else (plain values, errors) as Nest
 * does.
 */
export class ApiExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof OutgoingAnswer)) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    body.send(response);
    return response;
  }
}

/** A signal that fires when the caller goes away before its answer was completely sent. */
export function callerGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * `@CallerGone() signal: AbortSignal`: callerGone's signal for a handler's own request, so a service can cancel a
 * query (a count the form has replaced) when nobody waits for its answer. Nothing is sent to a caller that is gone.
 */
export const CallerGone = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  callerGone(context.switchToHttp().getResponse<Response>()));

/** JSON media types: application/json, and any '+json' type (GeoJSON, problem details). */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Compression of every JSON answer of the API, for every client that accepts it (gzip, or brotli where the client
 * prefers it), by the `compression` middleware: a list of hundreds of rows is mostly repeated keys and shrinks to a
 * fifth or less. Answers that a cache already keeps compressed set their own Content-Encoding and are passed through
 * as they are; answers under 1 KB go out plain (the encoding would cost more than it saves). Only JSON: the live
 * event stream must reach the browser event by event (a compressor would hold events back until its buffer fills),
 * and a CSV download is streamed as PostgreSQL produces it.
 */
export function compressJsonAnswers(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (_req, res) => JSON_MEDIA_TYPE.test(String(res.getHeader('Content-Type') ?? '')),
  });
}
