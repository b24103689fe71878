import * as net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { transactionOpen } from './embedded-control';

export interface EmbeddedSocketServer {
  port: number;
  /** Closes every connection and the listening socket; never waits for a client. */
  stop(): Promise<void>;
}

/**
 * Serves the PGlite session to `pg` connections on a loopback port, one connection at a time, with
 * pglite-socket's protocol handler (SSL and cancel requests, message framing). Not its server (0.2.11): a connection
 * whose socket failed (a client that left in the middle of an answer, ECONNRESET) was never forgotten, so every
 * later connection was refused as one too many (the pool's "Connection terminated unexpectedly" until a restart),
 * and the refused sockets stayed half-open, so closing the server never completed (a stop hung). Here a connection
 * that closes or fails is dropped at once, its socket destroyed and a transaction it left open rolled back; a
 * connection that arrives while another is open waits for it (the pool's connect timeout bounds the wait); and
 * stop() destroys every socket.
 */
export async function serveEmbeddedSocket(db: PGlite, host = '127.0.0.1'): Promise<EmbeddedSocketServer> {
  // The handler's query queue: each protocol message runs under PGlite's own mutex, which a backup also takes.
  const queryQueue = {
    enqueue: (_handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) =>
      db.runExclusive(() => db.execProtocolRawStream(message, { onRawData: onData })),
    clearQueueForHandler: () => undefined,
    // Also called by the library's handler as it detaches, which may come after the database was closed (a stop, a
    // test's teardown): a closed database has no transaction to roll back, and its session can no longer be asked.
    clearTransactionIfNeeded: async () => {
      if (db.closed) return;
      const open = await db.runExclusive(async () => !db.closed && transactionOpen(db)).catch(() => false);
      if (open) await db.exec('ROLLBACK').catch(() => undefined);
    },
  } as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const sockets = new Set<net.Socket>();
  let stopping = false;
  /** Settles when the connection being served (if any) has ended. */
  let served: Promise<void> = Promise.resolve();

  const serve = async (socket: net.Socket, previous: Promise<void>): Promise<void> => {
    await previous;
    if (stopping || socket.destroyed) return;
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    const ended = new Promise<void>((resolve) => {
      // The library's handler detaches itself on either event; only 'close' was ever reported to its server.
      handler.addEventListener('close', () => resolve(), { once: true });
      handler.addEventListener('error', () => resolve(), { once: true });
    });
    await handler.attach(socket);
    await ended;
    // Its detach runs next (it rolls back a transaction the client left open): wait for the session to be free.
    await queryQueue.clearTransactionIfNeeded(handler.handlerId);
    socket.destroy();
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    // Errors are the handler's to report once it is attached; before that, a socket that fails just closes.
    socket.on('error', () => socket.destroy());
    const previous = served;
    served = serve(socket, previous)
      .catch(() => {
        socket.destroy();
      })
      .finally(() => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    async stop() {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
