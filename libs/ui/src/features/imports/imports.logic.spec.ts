import type { ImportRunProgress } from '@portal/contracts';
import { REQUIRED_MESSAGE } from '../../components/editable-table.logic';
import {
  END_BEFORE_START_MESSAGE, fetchDraftErrors, fetchDraftToRequest, formatDuration, mappingInput, offerText, parseSites, progressFraction,
  progressText, SITE_MESSAGE, TOO_MANY_SITES_MESSAGE, uploadErrorText, uploadPercent,
} from './imports.logic';

const progress = (p: Partial<ImportRunProgress>): ImportRunProgress => ({
  rows_done: 0, rows_per_second: null, bytes_done: null, bytes_total: null, eta_seconds: null, ...p,
});

describe('progress', () => {
  it('reads an ETA as seconds, minutes or hours', () => {
    expect([0, 44.6, 60, 125, 3599, 3600, 3780, 90061].map(formatDuration)).toEqual(['0 s', '45 s', '1 min 00 s', '2 min 05 s', '59 min 59 s', '1 h 00 min', '1 h 03 min', '25 h 01 min']);
  });

  it('says what is known of a run: rows, then rate, share of the file and time left as each becomes known', () => {
    expect(progressText(progress({}))).toBe('0 rows');
    expect(progressText(progress({ rows_done: 12000, rows_per_second: 3400.4 }))).toBe('12,000 rows · 3,400 rows/s');
    expect(progressText(progress({ rows_done: 12000, rows_per_second: 3400, bytes_done: 400, bytes_total: 1000, eta_seconds: 125 })))
      .toBe('12,000 rows · 3,400 rows/s · 40% · about 2 min 05 s left');
  });

  it('has a fraction only when the file size is known, and never past the ends', () => {
    expect(progressFraction(progress({ bytes_done: 5, bytes_total: null }))).toBeNull();
    expect(progressFraction(progress({ bytes_done: 5, bytes_total: 0 }))).toBeNull();
    expect(progressFraction(progress({ bytes_done: 25, bytes_total: 100 }))).toBe(0.25);
    expect(progressFraction(progress({ bytes_done: 120, bytes_total: 100 }))).toBe(1);
  });

  it('rounds an upload down to whole percents, none while the size is unknown', () => {
    expect(uploadPercent(null)).toBeNull();
    expect(uploadPercent({ loaded: 10, total: null })).toBeNull();
    expect(uploadPercent({ loaded: 999, total: 1000 })).toBe(99);
    expect(uploadPercent({ loaded: 1000, total: 1000 })).toBe(100);
  });
});

describe('upload errors', () => {
  it('says a file is too large, with the server’s message when it gave one, and shows a 400’s message as it is', () => {
    expect(uploadErrorText({ status: 413, data: { statusCode: 413, error: 'Payload Too Large', message: 'The limit is 1 GB.' } }))
      .toBe('The file is larger than the server accepts. The limit is 1 GB.');
    expect(uploadErrorText({ status: 413, data: '<html>nginx</html>' })).toBe('The file is larger than the server accepts.');
    expect(uploadErrorText({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'format: must be one of portal-csv, wqx-csv' } }))
      .toBe('format: must be one of portal-csv, wqx-csv');
    expect(uploadErrorText({ status: 'FETCH_ERROR', error: 'x' })).toMatch(/could not reach the server/);
  });
});

describe('the fetch form', () => {
  const draft = { source: 'usgs-daily' as const, sites: '', start: '', end: '' };

  it('splits sites at commas and spaces, each once', () => {
    expect(parseSites(' USGS-09239500, USGS-09241000\nUSGS-09239500 ;YAMSTECO ')).toEqual(['USGS-09239500', 'USGS-09241000', 'YAMSTECO']);
  });

  it('needs a site, refuses a malformed one naming it, too many, and an end before the start', () => {
    expect(fetchDraftErrors(draft)).toEqual({ sites: REQUIRED_MESSAGE });
    expect(fetchDraftErrors({ ...draft, sites: 'USGS-1 <script>' })).toEqual({ sites: `${SITE_MESSAGE}: “<script>”` });
    expect(fetchDraftErrors({ ...draft, sites: Array.from({ length: 101 }, (_, i) => `S${i}`).join(' ') })).toEqual({ sites: TOO_MANY_SITES_MESSAGE });
    expect(fetchDraftErrors({ ...draft, sites: 'USGS-1', start: '2026-02-01', end: '2026-01-31' })).toEqual({ end: END_BEFORE_START_MESSAGE });
    expect(fetchDraftErrors({ ...draft, sites: 'USGS-1', start: '2026-01-01', end: '' })).toEqual({});
  });

  it('sends the sites as a list and empty dates as null', () => {
    expect(fetchDraftToRequest({ ...draft, sites: 'USGS-1, USGS-2', start: '2026-01-01' }))
      .toEqual({ source: 'usgs-daily', sites: ['USGS-1', 'USGS-2'], start: '2026-01-01', end: null });
  });
});

describe('tables', () => {
  it('sends an empty unit or qualifier as "" (any), as the mapping table spells it', () => {
    const input = { family: 'usgs' as const, source_code: '00060', source_unit: null, qualifier: null, parameter_ndx: 3, factor: 1, offset: 0 };
    expect(mappingInput(input as never)).toEqual({ ...input, source_unit: '', qualifier: '' });
  });

  it('names an offered location with its coordinates and HUC where known', () => {
    expect(offerText({ location_code: 'USGS-09239500', name: 'Yampa River at Steamboat', latitude: 40.4836, longitude: -106.8317, huc8: '14050001' }))
      .toBe('Yampa River at Steamboat (40.4836, -106.8317) · HUC 14050001');
    expect(offerText({ location_code: 'USGS-1', name: null, latitude: null, longitude: null, huc8: null })).toBe('USGS-1');
  });
});
