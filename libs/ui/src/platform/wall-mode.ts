/**
 * Wall mode's playlist: which of the operators' screens a wall display shows, one after another, and for how long
 * each. A plain module (no React, no router): the desktop main process validates a stored playlist with these same
 * rules, and the wall page reads one from its address with them.
 */
import { HOME_SCREENS, type HomeScreenPath } from './home-screens';

/** The wall page's path; the desktop app opens on it when it starts for a wall display. */
export const WALL_MODE_PATH = '/wall';

/** Shorter than this and a screen's charts have hardly drawn before the next one replaces them. */
export const WALL_MODE_MIN_SECONDS = 10;
/** An hour: beyond that a playlist no longer cycles in any useful sense. */
export const WALL_MODE_MAX_SECONDS = 3600;
export const WALL_MODE_DEFAULT_SECONDS = 60;

export interface WallModeSettings {
  /** The screens in the order they are shown; each at most once. */
  screens: HomeScreenPath[];
  /** How long each screen is shown, WALL_MODE_MIN_SECONDS to WALL_MODE_MAX_SECONDS. */
  seconds: number;
  /** Whether the desktop app starts, in wall mode, when the PC's user signs in (the web has no such thing). */
  startOnLogin: boolean;
}

export const DEFAULT_WALL_MODE: Readonly<WallModeSettings> = Object.freeze({
  screens: [],
  seconds: WALL_MODE_DEFAULT_SECONDS,
  startOnLogin: false,
});

/** Any number as a whole count of seconds within the bounds; something that is not a number is the default. */
export function clampWallSeconds(value: number): number {
  if (!Number.isFinite(value)) return WALL_MODE_DEFAULT_SECONDS;
  return Math.min(WALL_MODE_MAX_SECONDS, Math.max(WALL_MODE_MIN_SECONDS, Math.round(value)));
}

/** The key a screen is named by in an address or a setting. */
export function wallScreenKey(path: HomeScreenPath): string {
  return HOME_SCREENS.find((screen) => screen.path === path)?.key ?? '';
}

/** The name the sidebar gives a screen. */
export function wallScreenLabel(path: HomeScreenPath): string {
  return HOME_SCREENS.find((screen) => screen.path === path)?.label ?? path;
}

/** The screens as one comma-separated list of keys ('yamcolo-operations,temperature-profiles'). */
export function formatWallScreens(screens: readonly HomeScreenPath[]): string {
  return screens.map(wallScreenKey).join(',');
}

/**
 * A comma-separated list of keys as screens, leniently: what is not a screen's key (a screen a later release
 * dropped, a typo in a bookmark) is left out, and so is a second mention of one screen.
 */
export function parseWallScreens(text: string): HomeScreenPath[] {
  const screens: HomeScreenPath[] = [];
  for (const key of text.split(',')) {
    const screen = HOME_SCREENS.find((candidate) => candidate.key === key.trim());
    if (screen && !screens.includes(screen.path)) screens.push(screen.path);
  }
  return screens;
}
