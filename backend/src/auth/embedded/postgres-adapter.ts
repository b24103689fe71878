import { Logger } from '@nestjs/common';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { DataSource } from 'typeorm';
import { classifyDatabaseError, RETRY_AFTER_SECONDS } from '../../common/database-unavailable.filter';

/** Expired rows are deleted at most this often, by whichever instance stores something first after the interval. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

interface Row {
  payload: AdapterPayload;
  consumed: number | null;
}

/**
 * What a sign-in step answers when its database cannot: OAuth's `temporarily_unavailable` with 503, instead of
 * oidc-provider's 500 `server_error` for any unexpected error. The provider answers it as it answers its own
 * errors (JSON for the token endpoint, the error page for the browser), since it is `expose`d with a status.
 */
export class SignInStorageUnavailable extends Error {
  readonly expose = true;
  readonly status = 503;
  readonly statusCode = 503;
  readonly error = 'temporarily_unavailable';
  readonly error_description = 'The sign-in service cannot reach its database. Try again in a few seconds.';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS.unavailable;

  constructor(cause: unknown) {
    super('temporarily_unavailable', { cause });
  }
}

/** The adapter's methods, with a database that cannot answer turned into SignInStorageUnavailable. */
function reportingUnavailable(adapter: Adapter): Adapter {
  return Object.fromEntries(
    Object.entries(adapter).map(([name, method]) => [
      name,
      async (...args: unknown[]) => {
        try {
          return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
        } catch (error) {
          throw classifyDatabaseError(error) ? new SignInStorageUnavailable(error) : error;
        }
      },
    ]),
  ) as unknown as Adapter;
}

/**
 * oidc-provider's storage (sessions, grants, codes, refresh tokens, interactions...) in the `oidc_payloads`
 * table, so a restart does not sign users out and several backend instances share one sign-in state. The
 * provider is created before migrations run; this touches the database only when the provider calls it, at
 * request time. Expired rows are never returned, and are deleted now and then as writes happen.
 */
export function postgresAdapter(dataSource: DataSource): AdapterFactory {
  const logger = new Logger('OidcPostgresAdapter');
  let lastSweep = 0;
  const sweepExpired = () => {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    dataSource
      .query(`DELETE FROM oidc_payloads WHERE expires_at < now()`)
      .catch((error: Error) => logger.warn(`Could not delete expired sign-in records: ${error.message}`));
  };

  return (type: string): Adapter => {
    // Tokens and ids arrive from clients; PostgreSQL refuses a NUL in text, and no stored id contains one.
    const findOne = async (column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> => {
      if (value.includes('\0')) return undefined;
      const rows: Row[] = await dataSource.query(
        `SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed
           FROM oidc_payloads
          WHERE type = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [type, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed === null ? row.payload : { ...row.payload, consumed: Number(row.consumed) };
    };

    return reportingUnavailable({
      async upsert(id, payload, expiresIn) {
        await dataSource.query(
          `INSERT INTO oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
           VALUES ($1, $2, $3::json, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
           ON CONFLICT (type, id) DO UPDATE
             SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
                 uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at, consumed_at = NULL`,
          [id, type, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? null],
        );
        sweepExpired();
      },
      find: (id) => findOne('id', id),
      findByUid: (uid) => findOne('uid', uid),
      findByUserCode: (userCode) => findOne('user_code', userCode),
      async consume(id) {
        if (id.includes('\0')) return;
        await dataSource.query(`UPDATE oidc_payloads SET consumed_at = now() WHERE type = $1 AND id = $2`, [type, id]);
      },
      async destroy(id) {
        if (id.includes('\0')) return;
        await dataSource.query(`DELETE FROM oidc_payloads WHERE type = $1 AND id = $2`, [type, id]);
      },
      // Every kind of object of the grant goes (codes, tokens, the grant itself), as with the in-memory adapter.
      async revokeByGrantId(grantId) {
        await dataSource.query(`DELETE FROM oidc_payloads WHERE grant_id = $1`, [grantId]);
      },
    });
  };
}
