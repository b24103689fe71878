import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { ConfigError, loadConfig } from './config/config';
import { EmbeddedDatabaseError } from './database/embedded-errors';
import { Starting, switchingListener } from './health/starting';

/** Listens on `port`, or fails with a sentence saying what to change when the address is taken. */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE'
        ? new StartError(`Port ${port} on ${host} is in use by another program: stop it, or start with another PORT (PORT=3001 npm start).`)
        : error));
    server.listen(port, host, () => resolve());
  });
}

/** A start that cannot go on, said in one sentence (a stack trace would only hide it). */
class StartError extends Error {}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  // Listen before anything else, so a visitor who opens the page during a long start (the first start generates
  // the demo data) gets a page with its progress rather than 'connection refused'; the API takes over when ready.
  const starting = new Starting({ version: config.version, mode: config.database.mode });
  const switching = switchingListener(starting.listener);
  const server = createServer(switching.listener);
  await listen(server, config.port, config.host);
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const address = `http://${shownHost}:${config.port}`;
  console.log(`\n  Basin water-data portal is starting at ${address}  (the page there shows its progress)\n`);

  // Loaded only now: the API's modules (Nest, TypeORM, every feature) take seconds to load on a busy machine.
  const { createApp } = await import('./bootstrap');
  const running = await createApp(config, [], { progress: (progress) => starting.report(progress) });
  switching.ready(running.app.getHttpAdapter().getInstance());
  const where = config.database.mode === 'embedded' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`\n  Basin water-data portal is running at ${address}  (${where})\n`);

  // Close the embedded database too; app.close() alone stops Nest and the pool.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      running.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((e) => {
  // The data folder is in use or damaged: the message says what to do, a stack trace would only hide it.
  console.error(e instanceof EmbeddedDatabaseError || e instanceof StartError ? e.message : e);
  process.exit(1);
});
