import { ImportFormatError } from '../source-row';
import { clip } from './values';

/** How an online adapter talks to its service: bounded in time and in tries, so a run never hangs or hammers it. */
export interface HttpPolicy {
  /** One request's limit, answer included. */
  timeoutMs: number;
  /** Tries after the first, for a 429, a 5xx or no answer. */
  maxRetries: number;
  /** The longest Retry-After a 429 may ask for; a longer one fails the run (it is better scheduled again). */
  maxRetryAfterSeconds: number;
  /** The wait before the first retry of a 5xx or no answer, doubling after each. */
  backoffMs: number;
  /** The fetch to use (the global one by default). */
  fetch?: typeof fetch;
}

/** What an online adapter is given: where its service is, its key, how many items a page holds, how it retries. */
export interface ServiceOptions {
  /** The service's root, without a trailing slash. */
  baseUrl: string;
  apiKey?: string;
  pageSize?: number;
  http?: Partial<HttpPolicy>;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = { timeoutMs: 60_000, maxRetries: 4, maxRetryAfterSeconds: 120, backoffMs: 1000 };

export interface JsonRequest {
  url: string;
  /** Where the answer is, for the report ('page 2 of USGS-09239500 daily'). */
  ref: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Answers with this status are "nothing there" (null) rather than a failure (404 for a site lookup). */
  emptyStatus?: number;
}

/**
 * GETs a JSON answer, honouring the service's rate limit (429 with Retry-After), retrying a server error or a
 * missing answer with backoff, and failing with an ImportFormatError that names the request when the service
 * refuses, keeps failing, or answers something that is not JSON.
 */
export async function getJson(request: JsonRequest, policy: HttpPolicy): Promise<unknown> {
  const doFetch = policy.fetch ?? fetch;
  let backoff = policy.backoffMs;
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= policy.maxRetries;
    const signal = request.signal ? AbortSignal.any([request.signal, AbortSignal.timeout(policy.timeoutMs)]) : AbortSignal.timeout(policy.timeoutMs);
    let response: Response;
    let body: string;
    try {
      response = await doFetch(request.url, { headers: { Accept: 'application/json', ...request.headers }, signal });
      body = await response.text();
    } catch (error) {
      if (request.signal?.aborted) throw error;
      const why = (error as Error).name === 'TimeoutError' ? `no answer within ${policy.timeoutMs / 1000} s` : `no answer (${(error as Error).message})`;
      if (last) throw new ImportFormatError(request.ref, 'response', `${why} from ${describe(request.url)} after ${attempt + 1} tries`);
      await sleep(backoff, request.signal);
      backoff *= 2;
      continue;
    }
    if (response.status === 429) {
      const wait = retryAfterSeconds(response.headers.get('retry-after'));
      if (wait !== null && wait > policy.maxRetryAfterSeconds) {
        throw new ImportFormatError(request.ref, 'response', `the service limits our requests and asks to wait ${wait} s, more than the ${policy.maxRetryAfterSeconds} s this run waits: try again later (an API key raises the limit)`);
      }
      if (last) throw new ImportFormatError(request.ref, 'response', `the service still limited our requests (429) after ${attempt + 1} tries: try again later (an API key raises the limit)`);
      await sleep(wait !== null ? wait * 1000 : backoff, request.signal);
      if (wait === null) backoff *= 2;
      continue;
    }
    if (response.status >= 500) {
      if (last) throw new ImportFormatError(request.ref, 'response', `the service answered ${response.status} to ${describe(request.url)} ${attempt + 1} times: ${clip(body.trim())}`);
      await sleep(backoff, request.signal);
      backoff *= 2;
      continue;
    }
    if (request.emptyStatus !== undefined && response.status === request.emptyStatus) return null;
    if (!response.ok) {
      throw new ImportFormatError(request.ref, 'response', `the service refused ${describe(request.url)} with ${response.status}: ${clip(body.trim())}`);
    }
    try {
      return JSON.parse(body);
    } catch {
      throw new ImportFormatError(request.ref, 'response', `the answer from ${describe(request.url)} is not JSON: ${clip(body.trim())}`);
    }
  }
}

/** The URL without its query's secrets, for messages that end up in reports and logs. */
function describe(url: string): string {
  const u = new URL(url);
  for (const key of [...u.searchParams.keys()]) if (/key|token/i.test(key)) u.searchParams.set(key, '***');
  return u.toString();
}

/** Retry-After as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  const t = header.trim();
  if (/^\d+$/.test(t)) return Number(t);
  const at = Date.parse(t);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A link the service gave (its next page) is followed only on the service's own origin: our key goes with it. */
export function sameOrigin(link: string, base: string, ref: string): string {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    throw new ImportFormatError(ref, 'links', `the next link '${clip(link)}' is not a URL`);
  }
  if (url.origin !== new URL(base).origin) throw new ImportFormatError(ref, 'links', `the next link leads to ${url.origin}, not to the service at ${new URL(base).origin}`);
  return url.toString();
}
