import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  url: URL;
  headers: http.IncomingHttpHeaders;
}

export interface TestServer {
  base: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 and an ephemeral port answering like a service does; records each request. */
export async function startServer(handle: (req: SeenRequest, res: http.ServerResponse, server: TestServer) => void): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api: TestServer = {
    base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  server.on('request', (req, res) => {
    const seen = { url: new URL(req.url ?? '/', base), headers: req.headers };
    requests.push(seen);
    handle(seen, res, api);
  });
  return api;
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
