import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

interface State {
  failed: boolean;
}

interface Props {
  children: ReactNode;
  /** A new value clears a failure (the visitor went elsewhere); the page itself is not remounted. */
  resetKey?: string;
}

/**
 * Keeps the top bar alive when a page throws. The usual cause is a lazily loaded page whose chunk is gone
 * because a new release replaced it while the tab was open; reloading fetches the new one.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NonIdealState
        icon="error"
        title="This page could not be shown."
        description="The portal may have been updated while this tab was open."
        action={<Button text="Reload" onClick={() => window.location.reload()} />}
      />
    );
  }
}

/** A layout's page slot: the matched route's page, its failures kept inside. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  // Leaving a page that failed clears the failure. Not a key: a page that changes its own path (a filter kept in
  // the address) would be remounted, and the control in use would lose its focus.
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
