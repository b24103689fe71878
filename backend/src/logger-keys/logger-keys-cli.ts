import { HttpException } from '@nestjs/common';
import { LOGGER_NAME, LOGGER_NAME_RULE } from '@portal/contracts';
import { INT4_MAX } from '../common/strict-number';
import { ControlCommandError } from '../database/embedded-control';
import type { LoggerKeyActions } from './logger-keys.commands';

export const LOGGER_USAGE = `  logger:create NAME [--locations 1,2]
                     create a data-logger key for POST /api/ingest/telemetry (printed once; only its digest is
                     stored); --locations limits the logger to these location_ndx values. Works while the backend
                     runs (on the embedded database it asks the running backend); also in System Management
  logger:revoke NAME revoke a data logger's key (its past writes stay as they are)`;

/** The location list of `--locations 1,2,3`: undefined when absent, null when malformed. */
function locationsOf(args: string[]): number[] | undefined | null {
  const i = args.indexOf('--locations');
  if (i < 0) return undefined;
  const list = (args[i + 1] ?? '').split(',').map((s) => Number(s.trim()));
  return list.length && list.every((n) => Number.isInteger(n) && n > 0 && n <= INT4_MAX) ? list : null;
}

/**
 * `logger:create` and `logger:revoke`: the exit code (2: a usage error, 1: refused). `use` runs the command with
 * the actions of a migrated database or of the running backend.
 */
export async function runLoggerCommand(
  command: 'logger:create' | 'logger:revoke',
  args: string[],
  use: <T>(fn: (actions: LoggerKeyActions) => Promise<T>) => Promise<T>,
): Promise<number> {
  const name = args[0];
  if (!name || !LOGGER_NAME.test(name)) {
    console.error(`${command}: name the logger (${LOGGER_NAME_RULE}), e.g. ${command} yamcolo-dam`);
    return 2;
  }
  const locations = locationsOf(args.slice(1));
  if (command === 'logger:create' && locations === null) {
    console.error('--locations: a comma-separated list of location_ndx values, e.g. --locations 52,656');
    return 2;
  }
  try {
    if (command === 'logger:revoke') {
      await use((actions) => actions.revoke(name));
      console.log(`Revoked the key of logger ${name}.`);
      return 0;
    }
    const created = await use((actions) => actions.create({ name, allowed_location_ndx: locations ?? [] }));
    const where = created.allowed_locations ? `for ${created.allowed_locations.map((l) => `${l.display} (${l.value})`).join(', ')}` : 'for any location';
    console.log(`Logger ${name} created ${where}. Its key (shown only now):`);
    console.log(created.key);
    console.log('Send it as "Authorization: Bearer <key>" with POST /api/ingest/telemetry.');
    return 0;
  } catch (e) {
    // A refusal (taken name, unknown location, no such logger) is the user's to fix: its message, no stack.
    if (!(e instanceof HttpException || e instanceof ControlCommandError)) throw e;
    console.error(e.message);
    return 1;
  }
}
