import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import type { CachedAnswer } from './versioned-cache';

// How the API's answers go out over HTTP: cache lifetimes, ETags, compression. Services build answers; controllers
// send them with these.

/** Images that never change under their URL (icons): a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated map data that changes only with a release (demo tiles, glyphs): thirty days. */
export const LONG_LIVED = 'public, max-age=2592000';
/** What configuration may change (styles, previews, the basemap list): five minutes, then revalidate. */
export const SHORT_LIVED = 'public, max-age=300';

/** A rendered PNG and the ETag of its content. */
interface PngImage {
  png: Buffer;
  etag: string;
}

/** Sends a PNG; Express answers 304 itself when If-None-Match carries the ETag. */
export function sendImage(res: Response, image: PngImage, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', image.etag);
  res.type('image/png').send(image.png);
}

/**
 * Sends a cached answer with its ETag (so Express does not hash the body per request, and answers 304 itself when
 * If-None-Match carries it). A long answer has a gzip copy, made once when the versioned cache built it: a client
 * that accepts gzip gets that copy, which the compression middleware passes through as it is, instead of compressing
 * the text again on every request.
 */
function sendCachedAnswer(req: Request, res: Response, answer: CachedAnswer): void {
  res.setHeader('ETag', answer.etag);
  if (answer.gzip === undefined) {
    res.send(answer.json);
    return;
  }
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(answer.gzip);
  } else {
    res.send(answer.json);
  }
}

/**
 * Sends a cached answer as JSON (or another JSON type: GeoJSON of thousands of features is megabytes of repetitive
 * text). Browsers reuse it for 5 minutes, then revalidate by its ETag, so a client gets no body again until the data
 * changes.
 */
export function sendCachedJson(res: Response, answer: CachedAnswer, type = 'application/json'): void {
  res.setHeader('Cache-Control', SHORT_LIVED);
  res.type(type);
  sendCachedAnswer(res.req, res, answer);
}

/**
 * Sends an answer that a client must not keep (telemetry dashboards: the live push asks again when data changes,
 * and an answer kept by a browser or proxy would hide that change). A cached answer goes out as sendCachedJson's
 * does; an answer built for this request alone (a string) goes out as it is.
 */
export function sendUnstoredJson(req: Request, res: Response, answer: CachedAnswer | string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.type('application/json');
  if (typeof answer === 'string') res.send(answer);
  else sendCachedAnswer(req, res, answer);
}

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
