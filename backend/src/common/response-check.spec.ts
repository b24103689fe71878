import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { ResponseChecker } from '../../test/response-check';

const document = {
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } } } },
          404: { description: 'none', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        },
      },
    },
    '/api/things/icon.png': { get: { responses: { 200: { description: 'png', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } } } } },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['name', 'size'],
        additionalProperties: false,
        properties: {
          name: { type: 'string' }, size: { type: 'number', nullable: true },
          // A nullable named type, as the contracts' schemas write `Kind | null`.
          kind: { allOf: [{ $ref: '#/components/schemas/Kind' }], type: 'string', nullable: true },
        },
      },
      Kind: { type: 'string', enum: ['big', 'small'] },
    },
  },
} as unknown as OpenAPIObject;

/** A server that answers what the test sets, watched by a checker of the document above. */
function serve(answer: (url: string) => { status: number; type: string; body: Buffer | string; gzip?: boolean }) {
  const server: Server = createServer((req, res) => {
    const { status, type, body, gzip } = answer(req.url ?? '');
    // As Express does: headers set one by one, then the body.
    res.statusCode = status;
    res.setHeader('content-type', type);
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.end(gzip ? gzipSync(body) : body);
  });
  const checker = new ResponseChecker(document);
  checker.watch(server);
  return { server, checker };
}

describe('the integration tier\'s check of every answer against the API document', () => {
  it('accepts answers that match their operation\'s schema, media type and status', async () => {
    const { server, checker } = serve((url) =>
      url.endsWith('.png')
        ? { status: 200, type: 'image/png', body: Buffer.from([0x89, 0x50]) }
        : { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify([{ name: 'a', size: null, kind: null }, { name: 'b', size: 2, kind: 'big' }]), gzip: true },
    );
    await request(server).get('/api/things/1').expect(200);
    await request(server).get('/api/things/icon.png').expect(200);
    expect(() => checker.assertNone()).not.toThrow();
  });

  it('names the method, path, status and schema error of each answer that breaks the document', async () => {
    type Answer = { status: number; type: string; body: string; gzip?: boolean };
    // Compressed, as the map's large answers are: the check reads the body the client gets.
    let next: Answer = { status: 200, type: 'application/json', body: JSON.stringify([{ name: 'a', size: 1, extra: true }]), gzip: true };
    const { server, checker } = serve(() => next);
    await request(server).get('/api/things/7?x=1');
    next = { status: 418, type: 'application/json', body: '{}' };
    await request(server).get('/api/things/8');
    next = { status: 404, type: 'text/html', body: '<p>no</p>' };
    await request(server).get('/api/things/9');
    expect(() => checker.assertNone()).toThrow(
      /3 answer\(s\)[\s\S]*GET \/api\/things\/7\?x=1 → 200: body\/0 must NOT have additional properties[\s\S]*GET \/api\/things\/8 → 418: status 418 is not declared[\s\S]*GET \/api\/things\/9 → 404: answers text\/html/,
    );
    // Reported once: the next test file's app starts clean.
    expect(() => checker.assertNone()).not.toThrow();
  });
});
