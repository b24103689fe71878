import type { ImportRun } from '@portal/contracts';
import { createPortalStore } from './store';
import { importsApi, isImportRunActive, postImportsUpload } from './imports.api';
import { fakeBackend, recordingStore, settled } from './testing/fake-backend';

const run = (import_run_ndx: number, status: ImportRun['status']): ImportRun => ({
  import_run_ndx, source: 'wqx-csv', label: 'results.csv', status, import_schedule_ndx: null, created_by: 'admin@example.org',
  created_at: '2026-11-27T13:00:00Z', started_at: null, finished_at: null,
  counts: { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 },
  progress: { rows_done: 0, rows_per_second: null, bytes_done: null, bytes_total: null, eta_seconds: null },
  message: null, unmapped: [], new_locations: [],
});
const { endpoints } = importsApi;

/**
 * An XMLHttpRequest that records what it was asked to send and lets the test play the network: upload progress
 * events, then an answer or a failure.
 */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

function uploadStore(lists: Record<string, unknown>) {
  const backend = fakeBackend(lists);
  const store = createPortalStore({
    apiBaseUrl: 'http://127.0.0.1:3000/api',
    fetchFn: backend.fetchFn,
    getAccessToken: async () => 'admin-token',
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
  return { store, requests: backend.requests };
}

describe('importsApi', () => {
  it('sends exactly the input fields of mappings and schedules, by path, and refreshes each list after a write', async () => {
    const { store, requests } = recordingStore({ 'imports/mappings': [], 'imports/schedules': [] });
    await store.dispatch(endpoints.getImportsMappings.initiate());
    await store.dispatch(endpoints.getImportsSchedules.initiate());
    const before = requests.length;
    const mapping = { family: 'wqx' as const, source_code: 'Temperature, water', source_unit: 'deg F', qualifier: '', parameter_ndx: 7, factor: 0.5556, offset: -17.78 };
    // A row read from the list carries its id: it goes in the path, never in the body.
    await store.dispatch(endpoints.putImportsMappingsByImportMappingNdx.initiate({ ...mapping, import_mapping_ndx: 4 }));
    await settled();
    const schedule = { source: 'usgs-daily' as const, site: 'USGS-09239500', interval: 'daily' as const, enabled: false };
    await store.dispatch(endpoints.putImportsSchedulesByImportScheduleNdx.initiate({ ...schedule, import_schedule_ndx: 9, last_run_at: null } as never));
    await settled();
    await store.dispatch(endpoints.deleteImportsSchedulesByImportScheduleNdx.initiate(9));
    await settled();
    expect(requests.slice(before).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: 'imports/mappings/4', body: mapping },
      { method: 'GET', path: 'imports/mappings', body: undefined },
      { method: 'PUT', path: 'imports/schedules/9', body: schedule },
      { method: 'GET', path: 'imports/schedules', body: undefined },
      { method: 'DELETE', path: 'imports/schedules/9', body: undefined },
      { method: 'GET', path: 'imports/schedules', body: undefined },
    ]);
    expect(requests.every((r) => r.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('fetches sites and cancels a run, each refreshing the runs; asks the rejected rows as CSV with format=csv', async () => {
    const { store, requests } = recordingStore({ imports: [run(5, 'running')], 'imports/5/rejected': 'ref,field,message\nline 3,value,NaN\n' });
    await store.dispatch(endpoints.getImports.initiate());
    const before = requests.length;
    await store.dispatch(endpoints.postImportsFetch.initiate({ source: 'usgs-daily', sites: ['USGS-09239500'], start: '2026-01-01', end: null }));
    await settled();
    await store.dispatch(endpoints.postImportsCancelByImportRunNdx.initiate({ import_run_ndx: 5 }));
    await settled();
    const file = await store.dispatch(endpoints.getImportsRejectedByImportRunNdxCsv.initiate({ import_run_ndx: 5 })).unwrap();
    expect(requests.slice(before).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'imports/fetch', body: { source: 'usgs-daily', sites: ['USGS-09239500'], start: '2026-01-01', end: null } },
      { method: 'GET', path: 'imports', body: undefined },
      { method: 'POST', path: 'imports/5/cancel', body: undefined },
      { method: 'GET', path: 'imports', body: undefined },
      { method: 'GET', path: 'imports/5/rejected?format=csv', body: undefined },
    ]);
    expect(file.csv).toContain('line 3,value,NaN');
  });

  it('tells active runs from ended ones', () => {
    expect(['queued', 'running', 'succeeded', 'rejected', 'failed', 'cancelled'].map((status) => isImportRunActive({ status } as ImportRun)))
      .toEqual([true, true, false, false, false, false]);
  });
});

describe('postImportsUpload', () => {
  it('sends the file raw with its format, name and token, reports progress, resolves with the run and refreshes the runs', async () => {
    const { store, requests } = uploadStore({ imports: [] });
    await store.dispatch(endpoints.getImports.initiate());
    const before = requests.length;
    const file = new Blob(['a,b\n1,2\n']);
    const seen: unknown[] = [];
    const uploading = store.dispatch(postImportsUpload({ format: 'wqx-csv', file, file_name: 'my results.csv' }, (p) => seen.push(p)));
    await settled();
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://127.0.0.1:3000/api/imports/upload?format=wqx-csv&file_name=my+results.csv');
    expect(xhr.headers).toEqual({ 'content-type': 'application/octet-stream', authorization: 'Bearer admin-token' });
    expect(xhr.body).toBe(file);
    xhr.progress(4, 8);
    xhr.progress(8, 8);
    xhr.answer(201, JSON.stringify(run(6, 'queued')));
    await expect(uploading).resolves.toMatchObject({ import_run_ndx: 6, status: 'queued' });
    expect(seen).toEqual([{ loaded: 4, total: 8 }, { loaded: 8, total: 8 }]);
    await settled();
    expect(requests.slice(before).map(({ method, path }) => `${method} ${path}`)).toEqual(['GET imports']);
  });

  it('rejects with the status and the server’s body (a file over the limit), and with ABORTED when cancelled', async () => {
    const { store } = uploadStore({});
    const tooLarge = store.dispatch(postImportsUpload({ format: 'portal-csv', file: new Blob(['x']), file_name: 'big.csv' }));
    await settled();
    FakeXhr.last.answer(413, JSON.stringify({ statusCode: 413, error: 'Payload Too Large', message: 'The file is over 1 GB.' }));
    await expect(tooLarge).rejects.toEqual({ status: 413, data: { statusCode: 413, error: 'Payload Too Large', message: 'The file is over 1 GB.' } });

    const controller = new AbortController();
    const cancelled = store.dispatch(postImportsUpload({ format: 'portal-csv', file: new Blob(['x']), file_name: 'a.csv' }, undefined, controller.signal));
    await settled();
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ status: 'ABORTED' });
  });
});
