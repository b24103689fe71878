import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below this width the sidebar is a drawer and the landing top bar a menu (our choice). */
export const SMALL_SCREEN_QUERY = '(max-width: 960px)';
