/**
 * The screens an operator may choose to open the desktop app on (and to show in wall mode), with the names the
 * sidebar gives them. A plain module (no React, no router): the desktop main process checks a stored choice
 * against this same list. `key` names a screen where a path would not fit: a wall-mode address and setting.
 */
export const HOME_SCREENS = [
  { path: '/yamcolo-operations-dashboard', key: 'yamcolo-operations', label: 'Yamcolo Operations Dashboard' },
  { path: '/stagecoach-operations-dashboard', key: 'stagecoach-operations', label: 'Stagecoach Operations Dashboard' },
  { path: '/yamcolo-time-series-dashboard', key: 'yamcolo-time-series', label: 'Yamcolo Time Series Dashboard' },
  { path: '/stagecoach-time-series-dashboard', key: 'stagecoach-time-series', label: 'Stagecoach Time Series Dashboard' },
  { path: '/tools/temperature-profiles', key: 'temperature-profiles', label: 'Temperature Profiles' },
] as const;

export type HomeScreenPath = (typeof HOME_SCREENS)[number]['path'];

export function isHomeScreenPath(value: string): value is HomeScreenPath {
  return HOME_SCREENS.some((screen) => screen.path === value);
}
