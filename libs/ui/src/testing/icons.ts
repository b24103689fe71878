import { IconNames, Icons, IconSize } from '@blueprintjs/icons';

/**
 * Blueprint loads icon paths asynchronously after a component mounts; loading them before a test keeps those
 * late state updates (and React's act() warnings) out of the tests.
 */
export function preloadIcons(): Promise<void> {
  return Icons.load(Object.values(IconNames), IconSize.STANDARD, { loader: 'all' });
}
