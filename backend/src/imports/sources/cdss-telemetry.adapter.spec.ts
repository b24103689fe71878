import type { FetchedPage, FetchOptions } from '../source-row';
import { ImportFormatError } from '../source-row';
import { CdssTelemetryAdapter } from './cdss-telemetry.adapter';
import { sendJson, startServer, type TestServer } from './test-server';

const fast = { backoffMs: 10, maxRetries: 2, timeoutMs: 2000 };

function item(measDateTime: string, measValue: number | null, modified: string) {
  return { stationNum: 1, abbrev: 'BEAYAMCO', parameter: 'DISCHRG', measDateTime, measValue, measUnit: 'cfs', flagA: null, flagB: null, modified };
}

describe('CdssTelemetryAdapter', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('pages by pageIndex, sends the key as apiKey, describes the station and keeps what changed since the last run', async () => {
    let failedOnce = false;
    server = await startServer((req, res) => {
      if (req.url.pathname.endsWith('/telemetrystation/')) {
        return sendJson(res, 200, { PageNumber: 1, PageCount: 1, ResultList: [{ abbrev: 'BEAYAMCO', stationName: 'BEAR RIVER ABOVE YAMCOLO', latitude: 40.045, longitude: -107.075, stationType: 'Stream' }] });
      }
      const page = Number(req.url.searchParams.get('pageIndex'));
      if (page === 2 && !failedOnce) {
        failedOnce = true;
        return sendJson(res, 500, 'busy');
      }
      const lists = [
        [item('2026-05-01 06:00:00', 38.2, '2026-05-01 06:10:00'), item('2026-05-01 06:15:00', 38.4, '2026-05-02 09:00:00')],
        [item('2026-05-01 06:30:00', null, '2026-05-02 09:00:00'), item('2026-05-01 06:45:00', 39, '2026-05-02 09:30:00')],
      ];
      sendJson(res, 200, { PageNumber: page, PageCount: 2, ResultCount: 4, ResultList: lists[page - 1] });
    });
    const adapter = new CdssTelemetryAdapter({ baseUrl: `${server.base}/Rest/GET/api/v2/`, apiKey: 'cdss-key', pageSize: 2, http: fast });
    const options: FetchOptions = { sites: ['BEAYAMCO'], start: '2026-05-01', end: '2026-05-31', modifiedSince: '2026-05-01T20:00:00Z' };
    const pages: FetchedPage[] = [];
    for await (const p of adapter.fetch(options)) pages.push(p);

    expect(pages.map((p) => p.items.map((i) => ('row' in i ? [i.row.ref, i.row.timestamp, i.row.value] : i.rejection)))).toEqual([
      [['BEAYAMCO DISCHRG 2026-05-01 06:15:00', '2026-05-01T06:15:00-06:00', 38.4]],
      [['BEAYAMCO DISCHRG 2026-05-01 06:45:00', '2026-05-01T06:45:00-06:00', 39]],
    ]);
    expect(pages.map((p) => p.lastModified)).toEqual(['2026-05-02T09:00:00-06:00', '2026-05-02T09:30:00-06:00']);
    expect(pages[0].items[0]).toEqual({ row: expect.objectContaining({ site: { name: 'BEAR RIVER ABOVE YAMCOLO', latitude: 40.045, longitude: -107.075, siteType: 'Stream' } }) });
    const data = server.requests.filter((r) => r.url.pathname.endsWith('/telemetrytimeseriesraw/'));
    expect(data.map((r) => r.url.searchParams.get('pageIndex'))).toEqual(['1', '2', '2']);
    expect(Object.fromEntries(data[0].url.searchParams)).toEqual({
      format: 'json', dateFormat: 'spaceSepToSeconds', abbrev: 'BEAYAMCO', startDate: '05/01/2026', endDate: '05/31/2026', pageSize: '2', pageIndex: '1', apiKey: 'cdss-key',
    });
  });

  it('rejects an item that is not an object, and reads the others', async () => {
    server = await startServer((req, res) => {
      if (req.url.pathname.endsWith('/telemetrystation/')) return sendJson(res, 404, {});
      sendJson(res, 200, { PageNumber: 1, PageCount: 1, ResultList: [null, item('2026-05-01 06:00:00', 1, '2026-05-01 06:10:00')] });
    });
    const adapter = new CdssTelemetryAdapter({ baseUrl: server.base, http: fast });
    const pages: FetchedPage[] = [];
    for await (const p of adapter.fetch({ sites: ['BEAYAMCO'], start: null, end: null, modifiedSince: null })) pages.push(p);
    expect(pages[0].items).toEqual([
      { rejection: { ref: 'BEAYAMCO (an item that is not an object)', field: 'item', message: 'is not an object' } },
      { row: expect.objectContaining({ ref: 'BEAYAMCO DISCHRG 2026-05-01 06:00:00', value: 1 }) },
    ]);
    expect('site' in (pages[0].items[1] as { row: object }).row).toBe(false);
  });

  it('fails cleanly on a page without ResultList', async () => {
    server = await startServer((req, res) => {
      if (req.url.pathname.endsWith('/telemetrystation/')) return sendJson(res, 404, { Message: 'No records' });
      sendJson(res, 200, { Message: 'An error has occurred.' });
    });
    const adapter = new CdssTelemetryAdapter({ baseUrl: server.base, http: fast });
    await expect(async () => {
      for await (const _ of adapter.fetch({ sites: ['X'], start: null, end: null, modifiedSince: null })) void _;
    }).rejects.toThrow(new ImportFormatError('page 1 of X telemetry', 'ResultList', 'the answer has no ResultList'));
  });
});
