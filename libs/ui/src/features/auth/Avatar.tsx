import { Icon } from '@blueprintjs/core';
import type { SignedInUser } from '../../platform/ports';

/** The user's picture from the identity provider, or a person icon when it has none. */
export function Avatar({ user, size = 24 }: { user: SignedInUser; size?: number }) {
  if (!user.picture) return <Icon icon="user" size={size} />;
  return <img className="portal-avatar" src={user.picture} alt="" width={size} height={size} referrerPolicy="no-referrer" />;
}
