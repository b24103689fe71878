/**
 * The screens an operator may choose to open the desktop app on, with the names the sidebar gives them. A plain
 * module (no React, no router): the desktop main process checks a stored choice against this same list.
 */
export const HOME_SCREENS = [
  { path: '/yamcolo-operations-dashboard', label: 'Yamcolo Operations Dashboard' },
  { path: '/stagecoach-operations-dashboard', label: 'Stagecoach Operations Dashboard' },
  { path: '/yamcolo-time-series-dashboard', label: 'Yamcolo Time Series Dashboard' },
  { path: '/stagecoach-time-series-dashboard', label: 'Stagecoach Time Series Dashboard' },
  { path: '/tools/temperature-profiles', label: 'Temperature Profiles' },
] as const;

export type HomeScreenPath = (typeof HOME_SCREENS)[number]['path'];

export function isHomeScreenPath(value: string): value is HomeScreenPath {
  return HOME_SCREENS.some((screen) => screen.path === value);
}
