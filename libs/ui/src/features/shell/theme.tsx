import { Classes } from '@blueprintjs/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { isDark, readThemePreference, THEME_STORAGE_KEY, type ThemePreference } from './theme.logic';

interface ThemeContextValue {
  preference: ThemePreference;
  dark: boolean;
  setPreference(preference: ThemePreference): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * The theme: the stored preference, else LIGHT. Blueprint's dark class goes on <body> so overlays
 * (drawers, toasts, popovers), which render in portals outside the app's tree, are themed too.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() => readThemePreference(browserStorage()));
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const dark = isDark(preference, systemDark);
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
    document.body.classList.toggle('portal-dark', dark);
  }, [dark]);

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    try {
      browserStorage()?.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // The choice still applies to this visit.
    }
  }, []);

  const value = useMemo(() => ({ preference, dark, setPreference }), [preference, dark, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a ThemeProvider (App provides one)');
  return value;
}
