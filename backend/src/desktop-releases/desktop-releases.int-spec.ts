import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DesktopReleases } from '@portal/contracts';
import request from 'supertest';
import type { App } from 'supertest/types';
import { parse as parseYaml } from 'yaml';
import { RunningApp } from '../bootstrap';
import { ConfigError, loadConfig } from '../config/config';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { blockmap, writeDesktopRelease, writeFeedSettings, type WrittenRelease } from '../../test/desktop-releases';

// The desktop app's releases as the portal publishes them: the update folder (DESKTOP_UPDATES_DIR) read into the
// download page's list and electron-updater's generic feed (channel files, installers by ranges, blockmaps), with
// the administrator's feed.json holding a release back, withdrawing it or rolling it out in stages.

/** Reads any body as bytes (supertest leaves binary media types unparsed). */
const bytes = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const sha512Hex = (data: Buffer) => createHash('sha512').update(data).digest('hex');

/** The parts of a multipart/byteranges body, each with its Content-Range and bytes. */
function multipartParts(body: Buffer, contentType: string): { range: string; data: Buffer }[] {
  const boundary = /boundary=([^;\s]+)/.exec(contentType)![1]!;
  const parts: { range: string; data: Buffer }[] = [];
  let at = body.indexOf(`--${boundary}`);
  while (at >= 0) {
    const headersStart = at + boundary.length + 2;
    if (body.subarray(headersStart, headersStart + 2).toString() === '--') break;
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    const headers = body.subarray(headersStart, headersEnd).toString();
    const next = body.indexOf(`\r\n--${boundary}`, headersEnd + 4);
    parts.push({ range: /Content-Range: (.*)/.exec(headers)![1]!.trim(), data: body.subarray(headersEnd + 4, next) });
    at = next + 2;
  }
  return parts;
}

describe('desktop releases (DESKTOP_UPDATES_DIR)', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let api: App;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-desktop-releases-'));
  let windows140: WrittenRelease;
  let windows150: WrittenRelease;
  let linux140: WrittenRelease;
  const get = (url: string) => request(api).get(url);
  const feed = (file: string) => get(`/api/desktop-releases/feed/${file}`);
  const channelFile = async (file: string) => parseYaml((await feed(file).expect(200)).text) as { version: string; stagingPercentage?: number; files: { url: string; sha512: string }[] };

  beforeAll(async () => {
    windows140 = writeDesktopRelease(root, { version: '1.4.0', platform: 'windows', releaseDate: '2026-10-01T08:00:00.000Z' });
    windows150 = writeDesktopRelease(root, { version: '1.5.0', platform: 'windows', releaseDate: '2026-11-20T08:00:00.000Z' });
    linux140 = writeDesktopRelease(root, { version: '1.4.0', platform: 'linux' });
    writeDesktopRelease(root, { version: '1.6.0-beta.1', platform: 'windows', channel: 'beta' });
    db = await createScratchDatabase('portal_desktop_releases');
    ({ running } = await startTestApp({ DATABASE_URL: db.url, DESKTOP_UPDATES_DIR: root }));
    api = running.app.getHttpServer();
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    await db?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => fs.rmSync(path.join(root, 'feed.json'), { force: true }));

  it('lists the current release per channel and platform, each installer with its size and SHA-512 in hex', async () => {
    const res = await get('/api/desktop-releases').expect(200).expect('Cache-Control', 'no-store');
    const body = res.body as DesktopReleases;
    expect(body.published).toBe(true);
    expect(body.releases.map((r) => `${r.channel} ${r.platform} ${r.version}`)).toEqual([
      'latest windows 1.5.0',
      'latest linux 1.4.0',
      // The beta channel on Linux offers the stable 1.4.0, so it is not listed a second time.
      'beta windows 1.6.0-beta.1',
    ]);
    const [win, linux] = body.releases;
    expect(win!.releaseDate).toBe('2026-11-20T08:00:00.000Z');
    expect(win!.stagingPercentage).toBeNull();
    expect(win!.files).toEqual([
      {
        name: 'Basin-Water-Portal-Setup-1.5.0.exe',
        kind: 'Windows installer',
        size: windows150.files[0]!.bytes.length,
        sha512: sha512Hex(windows150.files[0]!.bytes),
        url: '/api/desktop-releases/feed/Basin-Water-Portal-Setup-1.5.0.exe',
      },
    ]);
    expect(linux!.files.map((f) => [f.kind, f.sha512])).toEqual([
      ['AppImage', sha512Hex(linux140.files[0]!.bytes)],
      ['Debian package', sha512Hex(linux140.files[1]!.bytes)],
    ]);
  });

  it('serves each platform its channel file as electron-builder wrote it, beta PCs the newest of beta and stable', async () => {
    const latest = await feed('latest.yml').expect('Cache-Control', 'no-store').expect('Content-Type', /^text\/yaml/);
    expect((parseYaml(latest.text) as { version: string }).version).toBe('1.5.0');
    expect((await channelFile('latest.yml')).files).toEqual([
      { url: 'Basin-Water-Portal-Setup-1.5.0.exe', sha512: windows150.files[0]!.sha512Base64, size: windows150.files[0]!.bytes.length },
    ]);
    expect((await channelFile('latest-linux.yml')).version).toBe('1.4.0');
    expect((await channelFile('beta.yml')).version).toBe('1.6.0-beta.1');
    expect((await channelFile('beta-linux.yml')).version).toBe('1.4.0');
    // electron-updater adds a query against caches between it and the server.
    expect((parseYaml((await feed('latest.yml?noCache=1abc').expect(200)).text) as { version: string }).version).toBe('1.5.0');
  });

  it('sends installers whole and by ranges, one range as Express does and several as multipart/byteranges', async () => {
    const installer = windows150.files[0]!;
    const url = installer.name;
    const whole = await feed(url).buffer(true).parse(bytes).expect(200).expect('Accept-Ranges', 'bytes');
    expect(whole.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
    expect(Buffer.compare(whole.body as Buffer, installer.bytes)).toBe(0);

    const one = await feed(url).set('Range', 'bytes=100-199').buffer(true).parse(bytes).expect(206);
    expect(one.headers['content-range']).toBe(`bytes 100-199/${installer.bytes.length}`);
    expect(Buffer.compare(one.body as Buffer, installer.bytes.subarray(100, 200))).toBe(0);

    const several = await feed(url).set('Range', 'bytes=0-9, 1000-1499, 5990-').buffer(true).parse(bytes).expect(206);
    expect(several.headers['content-type']).toMatch(/^multipart\/byteranges; boundary=/);
    expect(Number(several.headers['content-length'])).toBe((several.body as Buffer).length);
    const size = installer.bytes.length;
    expect(multipartParts(several.body as Buffer, several.headers['content-type']!).map((p) => [p.range, sha512Hex(p.data)])).toEqual([
      [`bytes 0-9/${size}`, sha512Hex(installer.bytes.subarray(0, 10))],
      [`bytes 1000-1499/${size}`, sha512Hex(installer.bytes.subarray(1000, 1500))],
      [`bytes 5990-${size - 1}/${size}`, sha512Hex(installer.bytes.subarray(5990))],
    ]);
  });

  it('answers ranges that overlap or repeat with them merged, so a small request never asks for more than the file', async () => {
    const installer = windows150.files[0]!;
    const res = await feed(installer.name).set('Range', `bytes=${Array.from({ length: 50 }, () => '0-4999').join(',')}`).buffer(true).parse(bytes).expect(206);
    expect(res.headers['content-range']).toBe(`bytes 0-4999/${installer.bytes.length}`);
    expect(Buffer.compare(res.body as Buffer, installer.bytes.subarray(0, 5000))).toBe(0);
    await feed(installer.name).set('Range', `bytes=${installer.bytes.length + 10}-`).expect(416);
  });

  it("serves every release's blockmaps, withdrawn ones too (a differential download reads the installed version's)", async () => {
    const res = await feed('Basin-Water-Portal-Setup-1.4.0.exe.blockmap').buffer(true).parse(bytes).expect(200);
    expect(Buffer.compare(res.body as Buffer, blockmap(windows140.files[0]!.bytes))).toBe(0);
  });

  it('refuses a name that is not a plain file name with a 400 naming the field, and an unknown one with a 404', async () => {
    for (const name of ['..%2Ffeed.json', '.hidden', '%00latest.yml', 'a'.repeat(201)]) {
      const res = await feed(name).expect(400);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual(['file']);
    }
    expect((await feed('feed.json').expect(404)).body.message).toBe('No file named feed.json is published.');
    expect((await feed('Basin-Water-Portal-Setup-9.9.9.exe').expect(404)).body.message).toBe('No file named Basin-Water-Portal-Setup-9.9.9.exe is published.');
  });

  it('holds a channel at a pinned version, and offers nothing while the pinned version is not in the folder', async () => {
    writeFeedSettings(root, { pinned: { latest: '1.4.0' } });
    expect((await channelFile('latest.yml')).version).toBe('1.4.0');
    expect((await get('/api/desktop-releases').expect(200)).body.releases[0].version).toBe('1.4.0');
    // Beta PCs are not held by the stable channel's pin.
    expect((await channelFile('beta.yml')).version).toBe('1.6.0-beta.1');
    writeFeedSettings(root, { pinned: { latest: '1.3.9' } });
    expect((await feed('latest.yml').expect(404)).body.message).toBe('No latest release of the desktop app for windows is published.');
  });

  it('rolls a withdrawn release back to the version before it, and still serves its files', async () => {
    writeFeedSettings(root, { withdrawn: ['1.5.0'] });
    expect((await channelFile('latest.yml')).version).toBe('1.4.0');
    await feed('Basin-Water-Portal-Setup-1.5.0.exe').expect(200);
  });

  it("puts feed.json's staging share into the channel file and the list", async () => {
    writeFeedSettings(root, { staging: { '1.5.0': 25 } });
    expect((await channelFile('latest.yml')).stagingPercentage).toBe(25);
    expect((await get('/api/desktop-releases').expect(200)).body.releases[0].stagingPercentage).toBe(25);
    expect((await channelFile('latest-linux.yml')).stagingPercentage).toBeUndefined();
  });

  it('holds every channel with a 503 naming the problem while feed.json cannot be used, and serves again once fixed', async () => {
    for (const [settings, problem] of [
      ['{ "withdrawn": ["1.5.0"', 'feed.json is not JSON'],
      [{ withdrawn: ['one.five'] }, 'feed.json: withdrawn.0 must be a version such as 1.4.2'],
      [{ pinned: { stable: '1.4.0' } }, 'feed.json: pinned.stable'],
      [{ withdraw: ['1.5.0'] }, 'feed.json: file Unrecognized key'],
    ] as const) {
      writeFeedSettings(root, settings);
      expect((await feed('latest.yml').expect(503)).body.message).toContain(problem);
      expect((await get('/api/desktop-releases').expect(503)).body.message).toContain('The update feed is held until its settings are fixed');
    }
    writeFeedSettings(root, { withdrawn: [] });
    expect((await channelFile('latest.yml')).version).toBe('1.5.0');
  });

  it('offers a release copied into the folder at once, and leaves out one whose installer is not all there', async () => {
    writeDesktopRelease(root, { version: '1.5.1', platform: 'windows' });
    expect((await channelFile('latest.yml')).version).toBe('1.5.1');
    // A release still being copied: its channel file names an installer larger than what has arrived so far.
    const partial = writeDesktopRelease(root, { version: '1.5.2', platform: 'windows' });
    fs.truncateSync(path.join(partial.folder, partial.files[0]!.name), 100);
    expect((await channelFile('latest.yml')).version).toBe('1.5.1');
    fs.rmSync(partial.folder, { recursive: true });
    fs.rmSync(path.join(root, '1.5.1-windows'), { recursive: true });
    expect((await channelFile('latest.yml')).version).toBe('1.5.0');
  });

  it('answers 503 while the folder itself cannot be read', async () => {
    const moved = `${root}-moved`;
    fs.renameSync(root, moved);
    try {
      expect((await feed('latest.yml').expect(503)).body.message).toBe('The desktop releases folder cannot be read; try again later.');
    } finally {
      fs.renameSync(moved, root);
    }
    expect((await channelFile('latest.yml')).version).toBe('1.5.0');
  });

  it('is off, with a plain answer, when the portal publishes no desktop app', async () => {
    const { running: plain } = await startTestApp({ DATABASE_URL: db.url });
    try {
      const server = plain.app.getHttpServer() as App;
      expect((await request(server).get('/api/desktop-releases').expect(200)).body).toEqual({ published: false, releases: [] });
      expect((await request(server).get('/api/desktop-releases/feed/latest.yml').expect(404)).body.message).toBe(
        'This portal publishes no desktop app (DESKTOP_UPDATES_DIR is not set).',
      );
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('refuses to start with a DESKTOP_UPDATES_DIR that is not a directory, naming it', () => {
    const missing = path.join(root, 'no-such-folder');
    expect(() => loadConfig({ ...process.env, DESKTOP_UPDATES_DIR: missing })).toThrow(ConfigError);
    expect(() => loadConfig({ ...process.env, DESKTOP_UPDATES_DIR: missing })).toThrow(`DESKTOP_UPDATES_DIR: ${missing} is not a directory`);
  });
});
