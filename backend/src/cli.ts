import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/config';
import { dataSourceOptions } from './database/data-source-options';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './database/embedded-backup';
import { EmbeddedDatabaseError } from './database/embedded-errors';
import { openDatabase } from './database/embedded-postgres';
import { DataDirInUseError } from './database/data-dir-lock';
import { IMPORT_USAGE, runImportCommand } from './imports/imports-cli';
import { LOGGER_USAGE, runLoggerCommand } from './logger-keys/logger-keys-cli';
import { type LoggerKeyActions, localLoggerKeyActions, remoteLoggerKeyActions } from './logger-keys/logger-keys.commands';
import { LoggerKeysService } from './logger-keys/logger-keys.service';
import { MAX_BENCH_LOCATIONS, isBenchLocationCount } from './seed/bench-locations';
import { isDatabaseSeeded, seedDemoData } from './seed/demo-seed';

const USAGE = `Usage: node dist/backend/backend/src/cli.js <command>

Commands:
  migrate            apply pending migrations
  migrate:revert     revert the newest applied migration
  migrate:check      fail unless every migration is applied and each down() reverts cleanly (scratch databases only)
  seed [--scale N] [--locations N] [--force]
                     generate the demo dataset (about N million results; default scale seeds in under a minute);
                     --locations adds N synthetic water-quality sites (DEMO-WQ-00001...) for benchmarks;
                     refuses a database that already holds data unless --force
  db:backup [--out FILE]
                     copy the embedded database to FILE (default DATA_DIR/backups/portal-<time>.tar.gz); works
                     while the backend runs (it makes the copy between two transactions)
  db:restore FILE    replace the embedded database with a backup (the backend must be stopped); the current
                     database is moved aside to DATA_DIR/pgdata.before-restore-<time>, never deleted
${LOGGER_USAGE}
${IMPORT_USAGE}

The database is DATABASE_URL (or PGHOST/PGPORT/PGUSER/PGPASSWORD/PGDATABASE), else the embedded one in DATA_DIR.`;

const USE_PG_TOOLS = `The configured database is a PostgreSQL server (DATABASE_URL or PGHOST): db:backup and db:restore copy the
embedded database only. Use PostgreSQL's own tools, for example:
  pg_dump -Fc -f portal.dump "$DATABASE_URL"
  pg_restore --clean --if-exists -d "$DATABASE_URL" portal.dump`;

function embeddedDataDir(): string | undefined {
  const { database } = loadConfig();
  if (database.mode === 'embedded') return database.dataDir;
  console.error(USE_PG_TOOLS);
  return undefined;
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

async function withDataSource<T>(fn: (ds: DataSource) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  // Maintenance commands run long statements (migrations, seeds) and serve no requests: no statement timeouts.
  const ds = new DataSource(dataSourceOptions(database.url, config.dbPoolSize, { ...config.dbTimeouts, statementMs: 0, queryMs: 0 }));
  await ds.initialize();
  try {
    return await fn(ds);
  } finally {
    await ds.destroy();
    await database.stop();
  }
}

/**
 * Runs a logger-key command on the configured database; when a running backend has the embedded database open,
 * through that backend's control channel instead, so loggers are added and revoked without stopping it.
 */
async function withLoggerKeyActions<T>(fn: (actions: LoggerKeyActions) => Promise<T>): Promise<T> {
  try {
    return await withDataSource(async (ds) => {
      await ds.runMigrations({ transaction: 'each' });
      return fn(localLoggerKeyActions(new LoggerKeysService(ds)));
    });
  } catch (e) {
    if (!(e instanceof DataDirInUseError && e.holder.controlSocket)) throw e;
    return fn(remoteLoggerKeyActions(e.holder.controlSocket));
  }
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'migrate':
      return withDataSource(async (ds) => {
        const ran = await ds.runMigrations({ transaction: 'each' });
        console.log(ran.length ? `Applied: ${ran.map((m) => m.name).join(', ')}` : 'No pending migrations.');
        return 0;
      });
    case 'migrate:revert':
      return withDataSource(async (ds) => {
        await ds.undoLastMigration({ transaction: 'each' });
        console.log('Reverted the newest migration.');
        return 0;
      });
    case 'migrate:check':
      return withDataSource(async (ds) => {
        // Up, all the way down, and up again: proves every down() undoes its up() on a real database.
        await ds.runMigrations({ transaction: 'each' });
        for (let i = 0; i < ds.migrations.length; i++) await ds.undoLastMigration({ transaction: 'each' });
        await ds.runMigrations({ transaction: 'each' });
        if (await ds.showMigrations()) {
          console.error('Migrations are still pending after the round trip.');
          return 1;
        }
        console.log(`${ds.migrations.length} migration(s) apply, revert and re-apply cleanly.`);
        return 0;
      });
    case 'seed': {
      const scaleText = argValue(args, '--scale');
      const scale = scaleText === undefined ? undefined : Number(scaleText);
      if (scale !== undefined && !(scale > 0 && scale <= 1000)) {
        console.error('--scale: must be a number greater than 0 and at most 1000');
        return 2;
      }
      const locationsText = argValue(args, '--locations');
      const benchLocations = locationsText === undefined ? undefined : Number(locationsText);
      if (benchLocations !== undefined && !isBenchLocationCount(benchLocations)) {
        console.error(`--locations: must be a whole number from 0 to ${MAX_BENCH_LOCATIONS}`);
        return 2;
      }
      return withDataSource(async (ds) => {
        await ds.runMigrations({ transaction: 'each' });
        if ((await isDatabaseSeeded(ds)) && !args.includes('--force')) {
          console.error('The database already holds data; pass --force to replace the demo dataset.');
          return 1;
        }
        const report = await seedDemoData(ds, { scale, benchLocations, log: (m) => console.log(m) });
        console.log(`Seeded ${report.results} results at ${report.locations} locations in ${report.seconds}s.`);
        return 0;
      });
    }
    case 'db:backup': {
      const out = argValue(args, '--out');
      if (args.includes('--out') && (!out || out.startsWith('--'))) {
        console.error('--out: name the file to write, e.g. --out backups/portal.tar.gz');
        return 2;
      }
      const dataDir = embeddedDataDir();
      if (!dataDir) return 2;
      const result = await backupEmbeddedDatabase(dataDir, out);
      const how = result.runningHolder ? `made by the running backend, pid ${result.runningHolder.pid}` : 'no backend was running';
      console.log(`Backup written to ${result.file} (${megabytes(result.bytes)} MB; ${how}).`);
      console.log(`Restore it with the backend stopped: npm run db:restore -- ${result.file}`);
      return 0;
    }
    case 'db:restore': {
      const file = args.find((a) => !a.startsWith('--'));
      if (!file || args.length !== 1) {
        console.error('db:restore: name one backup file, e.g. npm run db:restore -- data/backups/portal-<time>.tar.gz');
        return 2;
      }
      const dataDir = embeddedDataDir();
      if (!dataDir) return 2;
      const result = await restoreEmbeddedDatabase(dataDir, file);
      console.log(`Restored ${file} into ${result.pgDir} (${result.tables} tables).`);
      if (result.movedAside) console.log(`The database that was there is kept in ${result.movedAside}; delete it when you no longer need it.`);
      return 0;
    }
    case 'logger:create':
    case 'logger:revoke':
      return runLoggerCommand(command, args, withLoggerKeyActions);
    case 'import':
      return runImportCommand(args, loadConfig(), withDataSource);
    default:
      console.log(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    // A configuration or data-folder problem is the user's to fix and its message says how: no stack trace.
    console.error(e instanceof ConfigError || e instanceof EmbeddedDatabaseError ? e.message : e);
    process.exit(1);
  },
);
