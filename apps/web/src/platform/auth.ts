import type { AuthClientConfig } from '@portal/contracts';
import { type AuthSession, type AuthState, safeReturnPath, signedInUserFromClaims } from '@portal/ui';
import { ErrorResponse, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';

export const CALLBACK_PATH = '/auth/callback';

interface RedirectState {
  returnTo: string;
}

/**
 * Sign-in for the web build: OpenID Connect authorization code + PKCE by full-page redirect (oidc-client-ts).
 * The session (tokens, with the refresh token) is kept in local storage as the product requires, so it survives a
 * reload; access tokens are renewed silently with the refresh token shortly before they expire, one renewal
 * at a time (refresh tokens rotate: two parallel renewals would spend the same one twice).
 */
export function createWebAuth(apiBaseUrl: string, win: Window = window): AuthSession {
  let state: AuthState = { status: 'loading' };
  const listeners = new Set<(state: AuthState) => void>();
  const set = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  let rolesClaim = '';
  const signedIn = (user: User) => set({ status: 'signed-in', user: signedInUserFromClaims(user.profile, rolesClaim) });

  const ready: Promise<UserManager | null> = (async () => {
    try {
      const res = await fetch(`${apiBaseUrl}/auth/client-config`);
      if (!res.ok) throw new Error(`the sign-in settings could not be loaded (HTTP ${res.status})`);
      const config = (await res.json()) as AuthClientConfig;
      rolesClaim = config.rolesClaim;
      const origin = win.location.origin;
      const manager = new UserManager({
        authority: config.issuer,
        client_id: config.clientId,
        scope: config.scope,
        response_type: 'code',
        redirect_uri: `${origin}${CALLBACK_PATH}`,
        post_logout_redirect_uri: `${origin}/`,
        extraQueryParams: config.extraQueryParams,
        userStore: new WebStorageStateStore({ store: win.localStorage }),
        // Renewal is ours (renew() below), so it is never run twice at once.
        automaticSilentRenew: false,
        loadUserInfo: false,
      });
      manager.events.addUserLoaded(signedIn);
      manager.events.addUserUnloaded(() => set({ status: 'signed-out' }));
      manager.events.addAccessTokenExpiring(() => void renew(manager));
      return manager;
    } catch (error) {
      console.warn('Sign-in is unavailable:', error);
      set({ status: 'signed-out', error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  })();

  let renewing: Promise<User | null> | null = null;
  function renew(manager: UserManager): Promise<User | null> {
    renewing ??= manager
      .signinSilent()
      .catch(async (error: unknown) => {
        if (error instanceof ErrorResponse) {
          // The provider answered that the refresh token expired or was revoked: the user is signed out, not
          // stuck with a dead session.
          console.warn('The session has ended; signing out locally:', error);
          await manager.removeUser();
        } else {
          // No answer (the server restarting, a network cut): the session is kept and the next call tries again,
          // so a wall display left open through an outage is still signed in when the server is back.
          console.warn('Silent renewal got no answer; trying again at the next call:', error);
        }
        return null;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  // Arriving back from the provider, the page's own URL carries the answer; elsewhere, the stored session.
  const callback: Promise<string> = ready.then(async (manager) => {
    if (!manager) return '/';
    if (win.location.pathname === CALLBACK_PATH) {
      try {
        const user = await manager.signinRedirectCallback();
        signedIn(user);
        return safeReturnPath((user.state as RedirectState | undefined)?.returnTo);
      } catch (error) {
        set({ status: 'signed-out', error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    }
    const user = await manager.getUser();
    if (user && !user.expired) signedIn(user);
    else if (user?.refresh_token) {
      // renew() loads the user, which announces it. Without an answer the session is kept, as above: the page
      // shows its user and the next call renews.
      if (!(await renew(manager))) {
        const kept = await manager.getUser();
        if (kept) signedIn(kept);
        else set({ status: 'signed-out' });
      }
    } else {
      if (user) await manager.removeUser();
      set({ status: 'signed-out' });
    }
    return '/';
  });
  // The promise is awaited by the callback page only; elsewhere its failure is already in the state.
  callback.catch(() => undefined);

  async function manager(): Promise<UserManager> {
    const m = await ready;
    if (!m) throw new Error(state.status === 'signed-out' && state.error ? state.error : 'Sign-in is unavailable');
    return m;
  }

  return {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async signIn(returnTo) {
      const redirect: RedirectState = { returnTo: safeReturnPath(returnTo) };
      await (await manager()).signinRedirect({ state: redirect });
    },
    async signOut() {
      const m = await manager();
      const user = await m.getUser();
      if (user?.refresh_token) {
        // A revoked refresh token cannot be replayed from this browser's storage after sign-out.
        await m.revokeTokens(['refresh_token']).catch((error: unknown) => console.warn('Token revocation failed:', error));
      }
      try {
        await m.signoutRedirect({ id_token_hint: user?.id_token });
      } catch (error) {
        // A provider without an end-session endpoint: sign out of the portal at least.
        console.warn('The provider could not end its session:', error);
        await m.removeUser();
        win.location.assign('/');
      }
    },
    async getAccessToken() {
      const m = await ready;
      if (!m) return null;
      let user = await m.getUser();
      if (user && (user.expired || (user.expires_in ?? 0) < 30)) user = await renew(m);
      return user?.access_token ?? null;
    },
    completeSignIn: () => callback,
  };
}
