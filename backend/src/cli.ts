import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/config';
import { dataSourceOptions } from './database/data-source-options';
import { openDatabase } from './database/embedded-postgres';
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

The database is DATABASE_URL (or PGHOST/PGPORT/PGUSER/PGPASSWORD/PGDATABASE), else the embedded one in DATA_DIR.`;

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
    default:
      console.log(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
