import { SkipLink } from '../../components/skip-link/SkipLink';
import { RouteOutlet } from './RouteErrorBoundary';

/**
 * The fullscreen map layout: the page owns the whole window, no bars. Used by the map explorer when it
 * arrives.
 */
export function FullscreenLayout() {
  return (
    <div className="portal-fullscreen">
      <SkipLink />
      <RouteOutlet />
    </div>
  );
}
