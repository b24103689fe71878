import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the embedded sign-in provider keeps between requests (sessions, grants, authorization codes, refresh
 * tokens, interactions...), one row per object and kind, so a restart does not sign everyone out and several
 * backend instances share them. `payload` is json, not jsonb: it holds request parameters as the client sent
 * them, and jsonb cannot store a \u0000 escape. The lookup columns are the ones oidc-provider searches by.
 */
export class OidcPayloads1764300000000 implements MigrationInterface {
  name = 'OidcPayloads1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oidc_payloads (
        id          text NOT NULL,
        type        text NOT NULL,
        payload     json NOT NULL,
        grant_id    text,
        user_code   text,
        uid         text,
        expires_at  timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (type, id)
      )`);
    await q.query(`CREATE INDEX oidc_payloads_grant_id_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL`);
    await q.query(`CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid) WHERE uid IS NOT NULL`);
    await q.query(`CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (user_code) WHERE user_code IS NOT NULL`);
    await q.query(`CREATE INDEX oidc_payloads_expires_at_idx ON oidc_payloads (expires_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oidc_payloads`);
  }
}
