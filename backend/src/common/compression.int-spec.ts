import * as http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RunningApp } from '../bootstrap';
import { createScratchDatabase, type ScratchDatabase } from '../../test/database';
import { insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';

// Every JSON answer of the API goes out compressed to a client that accepts it, by one middleware: the encoding the
// client prefers, the same JSON once decoded, revalidation by ETag unchanged. Small answers and the clients that
// accept no encoding get plain JSON, and the live event stream is never compressed (a compressor would hold its
// events back). Read as raw bytes, so what is asserted is what went over the wire.

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('compressed answers', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let base: string;
  let stakeholder: string;
  let admin: string;

  /** A GET read as the bytes sent; `untilHeaders` stops at the headers (for a stream that does not end). */
  function get(path: string, headers: Record<string, string>, untilHeaders = false): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = http.get(`${base}${path}`, { headers }, (res) => {
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

  beforeAll(async () => {
    db = await createScratchDatabase('portal_compression');
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    await insertFixtureWorld(running.dataSource);
    stakeholder = await demoAccessToken(base, 'stakeholder');
    admin = await demoAccessToken(base, 'admin');
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('compresses a long JSON answer with the encoding the client accepts, to the same JSON', async () => {
    const plain = await get('/api/docs-json', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.body.toString('utf8')) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const gzipped = await get('/api/docs-json', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: expect.stringMatching(/Accept-Encoding/i) });
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(document);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 4);

    const brotli = await get('/api/docs-json', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(document);
  });

  it('compresses the answers of signed-in calls and keeps their revalidation', async () => {
    // Forty contacts: the administrators' list is then about 4 KB of JSON.
    for (let i = 1; i <= 40; i += 1) {
      await running.dataSource.query(
        `INSERT INTO contacts (contact_name, contact_address, contact_org) VALUES ($1, $2, 'Compression Test Org')`,
        [`Compression Contact ${i}`, `compression-${i}@example.org`],
      );
    }
    const auth = { authorization: `Bearer ${admin}` };
    const plain = await get('/api/list-contacts', { ...auth, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);
    const contacts = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(contacts.length).toBeGreaterThanOrEqual(40);

    const gzipped = await get('/api/list-contacts', { ...auth, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(contacts);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);

    // A client holding the answer revalidates it as before: 304, no body.
    expect(gzipped.headers.etag).toBeDefined();
    const again = await get('/api/list-contacts', { ...auth, 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends a short answer plain, whatever the client accepts', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'gzip, deflate, br' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: expect.any(String) });
  });

  it('never compresses the live event stream', async () => {
    const stream = await get('/api/live/events', { authorization: `Bearer ${stakeholder}`, 'accept-encoding': 'gzip, deflate, br' }, true);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
});
