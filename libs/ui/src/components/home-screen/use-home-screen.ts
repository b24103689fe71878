import { useCallback, useSyncExternalStore } from 'react';
import { useToaster } from '../../common/toaster';
import { usePlatform } from '../../platform/PlatformProvider';
import { HOME_SCREENS, type HomeScreenPath, type HomeScreenPreference } from '../../platform/ports';

/** Stands in where the platform has no home screen, so the hooks below run the same on every platform. */
const NO_HOME_SCREEN: Pick<HomeScreenPreference, 'current' | 'subscribe'> = {
  current: () => null,
  subscribe: () => () => undefined,
};

interface HomeScreenChoice {
  /** The chosen screen, or null for the landing page. */
  current: HomeScreenPath | null;
  /** Stores a choice and says so in a toast (or says why it could not). */
  choose(path: HomeScreenPath | null): Promise<void>;
}

function homeScreenLabel(path: HomeScreenPath | null): string {
  return HOME_SCREENS.find((screen) => screen.path === path)?.label ?? 'the landing page';
}

/**
 * The operator's home screen and the way to change it; null where the platform has none (the web), so the
 * controls simply do not appear there.
 */
export function useHomeScreen(): HomeScreenChoice | null {
  const { homeScreen } = usePlatform();
  const store = homeScreen ?? NO_HOME_SCREEN;
  const current = useSyncExternalStore(store.subscribe, store.current);
  const toaster = useToaster();
  const choose = useCallback(
    async (path: HomeScreenPath | null) => {
      if (!homeScreen) return;
      try {
        await homeScreen.set(path);
        toaster.show(`The app will open on ${homeScreenLabel(path)} when it starts.`, { intent: 'success' });
      } catch (error) {
        toaster.show(`The home screen could not be saved: ${error instanceof Error ? error.message : String(error)}`, {
          intent: 'danger',
        });
      }
    },
    [homeScreen, toaster],
  );
  return homeScreen ? { current, choose } : null;
}
