import { match } from 'path-to-regexp';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ROUTES } from '@portal/contracts';
import { importEsm } from '../auth/embedded/esm-import';
import type { RunningApp } from '../bootstrap';
import { ACCESS_EXTENSION } from './openapi';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';

type RedoclyCore = typeof import('@redocly/openapi-core');
type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** Every operation of the document, with a concrete URL (each path parameter set to 1). */
function operationsOf(document: OpenAPIObject) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'delete', 'patch'] as Method[]).flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, url: path.replace(/\{[^}]+\}/g, '1'), operation }] : [];
    }),
  );
}

describe('the OpenAPI document at /api/docs-json', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let document: OpenAPIObject;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_openapi');
    ({ running } = await startTestApp({
      DATABASE_URL: db.url,
      // This file sends two requests to every route; the budgets are not what it tests.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    }));
    http = running.app.getHttpServer();
    document = (await request(http).get('/api/docs-json').expect(200)).body;
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('passes Redocly lint (recommended rules) with no errors', async () => {
    const redocly = await importEsm<RedoclyCore>('@redocly/openapi-core');
    const problems = await redocly.lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await redocly.createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('names every operation readably and uniquely after its route', () => {
    const ids = operationsOf(document).map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|delete|patch)[A-Z][A-Za-z0-9]*$/);
    expect(document.paths['/api/list-contacts/{contact_ndx}'].put?.operationId).toBe('putListContactsByContactNdx');
  });

  it("names each route table entry's operation after its key, with the table's access level", () => {
    const served = operationsOf(document).filter((o) => !o.path.startsWith('/api/auth-probe'));
    const fromTable = Object.entries(ROUTES).map(([name, route]) => ({
      name,
      key: `${route.method.toLowerCase()} /api/${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
      access: route.access,
    }));
    const inDocument = served.map((o) => ({
      name: o.operation.operationId,
      key: `${o.method} ${o.path}`,
      access: (o.operation as unknown as Record<string, unknown>)[ACCESS_EXTENSION],
    }));
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(inDocument.sort(byKey)).toEqual(fromTable.sort(byKey));
  });

  it('declares a 400 wherever a route takes input, and the rate limit and outage answers everywhere but health', () => {
    for (const { path, operation } of operationsOf(document)) {
      const takesInput = Boolean(operation.parameters?.length || operation.requestBody);
      expect({ path, has400: '400' in operation.responses }).toEqual({ path, has400: takesInput || '400' in operation.responses });
      expect({ path, has503: '503' in operation.responses }).toEqual({ path, has503: true });
      if (!path.startsWith('/api/health')) expect({ path, has429: '429' in operation.responses }).toEqual({ path, has429: true });
    }
  });

  // The document's security must be what the guard does: no token needed where it declares none, a token
  // optional where it lists the anonymous alternative, required where it lists only the bearer scheme.
  it("states each route's security as the access guard enforces it", async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const mismatches: string[] = [];
    for (const { method, path, url, operation } of operations) {
      const security = operation.security ?? [];
      const anonymous = (await request(http)[method](url)).status;
      const forged = (await request(http)[method](url).set('Authorization', 'Bearer not-a-token')).status;
      const expected =
        security.length === 0
          ? { anonymous: 'answered', forged: 'answered' }
          : security.length === 2 && Object.keys(security[0]).length === 0
            ? { anonymous: 'answered', forged: 401 }
            : { anonymous: 401, forged: 401 };
      const seen = {
        anonymous: anonymous === 401 ? 401 : 'answered',
        forged: forged === 401 ? 401 : 'answered',
      };
      if (JSON.stringify(seen) !== JSON.stringify(expected)) {
        mismatches.push(`${method.toUpperCase()} ${path}: document says ${JSON.stringify(security)}, guard answered ${anonymous}/${forged}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers a method a documented path does not take with 405 and the methods it does take in Allow', async () => {
    const wrong: string[] = [];
    const methods: Method[] = ['get', 'put', 'post', 'delete', 'patch'];
    const templates = Object.keys(document.paths).map((path) => ({ path, matches: match(path.replace(/\{([^}]+)\}/g, ':$1')) }));
    for (const [path, item] of Object.entries(document.paths)) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      // A URL another path also matches takes that path's methods too (GET /api/imports/upload is the run "upload").
      const others = templates.filter((t) => t.path !== path && t.matches(url)).map((t) => document.paths[t.path]);
      const taken = methods.filter((m) => item[m] || others.some((o) => o[m]));
      const untaken = methods.find((m) => !taken.includes(m));
      if (!untaken) continue;
      const res = await request(http)[untaken](url);
      const allow = (res.headers.allow ?? '').split(/,\s*/).filter((m: string) => m !== 'HEAD').sort();
      const seen = { status: res.status, allow, error: res.body.error };
      const expected = { status: 405, allow: taken.map((m) => m.toUpperCase()).sort(), error: 'Method Not Allowed' };
      if (JSON.stringify(seen) !== JSON.stringify(expected)) wrong.push(`${untaken.toUpperCase()} ${url}: ${JSON.stringify(seen)}`);
    }
    expect(wrong).toEqual([]);
    // An unknown path is still a 404.
    await request(http).delete('/api/no-such-route').expect(404);
  });

  it('answers a JSON body sent as text/plain with 415, before looking at who asks (but after a logger key)', async () => {
    const wrong: string[] = [];
    for (const { method, path, url, operation } of operationsOf(document)) {
      const body = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : {};
      if (!body['application/json']) continue;
      const res = await request(http)[method](url).set('content-type', 'text/plain').send('{}');
      // A data logger's key is checked before anything reads the body: without one the answer is 401, whatever it sent.
      const expected = operation.security?.some((s) => 'loggerKey' in s) ? 401 : 415;
      if (res.status !== expected || res.body.statusCode !== expected) wrong.push(`${method.toUpperCase()} ${path}: ${res.status}`);
      expect(operation.responses).toHaveProperty('415');
    }
    expect(wrong).toEqual([]);
    // The same route with JSON is not refused for its media type.
    const json = await request(http).post('/api/query-and-download/count-data').send({});
    expect(json.status).toBe(400);
  });

  it('declares no authorization header parameter on the live push: the bearer scheme says how the token goes', () => {
    const live = document.paths['/api/live/events'].get!;
    expect(live.security).toEqual([{ bearer: [] }]);
    const headers = (live.parameters ?? []).filter((p) => 'in' in p && p.in === 'header');
    expect(headers).toEqual([]);
    // Nor does any other operation.
    for (const { path, operation } of operationsOf(document)) {
      const named = (operation.parameters ?? []).filter((p) => 'name' in p && p.name.toLowerCase() === 'authorization');
      expect({ path, named }).toEqual({ path, named: [] });
    }
  });

  it('documents the tool inventory without a path parameter its path lacks', () => {
    const plain = document.paths['/api/stakeholder-tools-inventory-with-sizing'].get;
    expect(plain?.parameters ?? []).toEqual([]);
    const byCategory = document.paths['/api/stakeholder-tools-inventory-with-sizing/{ndx}'].get;
    expect(byCategory?.parameters?.map((p) => ('name' in p ? p.name : p.$ref))).toEqual(['ndx']);
  });

  it('states the types and bounds the validation enforces', () => {
    const param = (path: string, method: Method, name: string) =>
      (document.paths[path][method]?.parameters ?? []).find((p) => 'name' in p && p.name === name) as { schema?: Record<string, unknown> } | undefined;
    expect(param('/api/stations-list', 'get', 'reg_group_ndx')?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
    expect(param('/api/list-contacts/{contact_ndx}', 'put', 'contact_ndx')?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
    const schemas = document.components?.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    const contactName = Object.values(schemas).find((s) => s.properties?.contact_name)?.properties.contact_name;
    expect(contactName).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });
    // No parameter anywhere is a bare `number` when its validation only takes integers.
    for (const { path, operation } of operationsOf(document)) {
      for (const p of operation.parameters ?? []) {
        if (!('name' in p) || !/(_ndx|Index|Number)$/.test(p.name)) continue;
        expect({ path, name: p.name, type: (p.schema as { type?: string }).type }).toEqual({ path, name: p.name, type: 'integer' });
      }
    }
  });
});
