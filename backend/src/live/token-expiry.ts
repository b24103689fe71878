/**
 * When the bearer token of an already verified request expires (ms since the epoch), from its `exp` claim;
 * undefined when there is none to read. Only ever called after the access guard verified the token.
 */
export function tokenExpiry(authorization: string | undefined): number | undefined {
  const payload = /^Bearer [^.]+\.([^.]+)\./.exec(authorization ?? '')?.[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
