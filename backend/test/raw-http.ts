import * as http from 'node:http';

/** An answer as the bytes that went over the wire: not decompressed, not parsed. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET of `url` read as the bytes sent (so a test sees the encoding and the size on the wire); `untilHeaders` stops
 * at the headers, for a stream that does not end.
 */
export function rawGet(url: string, headers: Record<string, string>, untilHeaders = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      if (untilHeaders) {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) });
        req.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}
