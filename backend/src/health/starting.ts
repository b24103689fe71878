import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ApiErrorBody, DatabaseMode, HealthResponse, StartupProgress } from '@portal/contracts';
import { withoutDatabase } from './health-response';

/**
 * What the backend answers between the moment it listens and the moment the API is ready: opening the database,
 * migrating it and, on the first start of an empty embedded database, generating the demo data (minutes on a
 * loaded machine). It listens at once so a visitor never meets 'connection refused': a page says what is being
 * prepared, with its progress, and turns into the portal by itself; GET /api/health answers 503 with the status
 * 'starting' (load balancers read the code, people the body); every other API call answers 503 with Retry-After.
 * It is plain node:http on purpose: nothing of the API (its database, its modules) exists yet.
 */
export class Starting {
  private progress: StartupProgress = { stage: 'Opening the database', percent: 0, seeding: false };

  constructor(private readonly about: { version: string; mode: DatabaseMode }) {}

  /** Records how far the start has come (the page and /api/health show it from the next request on). */
  report(progress: StartupProgress): void {
    this.progress = { ...progress, percent: Math.max(0, Math.min(100, Math.round(progress.percent))) };
  }

  get current(): StartupProgress {
    return this.progress;
  }

  health(): HealthResponse {
    return { ...withoutDatabase('starting', this.about.mode, this.about.version), startup: this.progress };
  }

  /** The request listener of the starting phase. */
  readonly listener: RequestListener = (req, res) => {
    const path = pathOf(req);
    res.setHeader('Cache-Control', 'no-store');
    // A client (or a load balancer) may try again soon; the page polls on its own.
    res.setHeader('Retry-After', String(RETRY_AFTER_S));
    if (path === '/api/health' && (req.method === 'GET' || req.method === 'HEAD')) return sendJson(req, res, this.health());
    if (path === '/api' || path.startsWith('/api/') || !(req.method === 'GET' || req.method === 'HEAD')) {
      const body: ApiErrorBody = { statusCode: 503, error: 'Service Unavailable', message: `${startingSentence(this.progress)} Try again in a few seconds.` };
      return sendJson(req, res, body);
    }
    // An asset of a page opened before a restart: not the page below, which its script tag could not run.
    if (/\.[a-z0-9]+$/i.test(path)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end(req.method === 'HEAD' ? undefined : startingSentence(this.progress));
    }
    res.writeHead(503, {
      'Content-Type': 'text/html; charset=utf-8',
      // The page's one script is inline, allowed by its hash alone.
      'Content-Security-Policy': `default-src 'none'; script-src '${SCRIPT_HASH}'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; frame-ancestors 'self'`,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : startingPage(this.progress));
  };
}

const RETRY_AFTER_S = 5;

function pathOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

function sendJson(req: IncomingMessage, res: ServerResponse, body: unknown): void {
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
}

/** One sentence for people: what is being prepared. */
export function startingSentence(progress: StartupProgress): string {
  return progress.seeding
    ? `The portal is preparing its demo data (${progress.percent}%: ${progress.stage}).`
    : `The portal is starting (${progress.stage}).`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Polls /api/health and shows its progress; once the backend answers anything but 'starting' (ready, or degraded
 * and able to say why) the page reloads into the portal. A failed poll (the process restarting) just tries again.
 */
const SCRIPT = `
(function () {
  var bar = document.getElementById('progress'), stage = document.getElementById('stage');
  function poll() {
    fetch('/api/health', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (h) {
      if (h.status !== 'starting') { window.location.reload(); return; }
      bar.value = h.startup.percent;
      bar.textContent = h.startup.percent + '%';
      stage.textContent = h.startup.stage + (h.startup.seeding ? ' (' + h.startup.percent + '%)' : '');
      setTimeout(poll, 2000);
    }, function () { setTimeout(poll, 2000); });
  }
  setTimeout(poll, 2000);
})();
`;
const SCRIPT_HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;

function startingPage(progress: StartupProgress): string {
  const heading = progress.seeding ? 'The demo data is being prepared' : 'The portal is starting';
  const explanation = progress.seeding
    ? 'This is the first start: the portal is generating its demo dataset, which takes a few minutes. This page turns into the portal by itself when it is ready.'
    : 'This page turns into the portal by itself in a moment.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Starting - Basin Water Data Portal</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; font: 16px/1.5 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; background: #f6f7f9; color: #1c2127; }
  main { max-width: 36rem; margin: 15vh auto 0; padding: 0 1.25rem; }
  h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 .75rem; }
  progress { width: 100%; height: 1rem; margin: 1rem 0 .5rem; accent-color: #2d72d2; }
  .stage { color: #404854; }
  @media (prefers-color-scheme: dark) {
    body { background: #1c2127; color: #f6f7f9; }
    .stage { color: #d3d8de; }
    progress { accent-color: #8abbff; }
  }
</style>
</head>
<body>
<main>
  <p>Basin Water Data Portal</p>
  <h1>${heading}</h1>
  <p>${explanation}</p>
  <progress id="progress" max="100" value="${progress.percent}" aria-label="Progress">${progress.percent}%</progress>
  <p class="stage" id="stage" role="status">${escapeHtml(progress.stage)}${progress.seeding ? ` (${progress.percent}%)` : ''}</p>
</main>
<script>${SCRIPT}</script>
<noscript><meta http-equiv="refresh" content="10"></noscript>
</body>
</html>
`;
}

/**
 * The request listener of a backend that listens before it is ready: `starting` answers until `ready` is given
 * the application's own listener, which then answers every request from that moment on.
 */
export function switchingListener(starting: RequestListener): { listener: RequestListener; ready(app: RequestListener): void } {
  let current = starting;
  return {
    listener: (req, res) => current(req, res),
    ready(app) {
      current = app;
    },
  };
}
