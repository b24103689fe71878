import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody, HealthResponse } from '@portal/contracts';
import { Starting, switchingListener } from './starting';

describe('what a starting backend answers', () => {
  let server: Server;
  let base: string;
  let starting: Starting;
  let switching: ReturnType<typeof switchingListener>;

  beforeEach(async () => {
    starting = new Starting({ version: '9.9.9', mode: 'embedded' });
    switching = switchingListener(starting.listener);
    server = createServer(switching.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers /api/health with 503 and the status 'starting', with the progress reported last", async () => {
    starting.report({ stage: 'Generating the demo data: daily records', percent: 37.6, seeding: true });
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as HealthResponse;
    expect(body).toEqual({
      status: 'starting',
      database: { reachable: false, mode: 'embedded', pendingMigrations: [] },
      demoData: false,
      version: '9.9.9',
      startup: { stage: 'Generating the demo data: daily records', percent: 38, seeding: true },
    });
  });

  it('answers every other API call, whatever its method, with a 503 saying the portal is starting', async () => {
    starting.report({ stage: 'Applying database migrations', percent: 0, seeding: false });
    for (const [method, path] of [['GET', '/api/stations-list'], ['POST', '/api/ingest/telemetry'], ['DELETE', '/api'], ['POST', '/tools/x']]) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as ApiErrorBody;
      expect(body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The portal is starting (Applying database migrations). Try again in a few seconds.',
      });
    }
  });

  it('serves any page of the portal as the progress page, which says what is prepared and how far it has come', async () => {
    starting.report({ stage: 'Generating the demo data: water-quality samples <b>', percent: 64, seeding: true });
    const response = await fetch(`${base}/tools/map-explorer`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>The demo data is being prepared</h1>');
    expect(html).toContain('<progress id="progress" max="100" value="64"');
    // The stage is text, never markup.
    expect(html).toContain('water-quality samples &lt;b&gt; (64%)');
    // Its one inline script runs under a policy that allows exactly that script.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const hash = (await import('node:crypto')).createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);
  });

  it('says the portal is starting, not preparing data, on a start that generates nothing', async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('<h1>The portal is starting</h1>');
    expect(html).toContain('Opening the database');
  });

  it("answers a page's asset with a sentence, not with the progress page its tag could not use", async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('The portal is starting (Opening the database).');
  });

  it('hands every request to the application from the moment it is ready', async () => {
    switching.ready((_req, res) => res.end('the portal'));
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('the portal');
  });
});
