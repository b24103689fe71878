#!/usr/bin/env node
// Prints an access token for a demo account of the embedded sign-in provider, for scripts, benchmarks and API
// users: `npm run token -- admin [--audience X] [--url http://localhost:3000] [--password P]`.
//
// It signs in the honest way, over HTTP against a running backend: the same authorization code + PKCE flow as
// the desktop app (loopback redirect URI), posting the provider's own sign-in form. Nothing is signed locally.
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

const USAGE = `usage: npm run token -- <admin|developer|stakeholder|user|email> [--audience X] [--url URL] [--password P]
  --url       a running backend (default: $PUBLIC_URL or http://localhost:3000)
  --audience  the resource to request a token for, as an absolute URI (default: the portal's API, <url>/api,
              whose tokens carry OIDC_AUDIENCE as their audience); anything else is refused with invalid_target
  --password  the demo password (default: $OIDC_DEMO_PASSWORD or the built-in demo password)
  --client-id the public client (default: $OIDC_CLIENT_ID or basin-water-portal)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    audience: { type: 'string' },
    url: { type: 'string' },
    password: { type: 'string' },
    'client-id': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || positionals.length !== 1) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const account = positionals[0].includes('@') ? positionals[0] : `${positionals[0]}@demo.portal`;
const base = (values.url ?? process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const password = values.password ?? process.env.OIDC_DEMO_PASSWORD ?? 'demo-password';
const clientId = values['client-id'] ?? process.env.OIDC_CLIENT_ID ?? 'basin-water-portal';
// Never listened on: the code is read from the provider's redirect. Any loopback port is allowed (RFC 8252).
const redirectUri = 'http://127.0.0.1:9/callback';
const b64url = (b) => Buffer.from(b).toString('base64url');

const cookies = new Map();
async function go(url, init = {}) {
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
  }
  return res;
}

function fail(message) {
  console.error(`print-token: ${message}`);
  process.exit(1);
}

async function main() {
  const discovery = await fetch(`${base}/oidc/.well-known/openid-configuration`).catch((e) =>
    fail(`no backend at ${base} (${e.cause?.code ?? e.message}); start it with npm start or pass --url`),
  );
  if (!discovery.ok) fail(`${base} has no embedded sign-in provider (discovery answered ${discovery.status})`);
  const meta = await discovery.json();

  const verifier = b64url(randomBytes(32));
  const resource = values.audience ? { resource: values.audience } : {};
  const authorize = new URL(meta.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state: b64url(randomBytes(12)),
    ...resource,
  }).toString();

  let res = await go(authorize);
  let posted = false;
  for (let hop = 0; hop < 12; hop++) {
    if (res.status === 200 || res.status === 401) {
      if (posted) fail(`sign-in refused for ${account}: wrong account or password`);
      const action = /<form method="post" action="([^"]+)"/.exec(await res.text())?.[1];
      if (!action) fail('the provider showed no sign-in form');
      posted = true;
      res = await go(new URL(action, base), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: account, password }),
      });
      continue;
    }
    const location = res.headers.get('location');
    if (!location) fail(`unexpected answer ${res.status} from the provider`);
    const next = new URL(location, base);
    if (next.href.startsWith(redirectUri)) {
      const error = next.searchParams.get('error');
      if (error) fail(`${error}: ${next.searchParams.get('error_description') ?? ''}`);
      const token = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: next.searchParams.get('code'),
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
          ...resource,
        }),
      });
      const body = await token.json();
      if (!token.ok) fail(`token endpoint: ${body.error}: ${body.error_description ?? ''}`);
      process.stdout.write(`${body.access_token}\n`);
      return;
    }
    res = await go(next);
  }
  fail('the sign-in did not finish (too many redirects)');
}

await main();
