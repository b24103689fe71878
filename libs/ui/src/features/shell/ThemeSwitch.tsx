import { SegmentedControl } from '@blueprintjs/core';
import { useTheme } from './theme';
import { THEME_OPTIONS, type ThemePreference } from './theme.logic';

const LABELS: Record<ThemePreference, string> = { DEFAULT: 'Default', DARK: 'Dark', LIGHT: 'Light' };

/** The theme choice in the top bar (DEFAULT follows the operating system). */
export function ThemeSwitch() {
  const { preference, setPreference } = useTheme();
  return (
    <SegmentedControl
      aria-label="Theme"
      size="small"
      options={THEME_OPTIONS.map((value) => ({ value, label: LABELS[value] }))}
      value={preference}
      onValueChange={(value) => setPreference(value as ThemePreference)}
    />
  );
}
