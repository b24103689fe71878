import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@portal/contracts';
import type { Response } from 'express';

type SendError = Error & { status?: number; statusCode?: number };

/**
 * Sends a file from disk with HTTP range requests (206, Accept-Ranges, Content-Range), ETag and Last-Modified, as
 * clients that read a large archive piece by piece need. Errors become the API's JSON error answer with the status
 * Express gives them (404 for a file gone, 416 for a range outside it), never an HTML page.
 */
export function sendFileWithRanges(res: Response, file: string, contentType: string, cacheControl: string): void {
  res.sendFile(file, { cacheControl: false, headers: { 'Content-Type': contentType, 'Cache-Control': cacheControl } }, (error?: SendError) => {
    // An aborted download (the map moved on) arrives here too, with the answer already begun: nothing to add.
    if (!error || res.headersSent) return;
    const status = error.status ?? error.statusCode ?? 500;
    const message = status === 416 ? 'The requested byte range is outside the file.' : status === 404 ? 'The file cannot be read.' : 'The file could not be sent.';
    const body: ApiErrorBody = { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message };
    // The file's own headers were set before the error; the error answer is JSON and not cached.
    res.removeHeader('Cache-Control');
    res.status(status).type('application/json').json(body);
  });
}
