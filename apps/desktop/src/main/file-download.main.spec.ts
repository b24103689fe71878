import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DownloadProgress } from '../shared/platform-types';
import { createFileDownloader, type FileDownloadDeps, isBackendApiUrl } from './file-download.main';

/**
 * The downloader against a real HTTP server on loopback and real files in a scratch folder; only the save dialog is
 * a stand-in (Electron's). The backend's own answers are the integration tier's (file-download.main.int-spec.ts).
 */
describe('createFileDownloader', () => {
  let server: Server;
  let base: string;
  let folder: string;
  /** What the server does with each request to /api/file: the test sets it. */
  let answer: (res: ServerResponse, body: string) => void;
  const bodies: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push(body);
        answer(res, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-download-'));
    bodies.length = 0;
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  function downloader(overrides: Partial<FileDownloadDeps> = {}) {
    const progress: DownloadProgress[] = [];
    const dialogs: unknown[] = [];
    const files = createFileDownloader({
      showSaveDialog: async (options) => {
        dialogs.push(options);
        return { canceled: false, filePath: join(folder, 'chosen.csv') };
      },
      fetch: (url, init) => fetch(url, init),
      createWriteStream: (path) => createWriteStream(path, { flags: 'wx' }),
      rename,
      remove: (path) => rm(path, { force: true }),
      backendUrl: () => base,
      defaultDirectory: () => '/home/operator/Downloads',
      joinPath: join,
      onProgress: (_id, p) => progress.push(p),
      ...overrides,
    });
    return { files, progress, dialogs };
  }
  const call = (path = '/api/query-and-download/raw') => ({ url: `${base}${path}`, body: '{"timestep":"raw"}', suggestedName: 'water-data-2026-12-02.csv', mimeType: 'text/csv' });

  it('streams the answer into the chosen file, POSTing the body, with its bytes and lines as progress', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `Yampa,Discharge,2026-01-01 00:${String(i % 60).padStart(2, '0')},${i}\n`);
    answer = (res) => {
      res.setHeader('Content-Type', 'text/csv');
      res.write('location,parameter,timestamp,value\n');
      for (const row of rows) res.write(row);
      res.end();
    };
    const { files, progress, dialogs } = downloader();
    await expect(files.download('dl-1', call())).resolves.toBe('saved');
    const text = await readFile(join(folder, 'chosen.csv'), 'utf8');
    expect(text).toBe(`location,parameter,timestamp,value\n${rows.join('')}`);
    expect(bodies).toEqual(['{"timestep":"raw"}']);
    expect(progress.at(-1)).toEqual({ bytes: Buffer.byteLength(text), lines: rows.length + 1 });
    expect(dialogs).toEqual([expect.objectContaining({ defaultPath: '/home/operator/Downloads/water-data-2026-12-02.csv' })]);
    // Only the finished file: the temporary one it was written under is gone.
    expect(await readdir(folder)).toEqual(['chosen.csv']);
  });

  it('asks nothing of the server when the dialog is closed', async () => {
    const { files } = downloader({ showSaveDialog: async () => ({ canceled: true }) });
    await expect(files.download('dl-1', call())).resolves.toBe('cancelled');
    expect(bodies).toEqual([]);
  });

  it('stops a running download on cancel and leaves no file behind', async () => {
    let sent = 0;
    answer = (res) => {
      res.setHeader('Content-Type', 'text/csv');
      // Rows until the client goes away: a file that would never end by itself.
      const timer = setInterval(() => {
        res.write('x,'.repeat(2000) + '\n');
        sent += 1;
      }, 5);
      res.on('close', () => clearInterval(timer));
    };
    const { files, progress } = downloader();
    const running = files.download('dl-2', call());
    await waitFor(() => progress.length > 0 && sent > 10);
    files.cancel('dl-2');
    await expect(running).resolves.toBe('cancelled');
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses a call the server refuses with its message, leaving no file', async () => {
    answer = (res) => {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ statusCode: 400, message: "timestep: timestep must be 'daily' on this path" }));
    };
    const { files } = downloader();
    await expect(files.download('dl-3', call('/api/query-and-download/daily'))).rejects.toThrow("timestep must be 'daily' on this path");
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails a cut answer, leaving no file under the chosen name', async () => {
    answer = (res) => {
      res.setHeader('Content-Type', 'text/csv');
      res.write('location\n'.repeat(1000));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const { files } = downloader();
    await expect(files.download('dl-4', call())).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
  });

  it.each([
    ['another host', 'http://127.0.0.2:9/api/query-and-download/raw'],
    ['a path outside the API', '/oidc/token'],
    ['a file', 'file:///etc/passwd'],
  ])('refuses %s before asking for a file', async (_case, url) => {
    const { files, dialogs } = downloader();
    const target = url.startsWith('/') ? `${base}${url}` : url;
    await expect(files.download('dl-5', { ...call(), url: target })).rejects.toThrow(/configured backend/);
    expect(dialogs).toEqual([]);
    expect(bodies).toEqual([]);
  });

  it('refuses an id that is not plain, and a second download under a running one\'s id', async () => {
    answer = () => undefined;
    const { files } = downloader({ showSaveDialog: () => new Promise(() => undefined) });
    await expect(files.download('../etc', call())).rejects.toThrow(/plain id/);
    void files.download('dl-6', call());
    await expect(files.download('dl-6', call())).rejects.toThrow(/already running/);
  });
});

describe('isBackendApiUrl', () => {
  it('takes only the backend\'s own API, under its path prefix', () => {
    expect(isBackendApiUrl('https://portal.example.org/water/api/query-and-download/raw', 'https://portal.example.org/water')).toBe(true);
    expect(isBackendApiUrl('https://portal.example.org/api/query-and-download/raw', 'https://portal.example.org/water')).toBe(false);
    expect(isBackendApiUrl('https://portal.example.org.evil.test/water/api/x', 'https://portal.example.org/water')).toBe(false);
    expect(isBackendApiUrl('https://user:pw@portal.example.org/water/api/x', 'https://portal.example.org/water')).toBe(false);
    expect(isBackendApiUrl('not a url', 'https://portal.example.org')).toBe(false);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('timed out');
}
