import { createPortalStore, type PortalStore } from '@portal/api-client';
import { useState } from 'react';
import { Provider } from 'react-redux';
import './app.css';
import { ThemeProvider } from './features/shell/theme';
import { ToasterProvider } from './features/shell/toaster';
import { usePlatform } from './platform/PlatformProvider';
import { AppRoutes } from './routes';

export interface AppProps {
  /** A ready store, for tests; apps leave it out and get one that talks to their platform's API. */
  store?: PortalStore;
}

/**
 * The whole portal UI. Needs a PlatformProvider and a router around it; both are the app's choice.
 */
export function App({ store: givenStore }: AppProps) {
  const { info } = usePlatform();
  // One store for the app's lifetime: the API base URL of a running app does not change.
  const [store] = useState(() => givenStore ?? createPortalStore({ apiBaseUrl: info.apiBaseUrl }));
  return (
    <Provider store={store}>
      <ThemeProvider>
        <ToasterProvider>
          <AppRoutes />
        </ToasterProvider>
      </ThemeProvider>
    </Provider>
  );
}
