import type { DataSource } from 'typeorm';
import { createLoggerQuery, revokeLoggerQuery } from './ingest.queries';
import { loggerKeyDigest, newLoggerKey } from './logger-keys';

export const LOGGER_USAGE = `  logger:create NAME [--locations 1,2]
                     create a data-logger key for POST /api/ingest/telemetry (printed once; only its digest is
                     stored); --locations limits the logger to these location_ndx values
  logger:revoke NAME revoke a data logger's key (its past writes stay as they are)`;

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The location list of `--locations 1,2,3`: undefined when absent, null when malformed. */
function locationsOf(args: string[]): number[] | undefined | null {
  const i = args.indexOf('--locations');
  if (i < 0) return undefined;
  const list = (args[i + 1] ?? '').split(',').map((s) => Number(s.trim()));
  return list.length && list.every((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647) ? list : null;
}

/** `logger:create` and `logger:revoke`: the exit code. `open` gives a migrated database. */
export async function runLoggerCommand(
  command: 'logger:create' | 'logger:revoke',
  args: string[],
  open: <T>(fn: (ds: DataSource) => Promise<T>) => Promise<T>,
): Promise<number> {
  const name = args[0];
  if (!name || !NAME.test(name)) {
    console.error(`${command}: name the logger (letters, digits, '.', '_' or '-', at most 64), e.g. ${command} yamcolo-dam`);
    return 2;
  }
  if (command === 'logger:revoke') {
    const revoked = await open((ds) => revokeLoggerQuery(ds.manager, name));
    console.log(revoked ? `Revoked the key of logger ${name}.` : `No logger named ${name} has a key in use.`);
    return revoked ? 0 : 1;
  }
  const locations = locationsOf(args.slice(1));
  if (locations === null) {
    console.error('--locations: a comma-separated list of location_ndx values, e.g. --locations 52,656');
    return 2;
  }
  const key = newLoggerKey();
  const created = await open((ds) => createLoggerQuery(ds.manager, name, loggerKeyDigest(key), locations ?? null));
  if (!created) {
    console.error(`A logger named ${name} already exists; revoke it and choose another name.`);
    return 1;
  }
  console.log(`Logger ${name} created${locations ? ` for locations ${locations.join(', ')}` : ' for any location'}. Its key (shown only now):`);
  console.log(key);
  console.log('Send it as "Authorization: Bearer <key>" with POST /api/ingest/telemetry.');
  return 0;
}
