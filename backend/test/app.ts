import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Server } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createApp, RunningApp } from '../src/bootstrap';
import { AppConfig, loadConfig } from '../src/config/config';
import { ResponseChecker } from './response-check';

/** A port nothing listens on now, on the loopback (the backend must know its own address before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A web build stand-in, so tests can check the SPA fallback without building the real one. */
/** The text of the fake build's compressed asset, assets/bundle-456.js. */
export const FAKE_BUNDLE = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');

export function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal test shell</title>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-123.js'), 'console.log("asset")');
  // A larger asset with the brotli and gzip copies the web build writes beside it.
  const bundle = path.join(dir, 'assets', 'bundle-456.js');
  fs.writeFileSync(bundle, FAKE_BUNDLE);
  fs.writeFileSync(`${bundle}.br`, brotliCompressSync(FAKE_BUNDLE));
  fs.writeFileSync(`${bundle}.gz`, gzipSync(FAKE_BUNDLE));
  return dir;
}

/**
 * A test fires hundreds of requests a second from one address; tests of the rate limits set their own budgets.
 */
export const GENEROUS_RATE_LIMITS = { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000' };

/**
 * Checks every answer against the API document for as long as the app runs; its close() then fails the test file
 * with every answer that broke the document (and still closes the app).
 */
async function checkAnswers(running: RunningApp): Promise<void> {
  const server = running.app.getHttpServer() as Server;
  const checker = new ResponseChecker((await request(server).get('/api/docs-json').expect(200)).body);
  checker.watch(server);
  const close = running.close.bind(running);
  running.close = async () => {
    await close();
    checker.assertNone();
  };
}

/**
 * Starts the whole backend the way main.ts does, against the given environment. Without a DATA_DIR of the
 * test's own, files the backend keeps there (the embedded provider's signing keys) go to a temporary folder,
 * never into the repository's ./data.
 */
export async function startTestApp(env: Record<string, string>): Promise<{ running: RunningApp; config: AppConfig }> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-data-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_ON_FIRST_START: 'false', REFERENCE_DATA_ON_FIRST_START: 'false', ...GENEROUS_RATE_LIMITS, ...env, DATA_DIR: dataDir });
  const running = await createApp(config);
  await running.app.init();
  await checkAnswers(running);
  return { running, config };
}
