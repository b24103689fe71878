import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/**
 * gzip off the event loop (libuv's thread pool): the answer caches compress an answer once when they keep it, and a
 * long answer would otherwise stall every other request while it is compressed.
 */
export const gzipAsync = promisify(gzip);
