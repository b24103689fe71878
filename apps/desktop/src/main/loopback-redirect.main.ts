/**
 * The loopback redirect of RFC 8252 §7.3: a one-shot HTTP server on 127.0.0.1, on a port the OS picks, that
 * receives the provider's answer when the system browser follows the redirect to /callback. It hears only
 * this PC (loopback interface), answers only GET /callback, and closes once the sign-in has its answer.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CALLBACK_PATH = '/callback';

/** The page the browser tab shows afterwards, so the user knows to go back to the app. */
export const SIGNED_IN_MESSAGE = 'Signed in — you can close this tab and return to the portal.';

/** What reached /callback, and how to answer the browser once the app knows the outcome. */
export interface CallbackRequest {
  params: URLSearchParams;
  answer(outcome: { ok: true } | { ok: false; error: string }): void;
}

export interface LoopbackRedirect {
  /** `http://127.0.0.1:<port>/callback`: the provider accepts any port for this loopback URI. */
  redirectUri: string;
  /**
   * The first callback whose `accept` test passes. Callbacks that fail it (another sign-in's state: a stale
   * or forged answer) get an error page and are otherwise ignored, so they can neither end nor hijack this one.
   */
  next(accept: (params: URLSearchParams) => boolean, signal: AbortSignal): Promise<CallbackRequest>;
  close(): void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function callbackPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Basin Water Portal</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c2127}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>
`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // The page runs nothing and loads nothing; the URL it answers carried an authorization code.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    // One-shot: no keep-alive connection may hold the server open after the answer.
    connection: 'close',
  });
  res.end(html);
}

/** Listens on 127.0.0.1 (never on every interface) on a free port. */
export async function listenForRedirect(): Promise<LoopbackRedirect> {
  type Waiter = { accept: (params: URLSearchParams) => boolean; resolve: (request: CallbackRequest) => void };
  let waiter: Waiter | undefined;
  let answered = false;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== CALLBACK_PATH) return send(res, 404, callbackPage('Not found', 'This address only receives the sign-in answer.'));
    if (req.method !== 'GET') return send(res, 405, callbackPage('Not allowed', 'The sign-in answer arrives by GET.'));
    if (answered || !waiter || !waiter.accept(url.searchParams)) {
      return send(res, 400, callbackPage('Sign-in problem', 'This answer does not belong to the sign-in the portal is waiting for. Start the sign-in again from the portal.'));
    }
    answered = true;
    const { resolve } = waiter;
    waiter = undefined;
    resolve({
      params: url.searchParams,
      answer: (outcome) =>
        outcome.ok
          ? send(res, 200, callbackPage('Signed in', SIGNED_IN_MESSAGE))
          : send(res, 400, callbackPage('Sign-in failed', `${outcome.error} Return to the portal to try again.`)),
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    redirectUri: `http://127.0.0.1:${port}${CALLBACK_PATH}`,
    next(accept, signal) {
      return new Promise((resolve, reject) => {
        const abort = () => {
          waiter = undefined;
          reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
        };
        if (signal.aborted) return abort();
        signal.addEventListener('abort', abort, { once: true });
        waiter = {
          accept,
          resolve: (request) => {
            signal.removeEventListener('abort', abort);
            resolve(request);
          },
        };
      });
    },
    close() {
      server.close();
      // A browser may keep an idle connection open (a favicon request); it must not keep the port.
      server.closeIdleConnections();
    },
  };
}
