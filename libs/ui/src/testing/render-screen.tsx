import { createPortalStore, type PortalStore } from '@portal/api-client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToasterProvider } from '../common/toaster';
import { PlatformProvider } from '../platform/PlatformProvider';
import type { FileSaver, Updater } from '../platform/ports';
import { fakePlatform } from './fake-platform';

/** A store as the app makes one, pointing at a test origin; a spec fills its cache with the answers it needs. */
export const testStore = (): PortalStore => createPortalStore({ apiBaseUrl: 'http://portal.test/api' });

export interface RenderScreenOptions {
  /** The store, its cache already holding the answers the screen shows (default: an empty one). */
  store?: PortalStore;
  /** Where saved files go (recordingSaver's), instead of the fake platform's. */
  files?: FileSaver;
  /** The platform's updater (fakeUpdater's, to drive its state), instead of the fake platform's 'unsupported' one. */
  updater?: Updater;
  /** The URL the screen opens at, matched against `route` (a screen reading route parameters needs both). */
  path?: string;
  route?: string;
}

/**
 * A screen inside what the app gives every screen: the store, the platform ports, a router and the toaster.
 * Resolves nothing over a network (jsdom has no fetch): the api-client's own specs cover the calls.
 */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}) {
  const store = options.store ?? testStore();
  const platform = fakePlatform(undefined, options.updater);
  const ports = options.files ? { ...platform, files: options.files } : platform;
  const routed = options.route ? (
    <Routes>
      <Route path={options.route} element={screen} />
    </Routes>
  ) : (
    screen
  );
  return {
    store,
    ...render(
      <PlatformProvider ports={ports}>
        <Provider store={store}>
          <MemoryRouter initialEntries={options.path ? [options.path] : undefined}>
            <ToasterProvider>{routed}</ToasterProvider>
          </MemoryRouter>
        </Provider>
      </PlatformProvider>,
    ),
  };
}
