import type { NextFunction, Request, Response } from 'express';
import { hstsWhenHttps } from './hsts';

/** The Strict-Transport-Security header the middleware sets for a request, or undefined. */
function hstsFor(publicUrl: string, secure: boolean): string | undefined {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) } as unknown as Response;
  const next: NextFunction = () => undefined;
  hstsWhenHttps(publicUrl)({ secure } as Request, res, next);
  return headers['strict-transport-security'];
}

describe('hstsWhenHttps', () => {
  it('sends HSTS whenever the public URL is https (TLS ends at a proxy in front)', () => {
    expect(hstsFor('https://portal.example.org', false)).toMatch(/^max-age=\d+/);
  });

  it('sends HSTS for a request that came over TLS', () => {
    expect(hstsFor('http://localhost:3000', true)).toMatch(/^max-age=\d+/);
  });

  it('never sends it over plain http', () => {
    expect(hstsFor('http://localhost:3000', false)).toBeUndefined();
  });
});
