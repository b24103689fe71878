import { createHash } from 'node:crypto';

/**
 * The embedded provider's few HTML pages (sign-in, sign-out, errors). No inline styles: the stylesheet is a file
 * under /oidc, so a strict Content-Security-Policy (`style-src 'self'`) holds. The one script, which ends a
 * session the signed-in app asked to end, is allowed by its hash on that page only.
 */

export const STYLESHEET_PATH = '/oidc/assets/sign-in.css';

export const STYLESHEET = `
body{font:15px/1.5 system-ui,sans-serif;background:#f5f8fa;color:#182026;margin:0}
main{max-width:340px;margin:64px auto;padding:24px 32px;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(16,22,26,.2)}
h1{font-size:20px;font-weight:600;margin:0 0 16px}
label{display:block;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;padding:8px;font:inherit;border:1px solid #8a9ba8;border-radius:3px}
button{margin-top:20px;width:100%;padding:9px;font:inherit;font-weight:600;color:#fff;background:#2d72d2;border:0;border-radius:3px;cursor:pointer}
button.secondary{background:#738091}
.error{color:#ac2f33;background:#fae1e1;padding:8px;border-radius:3px}
.demo{font-size:13px;color:#5f6b7c;margin-top:20px}
code{font-size:12px}
`;

/**
 * The pages' icon, inline: without a <link rel="icon"> a browser asks the origin for /favicon.ico, which does
 * not exist. The policy's `img-src data:` allows it.
 */
const FAVICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M8 1S3 7 3 10a5 5 0 0 0 10 0C13 7 8 1 8 1z" fill="#2d72d2"/></svg>',
).toString('base64')}`;

/**
 * Submits the provider's sign-out form (id `op.logoutForm`, carrying its anti-forgery token) with `logout=yes`,
 * which ends the whole session at the provider, exactly as the confirmation page's "Sign out" button does.
 */
export const AUTO_SIGN_OUT_SCRIPT =
  "var f=document.getElementById('op.logoutForm'),i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();";

/** The Content-Security-Policy source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Basin water-data portal</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
<link rel="icon" type="image/svg+xml" href="${FAVICON}">
</head>
<body><main>
${body}
</main></body>
</html>`;
}

interface LoginPageInput {
  action: string;
  email?: string;
  error?: string;
  demoAccounts: readonly { email: string; roles: string[] }[];
  showDemoPassword?: string;
}

export function loginPage(input: LoginPageInput): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const accounts = input.demoAccounts
    .map((a) => `<li><code>${escapeHtml(a.email)}</code> ${escapeHtml(a.roles.join(', ') || 'no role')}</li>`)
    .join('');
  const password = input.showDemoPassword ? ` Password: <code>${escapeHtml(input.showDemoPassword)}</code>.` : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${error}
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(input.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<div class="demo">Demo accounts of the built-in identity provider (demo only):<ul>${accounts}</ul>${password}</div>`,
  );
}
