import { IconNames, Icons, IconSize } from '@blueprintjs/icons';

/**
 * Blueprint loads icon paths asynchronously after a component mounts; loading them before a test keeps those
 * late state updates (and React's act() warnings) out of the tests.
 */
export async function preloadIcons({ large = false } = {}): Promise<void> {
  await Icons.load(Object.values(IconNames), IconSize.STANDARD, { loader: 'all' });
  // NonIdealState (a chart's 'No Data Available', 'Loading...') draws its icon at the large size.
  if (large) await Icons.load(Object.values(IconNames), IconSize.LARGE, { loader: 'all' });
}
