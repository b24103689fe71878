import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { DatabaseTarget } from '../config/config';

export interface OpenDatabase {
  /** A postgres:// URL the normal `pg` driver connects to. */
  url: string;
  stop(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) with PostGIS on a data folder and serves it on a loopback
 * port, so the backend needs no database installed and still speaks to it through `pg` like to any server.
 * PGlite is one session: the socket server takes one connection and the pool must hold exactly one.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<OpenDatabase> {
  const pgDir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(pgDir, { recursive: true });
  const db = await PGlite.create(pgDir, { extensions: { postgis } });
  const port = await freeLoopbackPort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 1 });
  await server.start();
  let stopped = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}

/**
 * The database a configuration names, ready for the `pg` driver: the embedded one, started here, or the
 * configured server (whose stop() has nothing to do). The backend and the CLI both open it this way.
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.mode === 'embedded') return startEmbeddedPostgres(target.dataDir);
  return { url: target.url, stop: async () => undefined };
}
