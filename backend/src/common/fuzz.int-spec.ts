import * as http from 'node:http';
import fc from 'fast-check';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { cowInputRow, insertAll, insertRows, locationTypeRow } from '../../test/rows';

// Property-based fuzzing of every operation the OpenAPI document lists: malformed path parameters, query
// values and JSON bodies (NUL characters, lone surrogates, loose and overflowing numbers, deep nesting,
// prototype keys, wrong types, very long and odd Unicode strings), with an administrator's token, a bad
// token and none. Whatever arrives, the answer is never a 5xx and no table of the database changes.
//
// Budget: RUNS_PER_OPERATION generated requests per operation; 48 operations make about 7,200 requests,
// some 20 s on a 2-core machine (the tier's budget is two minutes). A failure names the operation and
// fast-check's shrunk request; replay it with the printed seed and path.

const RUNS_PER_OPERATION = 150;
/** Where the demo ids sit that a loose number parser would reach (0x147 is 327, 0o7 is 7, 1e2 is 100). */
const EXISTING_IDS = [1, 7, 100, 327];

type Schema = {
  $ref?: string; type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema;
  example?: unknown; enum?: unknown[]; nullable?: boolean; minimum?: number; maximum?: number;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema; example?: unknown };
type Operation = {
  parameters?: Parameter[]; security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

interface FuzzRequest {
  method: string;
  path: string;
  body?: Buffer;
  contentType?: string;
  auth: 'admin' | 'none' | 'garbage';
}

// ---------------------------------------------------------------------------------------------------------
// Generators of bad input. Text is JSON-encoded with JSON.stringify, which writes a lone surrogate as a
// \udXXX escape, so it reaches the server intact however the body is sent.

/** Texts that have broken a parser, a validator or a database somewhere. */
const ODD_TEXTS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\udca7x', '\u200B', '\u200B\u200C\u200D\u2060\uFEFF', '\u0301',
  '\u202Eevil', '\u00AD', '\u3164', 'Ω≈ç√', '𝕏𝔂', '💧', '\r\n', '\t', '%', '%00', '%zz', '..', '../../etc/passwd', '\\',
  "'; DROP TABLE contacts;--", '<script>alert(1)</script>', '${7*7}', 'null', 'undefined', 'true', 'NaN', 'Infinity', '-Infinity',
  '0x147', '0X147', '0o7', '0b1', ' 1', '1 ', '+1', '1.', '1.0', '1e2', '.1e1', '-1', '0', '-0', '00001', '2147483647', '2147483648',
  '-2147483649', '9'.repeat(30), '1.5', '1,5', '١٢٣', '１２', '1_000', '__proto__', 'constructor', 'prototype', 'toString', 'valueOf',
];
/** Path and query ids that are never a valid id, however a loose parser reads them. */
const BAD_ID_TEXTS = [
  '0x147', '0X147', '0o7', '0b1', ' 1', '1 ', '+1', '1.', '1.0', '1e2', '.1e1', '\t1', '-1', '-0', '0', '2147483648', '99999999999999999999',
  '1.5', 'NaN', 'Infinity', 'abc', '١', '１', '1\u0000', '\u0000', '\ud800', '__proto__', '',
];

const unsafeChar = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
const text: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.tuple(fc.string({ maxLength: 10 }), unsafeChar, fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b), weight: 2 },
  { arbitrary: fc.integer({ min: 201, max: 20_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 3_000 }).map((n) => '\u200B'.repeat(n)), weight: 1 },
  { arbitrary: fc.oneof(fc.integer(), fc.double()).map(String), weight: 1 },
  { arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String), weight: 1 },
);

/** Nested containers `levels` deep, as JSON text (beyond any validator's recursion). */
const deepJson = fc.tuple(fc.integer({ min: 33, max: 3_000 }), fc.constantFrom('[', '{"a":')).map(([levels, open]) =>
  open.repeat(levels) + '1' + (open === '[' ? ']' : '}').repeat(levels),
);
/** Objects whose keys reach prototype machinery. */
const protoJson = fc.constantFrom(
  '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '{"prototype":null}', '{"constructor":"x"}', '{"__proto__":null}',
  '[{"constructor":{"name":"Object"}}]',
);
/** JSON values, as text, that are wrong for every field: no validator may throw on them or let them through. */
const poisonJson: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 10 }), unsafeChar).map(([s, c]) => JSON.stringify(s + c)),
  deepJson,
  protoJson,
);
const numberJson = fc.oneof(
  fc.constantFrom('0', '-1', '1', '2147483647', '2147483648', '-2147483649', '1e308', '-1e308', '5e-324', '1.5', '1e400', '-0', '1E2',
    '9007199254740993', '123456789012345678901234567890'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => JSON.stringify(d)),
  fc.integer().map(String),
);
const hugeArrayJson = fc.tuple(fc.integer({ min: 501, max: 30_000 }), fc.constantFrom('1', '"x"', 'null', '{}')).map(
  ([n, item]) => `[${Array.from({ length: n }, () => item).join(',')}]`,
);
/** Any JSON value, as text, mostly bad. */
const anyJson: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: text.map((s) => JSON.stringify(s)), weight: 4 },
  { arbitrary: numberJson, weight: 3 },
  { arbitrary: fc.constantFrom('true', 'false', 'null', '[]', '{}', '[null]', '{"":0}', '[[]]', '"1"', '[1,"1",null]'), weight: 2 },
  { arbitrary: poisonJson, weight: 2 },
  { arbitrary: hugeArrayJson, weight: 1 },
  { arbitrary: fc.json({ maxDepth: 3 }), weight: 2 },
);

const objectJson = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** Extra keys a body must not have: prototype keys, unknown names, odd text. */
const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'is_admin', '', 'x\u0000', '\ud800'), fc.string({ maxLength: 12 }));

// ---------------------------------------------------------------------------------------------------------
// Building requests from the document.

/** Percent-encodes any text into a request target; a lone surrogate goes as the (invalid) UTF-8 of its code unit. */
function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** Raw tokens a path or query may carry that no encoder produces: bad escapes and overlong UTF-8. */
const RAW_TARGET_TOKENS = ['%', '%zz', '%C0%80', '%ED%A0%80', '%FF', '%E2%80', '..', '%2e%2e', '+1'];

/** Integers just beyond the database's: they pass a check for "an integer" and overflow the column. */
const OVERFLOWING = ['2147483648', '-2147483649', '4294967296', '9223372036854775808', '99999999999999999999'];

/** A URL longer than Node's header limit is a 431 before any route: keep most of them within it. */
const fitsUrl = (s: string) => s.length < 2_000;

const pathValue = (example: unknown, badOnly: boolean): fc.Arbitrary<string> => {
  // Never plain digits: with `badOnly` this must be a bad id for sure (a write with it must write nothing).
  const bad = fc.oneof(
    { arbitrary: fc.constantFrom(...BAD_ID_TEXTS).map(encode), weight: 4 },
    { arbitrary: text.filter((s) => s.length > 0 && !/^[0-9]+$/.test(s)).map(encode).filter(fitsUrl), weight: 3 },
    { arbitrary: fc.constantFrom(...RAW_TARGET_TOKENS), weight: 1 },
  );
  if (badOnly) return bad;
  return fc.oneof(
    { arbitrary: bad, weight: 3 },
    { arbitrary: fc.constantFrom(...OVERFLOWING), weight: 1 },
    { arbitrary: fc.constant(encode(String(example ?? '1'))), weight: 1 },
  );
};

const queryValue = (example: unknown): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: text.map(encode).filter(fitsUrl), weight: 4 },
    { arbitrary: fc.constantFrom(...BAD_ID_TEXTS).map(encode), weight: 2 },
    { arbitrary: fc.constantFrom(...OVERFLOWING), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_TARGET_TOKENS), weight: 1 },
    { arbitrary: fc.constant(''), weight: 1 },
    { arbitrary: fc.constant(example === undefined ? '1' : encode(String(example))), weight: 2 },
  );

function resolve(doc: OpenApi, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.split('/').pop()!];
}

/** A value for one property: its documented example (so other fields get looked at), a bad one, or nothing. */
function propertyJson(schema: Schema): fc.Arbitrary<string | undefined> {
  const example = schema.example !== undefined ? JSON.stringify(schema.example) : undefined;
  return fc.oneof(
    { arbitrary: anyJson, weight: 4 },
    { arbitrary: fc.constant(example ?? 'null'), weight: 3 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** An object shaped like the schema, its values mostly bad, with extra keys now and then; `poisoned` adds a surely-bad entry. */
function objectBody(doc: OpenApi, schema: Schema, poisoned: boolean): fc.Arbitrary<string> {
  const props = Object.entries(schema.properties ?? {}).map(([name, s]) => propertyJson(resolve(doc, s) ?? {}).map((v) => [name, v] as const));
  const poison = poisoned
    ? fc.tuple(fc.oneof(extraKey, fc.constantFrom('x', ...Object.keys(schema.properties ?? {}))), poisonJson).map((e) => [e])
    : fc.constant([] as [string, string][]);
  return fc.tuple(fc.tuple(...props), fc.array(fc.tuple(extraKey, anyJson), { maxLength: 2 }), poison).map(([values, extra, bad]) => {
    const entries = values.filter((e): e is readonly [string, string] => e[1] !== undefined).map(([k, v]) => [k, v] as [string, string]);
    const badKeys = new Set(bad.map(([k]) => k));
    return objectJson([...entries.filter(([k]) => !badKeys.has(k)), ...extra, ...bad]);
  });
}

/** A whole body that is no object of the expected shape: wrong JSON types, deep nesting, prototype keys or no JSON at all. */
const wholeBadBody: fc.Arbitrary<string> = fc.oneof(
  anyJson,
  deepJson,
  protoJson,
  fc.constantFrom('{', '{"a":', '[1,', '"\\ud800"', 'nul', '{"a":1}{"b":2}', '\u0000', '{"a":"\u0000"}'),
  fc.string({ unit: 'binary', maxLength: 50 }),
);

function bodyArb(doc: OpenApi, op: Operation, poisoned: boolean): fc.Arbitrary<string> {
  const schema = resolve(doc, op.requestBody?.content?.['application/json']?.schema);
  if (schema?.type === 'array') {
    const item = resolve(doc, schema.items) ?? {};
    const items = fc.array(objectBody(doc, item, false), { maxLength: 3 });
    const badItem = fc.oneof(objectBody(doc, item, true), anyJson.filter((j) => !j.startsWith('{')));
    if (poisoned) return fc.tuple(items, badItem).map(([good, bad]) => `[${[...good, bad].join(',')}]`);
    return fc.oneof({ arbitrary: items.map((xs) => `[${xs.join(',')}]`), weight: 2 }, { arbitrary: wholeBadBody, weight: 1 });
  }
  const object = objectBody(doc, schema ?? {}, poisoned);
  if (poisoned) return object;
  return fc.oneof({ arbitrary: object, weight: 3 }, { arbitrary: wholeBadBody, weight: 1 });
}

const BODY_TYPES = ['application/json', 'application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined];

/**
 * Requests for one operation. A request that could write (not a GET, with the administrator's token) always
 * carries one part that is bad by construction (a bad id in the path, or a poisoned body), so "no table
 * changed" holds whichever valid-looking parts come with it. Requests without a valid token, and GETs, are
 * fuzzed freely.
 */
function requestArb(doc: OpenApi, template: string, method: string, op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path' && template.includes(`{${p.name}}`));
  const queryParams = params.filter((p) => p.in === 'query');
  const hasBody = op.requestBody !== undefined;
  const spots = [...(hasBody ? ['body'] : []), ...(pathParams.length ? ['path'] : [])];
  const auth = fc.oneof(
    { arbitrary: fc.constant('admin' as const), weight: 6 },
    { arbitrary: fc.constant('none' as const), weight: 2 },
    { arbitrary: fc.constant('garbage' as const), weight: 1 },
  );
  const poisonSpot = (a: FuzzRequest['auth']) =>
    method !== 'get' && a === 'admin' && spots.length ? fc.constantFrom(...spots) : fc.constant('none');
  return auth.chain((a) => poisonSpot(a).map((spot) => [a, spot] as const)).chain(([a, spot]) => {
    const path = fc.tuple(...pathParams.map((p) => pathValue(p.example ?? p.schema?.example, spot === 'path'))).map((values) =>
      pathParams.reduce((t, p, i) => t.replace(`{${p.name}}`, values[i]), template),
    );
    const known = queryParams.map((p) => fc.option(queryValue(p.example ?? p.schema?.example), { nil: undefined }).map((v) => [p.name, v] as const));
    const extraQuery = fc.array(fc.tuple(fc.oneof(extraKey, fc.constantFrom('x', ...queryParams.map((p) => p.name))), queryValue(undefined)), { maxLength: 2 });
    const query = fc.tuple(fc.tuple(...known), extraQuery).map(([declared, extra]) =>
      [...declared.filter(([, v]) => v !== undefined), ...extra.map(([k, v]) => [encode(k), v] as const)].map(([k, v]) => `${k}=${v}`).join('&'));
    const body = method === 'get'
      ? fc.constant(undefined)
      : spot === 'body' ? bodyArb(doc, op, true) : fc.option(bodyArb(doc, op, false), { nil: undefined, freq: 4 });
    const contentType = spot === 'body' ? fc.constant('application/json') : fc.constantFrom(...BODY_TYPES);
    return fc.record({ path, query, body, contentType }).map(({ path: p, query: q, body: b, contentType: ct }) => ({
      method: method.toUpperCase(),
      path: q ? `${p}?${q}` : p,
      body: b === undefined ? undefined : Buffer.from(b, 'utf8'),
      contentType: b === undefined ? undefined : ct,
      auth: a,
    }));
  });
}

// ---------------------------------------------------------------------------------------------------------

describe('fuzzing every route with bad input', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let base: string;
  let admin: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  /** Sends a request exactly as built (no client-side normalising of the target); answers status and body text. */
  function send(req: FuzzRequest): Promise<{ status: number; body: string }> {
    const url = new URL(base);
    const headers: Record<string, string | number> = {};
    if (req.auth === 'admin') headers.authorization = `Bearer ${admin}`;
    if (req.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
    if (req.body) {
      headers['content-length'] = req.body.length;
      if (req.contentType) headers['content-type'] = req.contentType;
    }
    return new Promise((resolve, reject) => {
      const r = http.request({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent }, (res) => {
        // An event stream (the live push) never ends by itself: its status is the answer; close it.
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          resolve({ status: res.statusCode ?? 0, body: '' });
          res.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) }));
        res.on('error', reject);
      });
      r.on('error', reject);
      r.end(req.body);
    });
  }

  beforeAll(async () => {
    db = await createScratchDatabase('portal_fuzz');
    ({ running, base } = await startTestAppWithSignIn({
      DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    }));
    admin = await demoAccessToken(base, 'admin');
    const q = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
    await insertFixtureWorld(running.dataSource);
    await insertAll(running.dataSource, [locationTypeRow({ ndx: 902, name: 'Reservoir', color: '#6A3D9A' })]);
    await q(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (197, 'STAGEARCO', 'Stagecoach Reservoir', 902)`);
    for (const id of EXISTING_IDS) {
      await q(`INSERT INTO contacts (contact_ndx, contact_name, contact_address, contact_org) VALUES ($1, $2, $3, 'Org')`, [id, `Contact ${id}`, `c${id}@example.org`]);
      await q(`INSERT INTO contact_groups (group_ndx, group_desc) VALUES ($1, $2)`, [id, `Group ${id}`]);
      await insertAll(running.dataSource, [cowInputRow({ ndx: id, name: `Account ${id}`, color: '#2CA02C', reservoir: 197 })]);
    }
    await insertRows(running.dataSource, 'assoc_contacts_groups', [{ group_ndx: 7, contact_ndx: 327 }]);
    await q(`SELECT setval('contacts_contact_ndx_seq', 1000), setval('contact_groups_group_ndx_seq', 1000)`);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await running?.close();
    await db?.drop();
  });

  it('never answers 5xx and changes no table, whatever arrives', async () => {
    const doc = (await (await fetch(`${base}/api/docs-json`)).json()) as OpenApi;
    const operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods).filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map(([method, op]) => ({ template, method, op })));
    expect(operations.length).toBeGreaterThan(40);

    const failures: string[] = [];
    let sent = 0;
    for (const { template, method, op } of operations) {
      const before = await publicTablesState(running.dataSource);
      const result = await fc.check(
        fc.asyncProperty(requestArb(doc, template, method, op), async (req) => {
          sent++;
          const res = await send(req);
          if (res.status >= 500) {
            const body = req.body ? ` ${req.body.subarray(0, 300).toString('utf8')}` : '';
            throw new Error(`${req.method} ${req.path} (${req.auth}, ${req.contentType ?? 'no body'}${body}) answered ${res.status}: ${res.body}`);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      const operation = `${method.toUpperCase()} ${template}`;
      if (result.failed) failures.push(`${operation} (seed ${result.seed}, path ${result.counterexamplePath}): ${String(result.errorInstance)}`);
      const after = await publicTablesState(running.dataSource);
      const changed = Object.keys(before).filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
      if (changed.length) failures.push(`${operation} changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_OPERATION);
  }, 300_000);
});
