import { isDark, readThemePreference, THEME_STORAGE_KEY } from './theme.logic';

const stored = (value: string | null) => ({ getItem: (key: string) => (key === THEME_STORAGE_KEY ? value : null) });

describe('readThemePreference', () => {
  it('uses the stored preference', () => {
    expect(readThemePreference(stored('DARK'))).toBe('DARK');
    expect(readThemePreference(stored('DEFAULT'))).toBe('DEFAULT');
  });

  it('falls back to LIGHT when nothing valid is stored or storage fails', () => {
    expect(readThemePreference(stored(null))).toBe('LIGHT');
    expect(readThemePreference(stored('dark'))).toBe('LIGHT');
    expect(readThemePreference(undefined)).toBe('LIGHT');
    expect(readThemePreference({ getItem: () => { throw new Error('denied'); } })).toBe('LIGHT');
  });
});

describe('isDark', () => {
  it('is dark for DARK, light for LIGHT and follows the system for DEFAULT', () => {
    expect([isDark('DARK', false), isDark('LIGHT', true), isDark('DEFAULT', true), isDark('DEFAULT', false)]).toEqual([
      true, false, true, false,
    ]);
  });
});
