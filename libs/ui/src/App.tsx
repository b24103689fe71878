import { createPortalStore, portalApi, type PortalStore, useAppDispatch } from '@portal/api-client';
import { useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import './app.css';
import { AlertNotifier } from './features/alerts/AlertNotifier';
import { AuthProvider, useAuth } from './features/auth/AuthProvider';
import { ThemeProvider } from './features/shell/theme';
import { UpdatePrompt } from './features/shell/UpdatePrompt';
import { ToasterProvider } from './common/toaster';
import { usePlatform } from './platform/PlatformProvider';
import { AppRoutes } from './routes';

/**
 * When the signed-in user changes (sign-in, sign-out, another account), answers cached for the previous one
 * (admin lists, personal data) must not be shown to the next: the API cache starts over.
 */
function ForgetDataOfPreviousUser() {
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const previous = useRef(user?.sub);
  useEffect(() => {
    if (previous.current === user?.sub) return;
    previous.current = user?.sub;
    dispatch(portalApi.util.resetApiState());
  }, [user?.sub, dispatch]);
  return null;
}

/**
 * Operators hear of each alert as it fires, on whatever screen they are (the map explorer and the presentation
 * pages included). Only stakeholders: the server sends alerts to no one else, so others open no stream for them.
 */
function AlertsForStakeholders() {
  const { isStakeholder } = useAuth();
  return isStakeholder ? <AlertNotifier /> : null;
}

export interface AppProps {
  /** A ready store, for tests; apps leave it out and get one that talks to their platform's API. */
  store?: PortalStore;
}

/**
 * The whole portal UI. Needs a PlatformProvider and a router around it; both are the app's choice.
 */
export function App({ store: givenStore }: AppProps) {
  const { info, auth, lastAnswers } = usePlatform();
  // One store for the app's lifetime: the API base URL of a running app does not change. Calls carry the
  // signed-in user's token when there is one (a failed token fetch is logged and the call goes without).
  const [store] = useState(
    () => givenStore ?? createPortalStore({ apiBaseUrl: info.apiBaseUrl, getAccessToken: () => auth.getAccessToken(), lastAnswers }),
  );
  return (
    <Provider store={store}>
      <ThemeProvider>
        <ToasterProvider>
          <AuthProvider>
            <ForgetDataOfPreviousUser />
            <AlertsForStakeholders />
            <AppRoutes />
            {/* Outside the routes: one prompt over every layout, which keeps its 'Later' as the operator moves between them. */}
            <UpdatePrompt />
          </AuthProvider>
        </ToasterProvider>
      </ThemeProvider>
    </Provider>
  );
}
