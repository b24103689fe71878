import { createPortalStore } from '../store';

interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * A backend answering GETs from a table of paths and every write with 200 {}, recording what it saw (a seen
 * request's path keeps its query string).
 */
export function fakeBackend(lists: Record<string, unknown>, failures: Record<string, [number, unknown]> = {}) {
  const requests: SeenRequest[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchFn = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    const text = await request.text();
    requests.push({
      method: request.method,
      path: path + url.search,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    });
    const failure = failures[`${request.method} ${path}`];
    if (failure) return json(...failure);
    if (request.method !== 'GET') return json(200, {});
    return path in lists ? json(200, lists[path]) : json(404, { statusCode: 404, error: 'Not Found', message: 'No route' });
  };
  return { fetchFn: fetchFn as typeof fetch, requests };
}

/** A store signed in as 'admin-token' whose backend answers GETs from `lists`; `requests` is what it saw. */
export function recordingStore(lists: Record<string, unknown>, failures: Record<string, [number, unknown]> = {}) {
  const backend = fakeBackend(lists, failures);
  const store = createPortalStore({
    apiBaseUrl: 'http://127.0.0.1:3000/api',
    fetchFn: backend.fetchFn,
    getAccessToken: async () => 'admin-token',
  });
  return { store, requests: backend.requests };
}

/** Resolves once the store has no request in flight. */
export async function settled() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
