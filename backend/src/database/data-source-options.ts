import { DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

export const MIGRATIONS_TABLE = 'typeorm_migrations';

export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: MIGRATIONS_TABLE,
    // Schema changes only ever go through migrations, on PGlite and PostgreSQL alike.
    synchronize: false,
    migrationsRun: false,
    // Each migration in its own transaction: a failure leaves the schema at the last good migration.
    migrationsTransactionMode: 'each',
    logging: ['error'],
    extra: {
      max: poolSize,
      // A client that disconnects must not leave its query running for minutes.
      statement_timeout: 120_000,
      application_name: 'basin-water-portal',
    },
  };
}
