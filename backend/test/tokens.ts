import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import type { RunningApp } from '../src/bootstrap';
import { projectRoot } from '../src/config/config';
import { freePort, startTestApp } from './app';

/**
 * Signed-in callers for integration tests: the backend listening on a free loopback port (the embedded sign-in
 * provider's issuer is that address), and access tokens of its demo accounts obtained the honest way, by the
 * authorization code + PKCE flow of `npm run token` (scripts/print-token.mjs).
 */
export async function startTestAppWithSignIn(env: Record<string, string>): Promise<{ running: RunningApp; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { running } = await startTestApp({ ...env, PORT: String(port), PUBLIC_URL: base });
  await running.app.listen(port, '127.0.0.1');
  return { running, base };
}

export type DemoAccount = 'admin' | 'developer' | 'stakeholder' | 'user';

/** An access token of a demo account (admin@demo.portal...) from the backend at `base`. */
export async function demoAccessToken(base: string, account: DemoAccount): Promise<string> {
  const { stdout } = await promisify(execFile)('node', [path.join(projectRoot(), 'scripts/print-token.mjs'), account, '--url', base], {
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return stdout.trim();
}
