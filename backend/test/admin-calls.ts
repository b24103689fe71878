import request from 'supertest';
import type { App } from 'supertest/types';
import type { DataSource } from 'typeorm';
import { publicTablesState } from './database-state';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A signed-in caller of the API: `token()` is read at call time (tests sign in in beforeAll). */
export function bearerCaller(http: () => App, token: () => string) {
  return (method: Method, path: string, body?: string | object, as = token()) => {
    const req = request(http())[method](path).set('authorization', `Bearer ${as}`);
    return body === undefined ? req : req.send(body);
  };
}

/**
 * Sends a request that must be refused with `status` and change nothing (no row anywhere, the audit log
 * included). A 400 must name each of `fields` in its `fields` list and in its message.
 */
export async function expectRefused(dataSource: () => DataSource, send: () => request.Test, status: number, fields: string[] = []) {
  const before = await publicTablesState(dataSource());
  const res = await send().expect(status);
  if (status === 400) {
    expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual(expect.arrayContaining(fields));
    for (const field of fields) expect(res.body.message).toContain(`${field}: `);
  }
  expect(await publicTablesState(dataSource())).toEqual(before);
  return res;
}

/** The newest audit record: who did what to which row, with the row before and after. */
export async function lastAuditRecord(dataSource: DataSource): Promise<Record<string, unknown>> {
  const [row] = await dataSource.query(
    `SELECT actor_sub, actor_name, action, entity, entity_key, before, after FROM admin_audit_log ORDER BY audit_ndx DESC LIMIT 1`,
  );
  return row;
}
