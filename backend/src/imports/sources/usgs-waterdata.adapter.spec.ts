import type { FetchedPage, FetchOptions, SourceRow } from '../source-row';
import { ImportFormatError } from '../source-row';
import { type SeenRequest, sendJson, startServer, type TestServer } from './test-server';
import { UsgsWaterDataAdapter } from './usgs-waterdata.adapter';

const fetchOptions: FetchOptions = { sites: ['USGS-09239500'], start: '2026-01-01', end: null, modifiedSince: null };
const fast = { backoffMs: 10, maxRetries: 3, timeoutMs: 2000 };

function dailyFeature(id: string, time: string, value: string | null, extra: Record<string, unknown> = {}) {
  return {
    type: 'Feature', id, geometry: null,
    properties: {
      id, time_series_id: 'ts-1', monitoring_location_id: 'USGS-09239500', parameter_code: '00060', statistic_id: '00003',
      time, value, unit_of_measure: 'ft^3/s', approval_status: 'Approved', qualifier: null, last_modified: '2026-02-01T10:00:00+00:00', ...extra,
    },
  };
}

const site = {
  type: 'Feature', id: 'USGS-09239500', geometry: { type: 'Point', coordinates: [-106.8317, 40.4836] },
  properties: { monitoring_location_name: 'YAMPA RIVER AT STEAMBOAT SPRINGS, CO', site_type: 'Stream', site_type_code: 'ST' },
};

async function collect(adapter: UsgsWaterDataAdapter, options: FetchOptions = fetchOptions): Promise<FetchedPage[]> {
  const pages: FetchedPage[] = [];
  for await (const page of adapter.fetch(options)) pages.push(page);
  return pages;
}

async function failure(adapter: UsgsWaterDataAdapter): Promise<{ error: Error; pages: number }> {
  let pages = 0;
  try {
    for await (const _ of adapter.fetch(fetchOptions)) pages++;
  } catch (error) {
    return { error: error as Error, pages };
  }
  throw new Error('the fetch did not fail');
}

const itemsRequests = (server: TestServer) => server.requests.filter((r: SeenRequest) => r.url.pathname.endsWith('/items') && !r.url.pathname.includes('monitoring-locations'));

describe('UsgsWaterDataAdapter', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('follows the next links page by page, sends the API key in its header, and asks only for what changed', async () => {
    server = await startServer((req, res, s) => {
      if (req.url.pathname === '/ogcapi/v0/collections/monitoring-locations/items/USGS-09239500') return sendJson(res, 200, site);
      const page = Number(req.url.searchParams.get('page') ?? '1');
      const features = page === 1
        ? [dailyFeature('a1', '2026-01-15', '52.0', { qualifier: ['ICE', 'ESTIMATED'] }), dailyFeature('a2', '2026-07-15', null)]
        : page === 2
          ? [dailyFeature('b1', '2026-07-16', '400', { approval_status: 'Provisional', last_modified: '2026-07-17T06:00:00+00:00' })]
          : [dailyFeature('c1', '2026-07-17', 'NaN')];
      const links = page < 3 ? [{ rel: 'next', href: `${s.base}/ogcapi/v0/collections/daily/items?page=${page + 1}` }] : [];
      sendJson(res, 200, { type: 'FeatureCollection', features, links, numberReturned: features.length });
    });
    const adapter = new UsgsWaterDataAdapter('usgs-daily', { baseUrl: `${server.base}/ogcapi/v0/`, apiKey: 'secret-key', pageSize: 2, http: fast });
    const pages = await collect(adapter, { ...fetchOptions, modifiedSince: '2026-01-31T00:00:00Z' });

    expect(pages).toHaveLength(3);
    const rows = pages.flatMap((p) => p.items).filter((i): i is { row: SourceRow } => 'row' in i).map((i) => i.row);
    expect(rows[0]).toEqual({
      ref: 'a1', locationCode: 'USGS-09239500', sourceCode: '00060', qualifier: '00003', unit: 'ft^3/s', timestamp: '2026-01-15T00:00:00-07:00',
      value: 52, nondetect: false, detectionLimit: null, remark: 'ICE:ESTIMATED', approval: 'approved', kind: 'daily',
      site: { name: 'YAMPA RIVER AT STEAMBOAT SPRINGS, CO', latitude: 40.4836, longitude: -106.8317, siteType: 'Stream' },
    });
    // a2 has no value: no reading.
    expect(rows.map((r) => [r.ref, r.timestamp, r.approval])).toEqual([
      ['a1', '2026-01-15T00:00:00-07:00', 'approved'],
      ['b1', '2026-07-16T00:00:00-06:00', 'provisional'],
    ]);
    expect(pages[2].items).toEqual([{ rejection: { ref: 'c1', field: 'value', message: "'NaN' is not a finite number" } }]);
    expect(pages.map((p) => p.lastModified)).toEqual(['2026-02-01T10:00:00+00:00', '2026-07-17T06:00:00+00:00', '2026-02-01T10:00:00+00:00']);

    const first = itemsRequests(server)[0].url;
    expect(first.pathname).toBe('/ogcapi/v0/collections/daily/items');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      f: 'json', monitoring_location_id: 'USGS-09239500', limit: '2', skipGeometry: 'true', time: '2026-01-01/..', last_modified: '2026-01-31T00:00:00Z/..',
    });
    expect(server.requests.every((r) => r.headers['x-api-key'] === 'secret-key' && !r.url.search.includes('secret-key'))).toBe(true);
    expect(itemsRequests(server).map((r) => r.url.searchParams.get('page'))).toEqual([null, '2', '3']);
  });

  it('waits as a 429 asks (Retry-After: 1), retries a 500, and reads continuous values with their offsets', async () => {
    let calls = 0;
    server = await startServer((req, res) => {
      if (req.url.pathname.includes('monitoring-locations')) return sendJson(res, 404, { code: 'NotFound' });
      calls++;
      if (calls === 1) return sendJson(res, 429, { error: 'OVER_RATE_LIMIT' }, { 'Retry-After': '1' });
      if (calls === 2) return sendJson(res, 500, 'Internal Server Error');
      sendJson(res, 200, {
        type: 'FeatureCollection', links: [],
        features: [
          { type: 'Feature', id: 'c-1', properties: { monitoring_location_id: 'USGS-09239500', parameter_code: '00065', statistic_id: '00011', time: '2026-03-08T09:00:00+00:00', value: '2.31', unit_of_measure: 'ft', approval_status: 'Provisional', qualifier: null } },
          { type: 'Feature', id: 'c-2', properties: { monitoring_location_id: 'USGS-09239500', parameter_code: '00065', time: '2026-03-08T09:15:00', value: '2.30', unit_of_measure: 'ft' } },
        ],
      });
    });
    const adapter = new UsgsWaterDataAdapter('usgs-continuous', { baseUrl: `${server.base}/ogcapi/v0`, http: fast });
    const started = Date.now();
    const pages = await collect(adapter, { ...fetchOptions, start: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls).toBe(3);
    expect(pages[0].items).toEqual([
      { row: expect.objectContaining({ ref: 'c-1', qualifier: '00011', timestamp: '2026-03-08T09:00:00+00:00', value: 2.31, kind: 'telemetry', approval: 'provisional' }) },
      { rejection: { ref: 'c-2', field: 'time', message: expect.stringContaining('has no time zone offset') } },
    ]);
    expect('site' in (pages[0].items[0] as { row: SourceRow }).row).toBe(false);
    expect(itemsRequests(server)[0].url.pathname).toBe('/ogcapi/v0/collections/continuous/items');
    expect(itemsRequests(server)[0].url.searchParams.has('time')).toBe(false);
    expect(server.requests[0].headers['x-api-key']).toBeUndefined();
  });

  it('fails the run cleanly on a malformed page, after the pages before it', async () => {
    server = await startServer((req, res, s) => {
      if (req.url.pathname.includes('monitoring-locations')) return sendJson(res, 404, {});
      if (req.url.searchParams.get('page') === '2') return sendJson(res, 200, { type: 'FeatureCollection', features: { not: 'a list' } });
      sendJson(res, 200, { type: 'FeatureCollection', features: [dailyFeature('a1', '2026-01-15', '1')], links: [{ rel: 'next', href: `${s.base}/ogcapi/v0/collections/daily/items?page=2` }] });
    });
    const { error, pages } = await failure(new UsgsWaterDataAdapter('usgs-daily', { baseUrl: `${server.base}/ogcapi/v0`, http: fast }));
    expect(pages).toBe(1);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error.message).toBe('page 2 of USGS-09239500 daily: the answer has no features list');
  });

  it('fails on an answer that is not JSON, a 500 that persists, a Retry-After too long, and a next link elsewhere', async () => {
    let mode = 'html';
    server = await startServer((req, res) => {
      if (req.url.pathname.includes('monitoring-locations')) return sendJson(res, 404, {});
      if (mode === 'html') return sendJson(res, 200, '<html>maintenance</html>');
      if (mode === '500') return sendJson(res, 503, 'down');
      if (mode === '429') return sendJson(res, 429, {}, { 'Retry-After': '3600' });
      sendJson(res, 200, { features: [], links: [{ rel: 'next', href: 'https://elsewhere.example/items?page=2' }] });
    });
    const adapter = new UsgsWaterDataAdapter('usgs-daily', { baseUrl: `${server.base}/ogcapi/v0`, apiKey: 'k', http: fast });
    expect((await failure(adapter)).error.message).toMatch(/^page 1 of USGS-09239500 daily: the answer from .* is not JSON: <html>maintenance<\/html>$/);
    mode = '500';
    const before = server.requests.length;
    expect((await failure(adapter)).error.message).toMatch(/the service answered 503 to .* 4 times: down$/);
    expect(server.requests.length - before).toBe(1 + 4);
    mode = '429';
    const started = Date.now();
    expect((await failure(adapter)).error.message).toContain('asks to wait 3600 s, more than the 120 s this run waits');
    expect(Date.now() - started).toBeLessThan(1000);
    mode = 'elsewhere';
    expect((await failure(adapter)).error.message).toBe('page 1 of USGS-09239500 daily: the next link leads to https://elsewhere.example, not to the service at ' + server.base);
  });

  it('gives up on a request that does not answer in time', async () => {
    server = await startServer(() => undefined);
    const adapter = new UsgsWaterDataAdapter('usgs-daily', { baseUrl: server.base, http: { timeoutMs: 200, maxRetries: 1, backoffMs: 10 } });
    const { error } = await failure(adapter);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error.message).toMatch(/^monitoring location USGS-09239500: no answer within 0.2 s from .* after 2 tries$/);
  });

  it('stops waiting when the run is cancelled', async () => {
    server = await startServer((_req, res) => sendJson(res, 429, {}, { 'Retry-After': '30' }));
    const adapter = new UsgsWaterDataAdapter('usgs-daily', { baseUrl: server.base, http: fast });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled by an administrator')), 100);
    const started = Date.now();
    await expect(async () => {
      for await (const _ of adapter.fetch({ ...fetchOptions, signal: controller.signal })) void _;
    }).rejects.toThrow('cancelled by an administrator');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
