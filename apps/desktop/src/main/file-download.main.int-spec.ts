/**
 * The desktop app's Query & Download downloads against the BUILT backend on the demo dataset (`npm run build` first):
 * main's downloader fetches the form's CSV and writes it into the chosen file, as the app does, with Node's fetch in
 * place of Electron's (the same WHATWG fetch) and a scratch folder as the chosen place. Integration tier only:
 *   NODE_OPTIONS=--experimental-vm-modules npx jest --config apps/desktop/jest.integration.config.ts
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DownloadProgress } from '../shared/platform-types';
import { createFileDownloader } from './file-download.main';
import { type BuiltBackend, startBuiltBackend } from './testing/built-backend';

describe('desktop downloads from the backend', () => {
  let backend: BuiltBackend | undefined;
  let base: string;
  let folder: string;

  beforeAll(async () => {
    backend = await startBuiltBackend('portal-desktop-download', { seed: true });
    base = backend.base;
  });
  afterAll(() => backend?.stop());
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-desktop-download-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const get = async <T>(path: string): Promise<T> => (await fetch(`${base}/api/query-and-download/${path}`)).json() as Promise<T>;

  /** The widest form (every entry of every list) at `timestep` over `years` years up to today. */
  async function widestForm(timestep: 'raw' | 'daily', years: number) {
    const ids = async (list: string, key: string) => (await get<Record<string, number>[]>(`q-d-list-${list}`)).map((entry) => entry[key]);
    const today = new Date();
    const start = new Date(today);
    start.setUTCFullYear(today.getUTCFullYear() - years);
    return {
      timestep,
      basins: await ids('basins', 'basin_ndx'),
      dataSources: await ids('data-sources', 'sourcecategory_ndx'),
      organizations: await ids('organizations', 'organization_ndx'),
      locationTypes: await ids('location-types', 'location_type_ndx'),
      parameterGroups: await ids('parameter-groups', 'parameter_group_ndx'),
      parameters: await ids('parameters', 'parameter_ndx'),
      locations: await ids('locations', 'location_ndx'),
      startDate: start.toISOString().slice(0, 10),
      endDate: today.toISOString().slice(0, 10),
      dataCategory: null,
    };
  }

  function downloader() {
    const progress: DownloadProgress[] = [];
    const files = createFileDownloader({
      showSaveDialog: async () => ({ canceled: false, filePath: join(folder, 'water-data.csv') }),
      fetch: (url, init) => fetch(url, init),
      createWriteStream: (path) => createWriteStream(path, { flags: 'wx' }),
      rename,
      remove: (path) => rm(path, { force: true }),
      backendUrl: () => base,
      defaultDirectory: () => folder,
      joinPath: join,
      onProgress: (_id, p) => progress.push(p),
    });
    return { files, progress };
  }
  const count = async (form: object) =>
    ((await (await fetch(`${base}/api/query-and-download/count-data`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) })).json()) as { count: number }).count;

  it('writes the form\'s CSV into the chosen file: exactly the count\'s rows, and the API\'s own bytes', async () => {
    const form = await widestForm('daily', 1);
    const { files, progress } = downloader();
    const call = { url: `${base}/api/query-and-download/daily`, body: JSON.stringify(form), suggestedName: 'water-data.csv', mimeType: 'text/csv' };
    await expect(files.download('dl-1', call)).resolves.toBe('saved');
    const saved = await readFile(join(folder, 'water-data.csv'));
    const answer = Buffer.from(await (await fetch(call.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: call.body })).arrayBuffer());
    expect(saved.equals(answer)).toBe(true);
    const rows = await count(form);
    expect(rows).toBeGreaterThan(1000);
    expect(progress.at(-1)).toEqual({ bytes: saved.length, lines: rows + 1 });
    expect(await readdir(folder)).toEqual(['water-data.csv']);
  });

  it('cancels a large download mid-file, leaving nothing behind, and the backend serves on', async () => {
    const form = await widestForm('raw', 30);
    expect(await count(form)).toBeGreaterThan(100_000);
    const { files, progress } = downloader();
    const running = files.download('dl-2', { url: `${base}/api/query-and-download/raw`, body: JSON.stringify(form), suggestedName: 'all.csv', mimeType: 'text/csv' });
    for (let i = 0; i < 1000 && !progress.length; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(progress.length).toBeGreaterThan(0);
    files.cancel('dl-2');
    await expect(running).resolves.toBe('cancelled');
    expect(await readdir(folder)).toEqual([]);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('passes the API\'s refusal on, writing no file', async () => {
    const form = await widestForm('daily', 1);
    const { files } = downloader();
    await expect(
      files.download('dl-3', { url: `${base}/api/query-and-download/raw`, body: JSON.stringify(form), suggestedName: 'x.csv', mimeType: 'text/csv' }),
    ).rejects.toThrow("timestep: timestep must be 'raw' on this path");
    expect(await readdir(folder)).toEqual([]);
  });
});
