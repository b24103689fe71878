import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { usePlatform } from '../../platform/PlatformProvider';
import type { AuthState, SignedInUser } from '../../platform/ports';
import { roleFlags, type RoleFlags } from './roles';

export interface Auth extends RoleFlags {
  state: AuthState;
  user: SignedInUser | null;
  signIn(returnTo: string): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * The sign-in state for the whole UI, from the platform's AuthSession. While the session is not known yet the
 * screen stays blank, so no page flashes a signed-out view first.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { auth } = usePlatform();
  const state = useSyncExternalStore(auth.subscribe, auth.current);
  const value = useMemo<Auth>(() => {
    const user = state.status === 'signed-in' ? state.user : null;
    return {
      state,
      user,
      ...roleFlags(user),
      signIn: (returnTo) => auth.signIn(returnTo),
      signOut: () => auth.signOut(),
    };
  }, [auth, state]);
  if (state.status === 'loading') return null;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() needs an <AuthProvider> around it');
  return auth;
}
