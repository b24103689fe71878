import * as path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in the project data folder on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.mode).toBe('embedded');
    expect(config.dbPoolSize).toBe(1);
    if (config.database.mode === 'embedded') expect(path.basename(config.database.dataDir)).toBe('data');
  });

  it('uses DATABASE_URL when set, with the configured pool', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/portal', DB_POOL_SIZE: '4' });
    expect(config.database).toEqual({ mode: 'postgres', url: 'postgres://u@127.0.0.1:5432/portal' });
    expect(config.dbPoolSize).toBe(4);
  });

  it('builds the URL from separate parts', () => {
    const config = loadConfig({ PGHOST: 'db.internal', PGPORT: '6543', PGUSER: 'portal', PGPASSWORD: 'p@ss', PGDATABASE: 'water' });
    expect(config.database).toEqual({ mode: 'postgres', url: 'postgresql://portal:p%40ss@db.internal:6543/water' });
  });

  it('honours DATA_DIR and PORT so two copies can run side by side', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/copy-b', PORT: '3100' });
    expect(config.port).toBe(3100);
    expect(config.database).toEqual({ mode: 'embedded', dataDir: '/tmp/copy-b' });
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must start with postgres:\/\//m);
    expect(problems).toMatch(/^LOG_LEVEL: /m);
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('refuses DATABASE_URL together with PG parts', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://a@b/c', PGHOST: 'x' })).toThrow(/PGHOST: set DATABASE_URL or the PG\* parts, not both/);
  });
});
