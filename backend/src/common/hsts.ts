import type { RequestHandler } from 'express';
import { strictTransportSecurity } from 'helmet';

/**
 * Strict-Transport-Security only where the site is served over https: its public URL is https (TLS ends at a
 * proxy in front), or this request came over TLS (req.secure, which believes X-Forwarded-Proto only from a
 * proxy TRUST_PROXY names). Sent over plain http on a developer's loopback it would be meaningless at best, and a
 * browser that honoured it would insist on https for localhost, breaking every other local app on that name.
 */
export function hstsWhenHttps(publicUrl: string): RequestHandler {
  const httpsSite = new URL(publicUrl).protocol === 'https:';
  const hsts = strictTransportSecurity();
  return (req, res, next) => (httpsSite || req.secure ? hsts(req, res, next) : next());
}
