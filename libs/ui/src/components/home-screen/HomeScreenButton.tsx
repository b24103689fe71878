import { Button } from '@blueprintjs/core';
import type { HomeScreenPath } from '../../platform/ports';
import { useHomeScreen } from './use-home-screen';

/**
 * 'Set as home screen' for a page an operator may open the desktop app on; pressed again it clears the choice
 * (the app then opens on the landing page). Renders nothing on the web. A page puts it in its header:
 * `<HomeScreenButton path={YAMCOLO_OPERATIONS_DASHBOARD_PATH} />`.
 */
export function HomeScreenButton({ path }: { path: HomeScreenPath }) {
  const homeScreen = useHomeScreen();
  if (!homeScreen) return null;
  const isHome = homeScreen.current === path;
  return (
    <Button
      className="portal-home-screen-button"
      variant="minimal"
      size="small"
      icon="home"
      active={isHome}
      aria-pressed={isHome}
      text={isHome ? 'Home screen' : 'Set as home screen'}
      title={isHome ? 'The app opens on this screen when it starts. Click to open on the landing page instead.' : 'Open the app on this screen when it starts'}
      onClick={() => void homeScreen.choose(isHome ? null : path)}
    />
  );
}
