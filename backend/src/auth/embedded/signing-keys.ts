import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** What the embedded provider keeps across restarts, so issued tokens and sign-in cookies stay valid. */
interface ProviderSecrets {
  /** Private RS256 signing keys (JWK); the first one signs. */
  keys: JsonWebKey[];
  /** Secrets for oidc-provider's signed cookies. */
  cookieKeys: string[];
}

const PRIVATE_PARTS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'] as const;

function generateSigningKey(): JsonWebKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  // A stable key id derived from the public key (RFC 7638 thumbprint members), so a verifier can pick the key.
  const kid = createHash('sha256').update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n })).digest('base64url');
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

/** Reads the secrets file, or creates it (owner-readable only) on the first start. */
export function loadOrCreateSecrets(file: string): ProviderSecrets {
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ProviderSecrets>;
    if (!stored.keys?.length || !stored.cookieKeys?.length) throw new Error(`${file} holds no signing keys; delete it to generate new ones`);
    return { keys: stored.keys, cookieKeys: stored.cookieKeys };
  }
  const secrets: ProviderSecrets = { keys: [generateSigningKey()], cookieKeys: [randomBytes(32).toString('base64url')] };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // 'wx': two processes starting at once must not overwrite each other's keys.
  try {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateSecrets(file);
    throw e;
  }
  return secrets;
}

/** The public half of the keys, as served at the JWKS endpoint. */
export function publicJwks(keys: JsonWebKey[]): JsonWebKey[] {
  return keys.map((key) => {
    const pub: JsonWebKey = { ...key };
    for (const part of PRIVATE_PARTS) delete pub[part];
    return pub;
  });
}
