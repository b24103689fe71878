import { timingSafeEqual } from 'node:crypto';
import { ROLES } from '../roles';

/** One demo account per role, and one signed-in user with no role (to try what a plain signed-in user sees). Demo only. */
export interface DemoAccount {
  sub: string;
  email: string;
  name: string;
  roles: string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { sub: 'demo-admin', email: 'admin@demo.portal', name: 'Avery Admin (demo)', roles: [ROLES.administrator] },
  { sub: 'demo-developer', email: 'developer@demo.portal', name: 'Devon Developer (demo)', roles: [ROLES.developer] },
  { sub: 'demo-stakeholder', email: 'stakeholder@demo.portal', name: 'Sam Stakeholder (demo)', roles: [ROLES.stakeholder] },
  { sub: 'demo-user', email: 'user@demo.portal', name: 'Uma User (demo)', roles: [] },
];

export function findDemoAccount(sub: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.sub === sub);
}

/** The account for a sign-in form's email (case-insensitive) and password, or undefined. */
export function checkDemoCredentials(email: string, password: string, demoPassword: string): DemoAccount | undefined {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email.trim().toLowerCase());
  const given = Buffer.from(password);
  const expected = Buffer.from(demoPassword);
  const passwordOk = given.length === expected.length && timingSafeEqual(given, expected);
  return account && passwordOk ? account : undefined;
}
