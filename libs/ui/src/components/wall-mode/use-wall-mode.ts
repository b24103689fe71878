import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToaster } from '../../common/toaster';
import { wallPath } from '../../paths';
import { usePlatform } from '../../platform/PlatformProvider';
import type { HomeScreenPath, WallModeSettings } from '../../platform/ports';

/** The stored wall-mode playlist, and a way to change it that says why when it cannot be stored. */
export function useWallModeSettings(): { settings: WallModeSettings; save(next: WallModeSettings): Promise<void>; canStartOnLogin: boolean } {
  const { wallDisplay } = usePlatform();
  const settings = useSyncExternalStore(wallDisplay.subscribe, wallDisplay.current);
  const toaster = useToaster();
  const save = useCallback(
    async (next: WallModeSettings) => {
      try {
        await wallDisplay.set(next);
      } catch (error) {
        toaster.show(`Wall mode could not be saved: ${error instanceof Error ? error.message : String(error)}`, { intent: 'danger' });
      }
    },
    [wallDisplay, toaster],
  );
  return { settings, save, canStartOnLogin: wallDisplay.canStartOnLogin };
}

/**
 * Starts wall mode from the page the operator is on, which Esc then goes back to. Full screen is asked for here,
 * in the click itself: a browser grants it only in answer to one. Without a playlist the stored one plays.
 */
export function useStartWallMode(): (playlist?: { screens: readonly HomeScreenPath[]; seconds: number }) => void {
  const { wallDisplay } = usePlatform();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (playlist) => {
      void wallDisplay.enter();
      navigate(wallPath(playlist), { state: { returnTo: `${pathname}${search}` } });
    },
    [wallDisplay, navigate, pathname, search],
  );
}
