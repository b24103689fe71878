import type { SignedInUser } from '../../platform/ports';

/** Role names as they appear in the roles claim. */
export const ROLE = { administrator: 'Administrator', developer: 'Developer', stakeholder: 'Stakeholder' } as const;

export interface RoleFlags {
  /** Administrator or Developer: passes the gated route wrapper and the content-hiding wrapper. */
  isAdmin: boolean;
  /** The Administrator role itself, without Developer: the screens that hand out credentials (Logger Keys). */
  isAdministrator: boolean;
  isDeveloper: boolean;
  /** Stakeholder, Administrator or Developer. */
  isStakeholder: boolean;
}

export const NO_ROLES: RoleFlags = { isAdmin: false, isAdministrator: false, isDeveloper: false, isStakeholder: false };

export function roleFlags(user: SignedInUser | null | undefined): RoleFlags {
  if (!user) return NO_ROLES;
  const isDeveloper = user.roles.includes(ROLE.developer);
  const isAdministrator = user.roles.includes(ROLE.administrator);
  const isAdmin = isDeveloper || isAdministrator;
  return { isAdmin, isAdministrator, isDeveloper, isStakeholder: isAdmin || user.roles.includes(ROLE.stakeholder) };
}

/**
 * Where a sign-in may return to: an app path only. Anything else (an absolute URL, a protocol-relative
 * '//host') would turn the sign-in round trip into an open redirect, so it becomes the dashboard.
 */
export function safeReturnPath(path: unknown, fallback = '/dashboard'): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
