import 'reflect-metadata';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/config';
import { EmbeddedDatabaseError } from './database/embedded-errors';

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
  const running = await createApp(config);
  await running.app.listen(config.port, config.host);
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const where = config.database.mode === 'embedded' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`\n  Basin water-data portal is running at http://${shownHost}:${config.port}  (${where})\n`);

  // Close the embedded database too; app.close() alone stops Nest and the pool.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((e) => {
  // The data folder is in use or damaged: the message says what to do, a stack trace would only hide it.
  console.error(e instanceof EmbeddedDatabaseError ? e.message : e);
  process.exit(1);
});
