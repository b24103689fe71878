import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { CachedAnswer } from '../../common/versioned-cache';
import { BoundedCache } from '../../common/bounded-cache';
import type { RenderedImage } from './map-images.service';

/** Images that never change under their URL (icons): a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated map data that changes only with a release (demo tiles, glyphs): thirty days. */
export const LONG_LIVED = 'public, max-age=2592000';
/** What configuration may change (styles, previews, the basemap list): five minutes, then revalidate. */
export const SHORT_LIVED = 'public, max-age=300';

/** Sends a PNG; Express answers 304 itself when If-None-Match carries the ETag. */
export function sendImage(res: Response, image: RenderedImage, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', image.etag);
  res.type('image/png').send(image.png);
}

const compressed = new BoundedCache<Buffer>(64);

/**
 * Sends a cached JSON answer gzip-compressed when the client accepts it. GeoJSON of thousands of features is
 * megabytes of repetitive text; each version is compressed once (keyed by its ETag), not per request.
 */
export function sendCachedJsonCompressed(req: Request, res: Response, answer: CachedAnswer, type = 'application/json'): void {
  res.setHeader('Cache-Control', SHORT_LIVED);
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.type(type);
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(compressed.getOrCreate(answer.etag, () => gzipSync(answer.json)));
  } else {
    res.send(answer.json);
  }
}
