import type { AuthenticatedUser } from '../common/access';

/** The portal's role names, as they appear in the roles claim (see "Roles" in docs/architecture.md). */
export const ROLES = { administrator: 'Administrator', developer: 'Developer', stakeholder: 'Stakeholder' } as const;

/**
 * The caller as the API sees it, from verified token claims. Roles come from the configured claim (a list, or a
 * single name as some providers send it); anything else there counts as no role rather than an error.
 */
export function userFromClaims(claims: Record<string, unknown>, rolesClaim: string): AuthenticatedUser {
  const raw = claims[rolesClaim];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const roles = list.filter((r): r is string => typeof r === 'string');
  const has = (role: string) => roles.includes(role);
  const isAdmin = has(ROLES.administrator) || has(ROLES.developer);
  return {
    sub: String(claims.sub),
    name: typeof claims.name === 'string' ? claims.name : undefined,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    roles,
    isAdmin,
    isAdministrator: has(ROLES.administrator),
    isDeveloper: has(ROLES.developer),
    isStakeholder: isAdmin || has(ROLES.stakeholder),
  };
}
