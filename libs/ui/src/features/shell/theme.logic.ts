/** Theme preference, free of React. */

export const THEME_OPTIONS = ['DEFAULT', 'DARK', 'LIGHT'] as const;
export type ThemePreference = (typeof THEME_OPTIONS)[number];

export const THEME_STORAGE_KEY = 'portal.theme';
/** The default when nothing valid is stored. */
export const DEFAULT_THEME: ThemePreference = 'LIGHT';

/** The stored preference, or LIGHT when none is stored, it is not one of the options, or storage fails. */
export function readThemePreference(storage: Pick<Storage, 'getItem'> | undefined): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return (THEME_OPTIONS as readonly string[]).includes(stored ?? '') ? (stored as ThemePreference) : DEFAULT_THEME;
  } catch {
    // Storage can be disabled (privacy settings); the page still needs a theme.
    return DEFAULT_THEME;
  }
}

/** DEFAULT follows the operating system's light or dark setting. */
export function isDark(preference: ThemePreference, systemPrefersDark: boolean): boolean {
  return preference === 'DARK' || (preference === 'DEFAULT' && systemPrefersDark);
}
