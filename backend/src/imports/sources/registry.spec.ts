import * as fs from 'node:fs';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { IMPORT_FILE_FORMATS, IMPORT_ONLINE_SOURCES } from '@portal/contracts';
import { detectFileFormat, fileAdapterFor, onlineAdapterFor, onlineOptionsFromConfig } from './registry';
import { ImportFormatError } from '../source-row';
import { fixture, fromText, parseAll, parseError } from './test-helpers';
import { sendJson, startServer } from './test-server';

const FIXTURES: [string, string][] = [
  ['portal.csv', 'portal-csv'],
  ['wqx-narrow.csv', 'wqx-csv'],
  ['usgs-dv.rdb', 'usgs-rdb'],
  ['usgs-iv.rdb', 'usgs-rdb'],
  ['usgs-dv.wml2.xml', 'usgs-waterml2'],
  ['cdss-raw.json', 'cdss-json'],
  ['cdss-day.json', 'cdss-json'],
];

describe('source registry', () => {
  it.each(FIXTURES)('recognizes %s as %s from its first bytes, and its adapter reads it', async (name, format) => {
    const head = fs.readFileSync(path.join(__dirname, 'fixtures', name)).subarray(0, 4096);
    const detected = detectFileFormat(name, head);
    expect(detected).toBe(format);
    const adapter = fileAdapterFor(detected as (typeof IMPORT_FILE_FORMATS)[number]);
    expect(adapter.format).toBe(format);
    expect((await parseAll(adapter, fixture(name))).rows.length).toBeGreaterThan(0);
  });

  it('recognizes none of its formats in other text', () => {
    expect(detectFileFormat('notes.txt', 'Dear district,\nplease find attached')).toBeNull();
    expect(detectFileFormat('data.csv', 'site,date,flow\nA,2026-01-01,5\n')).toBeNull();
    expect(detectFileFormat('x.rdb', 'site,date\n')).toBe('usgs-rdb');
  });

  it('has an adapter for every file format and online source', () => {
    for (const format of IMPORT_FILE_FORMATS) expect(fileAdapterFor(format).format).toBe(format);
    for (const source of IMPORT_ONLINE_SOURCES) expect(onlineAdapterFor(source).source).toBe(source);
  });

  it('points an online adapter at the configured address with the configured key', async () => {
    const server = await startServer((req, res) => sendJson(res, req.url.pathname.includes('monitoring-locations') ? 404 : 200, { type: 'FeatureCollection', features: [] }));
    try {
      const config = { usgsWaterDataUrl: `${server.base}/ogcapi/v0`, usgsApiKey: 'usgs-key', cdssApiUrl: 'https://cdss.example', cdssApiKey: 'cdss-key' };
      expect(onlineOptionsFromConfig('cdss-telemetry', config)).toEqual({ baseUrl: 'https://cdss.example', apiKey: 'cdss-key' });
      const adapter = onlineAdapterFor('usgs-daily', { ...onlineOptionsFromConfig('usgs-daily', config), timeoutMs: 1000 });
      for await (const page of adapter.fetch({ sites: ['09239500'], start: null, end: null, modifiedSince: null })) expect(page.items).toEqual([]);
      expect(server.requests.map((r) => [r.url.pathname, r.headers['x-api-key']])).toEqual([
        ['/ogcapi/v0/collections/monitoring-locations/items/USGS-09239500', 'usgs-key'],
        ['/ogcapi/v0/collections/daily/items', 'usgs-key'],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('every file adapter refuses a whole file that cannot be read', () => {
  it.each(FIXTURES)('%s saved as UTF-16 stops at line 1 on its encoding', async (name, format) => {
    const text = fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const error = await parseError(fileAdapterFor(format as (typeof IMPORT_FILE_FORMATS)[number]), fromText(utf16));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error).toMatchObject({ ref: 'line 1', field: 'encoding' });
  });

  it.each(IMPORT_FILE_FORMATS)('an empty %s file stops as empty', async (format) => {
    const error = await parseError(fileAdapterFor(format), fromText(''));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error?.message).toBe('line 1: the file is empty');
  });

  it.each(FIXTURES)('%s cut inside a UTF-8 character stops on its encoding', async (name, format) => {
    const bytes = fs.readFileSync(path.join(__dirname, 'fixtures', name));
    const cut = Buffer.concat([bytes, Buffer.from([0xe2, 0x82])]);
    const error = await parseError(fileAdapterFor(format as (typeof IMPORT_FILE_FORMATS)[number]), fromText(cut));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error).toMatchObject({ field: 'encoding' });
    expect(error?.message).toContain('the file ends inside a UTF-8 character');
  });
});

describe('a line too long for any of the formats', () => {
  it.each(['portal-csv', 'wqx-csv', 'usgs-rdb'] as const)('stops %s at that line instead of holding it in memory', async (format) => {
    const input = Readable.from((function* () {
      yield Buffer.from(format === 'usgs-rdb' ? 'agency_cd\tsite_no\tdatetime\t1_00060\n' : 'location_code,parameter_code\n');
      for (let i = 0; i < 40; i++) yield Buffer.alloc(64 * 1024, 0x61);
    })());
    const error = await parseError(fileAdapterFor(format), input);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error?.message).toBe('line 2: is longer than 1 MB: not a file of this format');
  });
});
