import { Button, Classes, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useLiveStatus } from '@portal/api-client';
import { Component, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/constants';
import { ConnectionBanner } from '../../components/connection/ConnectionBanner';
import { MainContent, SkipLink } from '../../components/skip-link/SkipLink';
import { ACCOUNT_PATH, WALL_PATH } from '../../paths';
import { usePlatform } from '../../platform/PlatformProvider';
import { type HomeScreenPath, wallScreenLabel } from '../../platform/ports';
import { useWallCycle } from './use-wall-cycle';
import { formatResumeTime, WALL_MODE_LABELS, wallExitPath, wallPlaylist } from './wall-mode.logic';
import './wall-mode.css';

/**
 * One screen's failure stays inside it: the wall goes on to the next screen (each is mounted afresh, so the
 * failure does not follow it).
 */
class WallScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A wall-mode screen failed to render', error);
  }

  override render() {
    return this.state.failed ? <NonIdealState icon="error" title={WALL_MODE_LABELS.screenFailed} /> : this.props.children;
  }
}

function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading page" className="portal-page-loading">
      <Spinner />
    </div>
  );
}

interface WallOverlayProps {
  label: string;
  position: string;
  resumesAt: number;
  onNext?: () => void;
  onExit: () => void;
}

/** What a paused wall shows in a corner: which screen, that it is paused and until when, and the ways on. */
function WallOverlay({ label, position, resumesAt, onNext, onExit }: WallOverlayProps) {
  return (
    <aside className="portal-wall-overlay" aria-label={WALL_MODE_LABELS.overlay}>
      <div className="portal-wall-overlay-screen">
        <strong>{label}</strong> <span className={Classes.TEXT_MUTED}>{position}</span>
      </div>
      <div className="portal-wall-overlay-state" role="status">
        <Tag intent="warning" minimal>{WALL_MODE_LABELS.paused}</Tag> Resumes at {formatResumeTime(resumesAt)}
      </div>
      <div className="portal-wall-overlay-actions">
        {onNext && <Button size="small" icon="arrow-right" text={WALL_MODE_LABELS.next} onClick={onNext} />}
        <Button size="small" icon="cross" text={WALL_MODE_LABELS.exit} onClick={onExit} />
      </div>
      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{WALL_MODE_LABELS.escHint}</div>
    </aside>
  );
}

interface WallModePageProps {
  /** Each screen's page, as the routes make it: the wall shows them without the site's frame. */
  screens: Readonly<Record<HomeScreenPath, ReactNode>>;
}

/**
 * Wall mode (/wall): the chosen operators' screens one after another, full screen and without the site's frame,
 * for a control room's wall display. Any input pauses it for a while and shows the overlay; Esc or 'Exit wall
 * mode' go back. While the server is away the shell's 'Reconnecting…' banner shows and the cycle goes on, each
 * screen keeping its last values.
 */
export default function WallModePage({ screens }: WallModePageProps) {
  const { wallDisplay } = usePlatform();
  const stored = useSyncExternalStore(wallDisplay.subscribe, wallDisplay.current);
  const { search, state: routerState } = useLocation();
  const navigate = useNavigate();
  const liveStatus = useLiveStatus();
  const playlist = useMemo(() => wallPlaylist(search, stored), [search, stored]);

  useEffect(() => {
    void wallDisplay.enter();
    return () => void wallDisplay.exit();
  }, [wallDisplay]);

  const count = playlist.screens.length;
  // The screen shown when the operator leaves, read then (Esc's listener outlives the render that made it).
  const showingRef = useRef<HomeScreenPath | undefined>(undefined);
  const exit = useCallback(
    () => navigate(wallExitPath(routerState, showingRef.current, WALL_PATH), { replace: true }),
    [navigate, routerState],
  );
  const cycle = useWallCycle(count, playlist.seconds * 1000, exit);
  const showing = count > 0 ? playlist.screens[cycle.index % count] : undefined;
  useEffect(() => {
    showingRef.current = showing;
  }, [showing]);

  return (
    <div className={`portal-wall${cycle.pausedUntil === null ? ' portal-wall-running' : ''}`}>
      <title>{`${showing ? wallScreenLabel(showing) : WALL_MODE_LABELS.overlay} | ${PRODUCT_NAME}`}</title>
      <SkipLink />
      <ConnectionBanner liveStatus={liveStatus} />
      <MainContent className="portal-main portal-wall-main">
        {showing ? (
          <WallScreenBoundary key={showing}>
            <Suspense fallback={<ScreenLoading />}>{screens[showing]}</Suspense>
          </WallScreenBoundary>
        ) : (
          <NonIdealState
            icon="presentation"
            title={WALL_MODE_LABELS.noScreensTitle}
            description={WALL_MODE_LABELS.noScreensDetail}
            action={
              <>
                <Link to={ACCOUNT_PATH}>Your Account</Link>
                <Button text={WALL_MODE_LABELS.exit} onClick={exit} />
              </>
            }
          />
        )}
      </MainContent>
      {showing && cycle.pausedUntil !== null && (
        <WallOverlay
          label={wallScreenLabel(showing)}
          position={`(${(cycle.index % count) + 1} of ${count})`}
          resumesAt={cycle.pausedUntil}
          onNext={count > 1 ? cycle.next : undefined}
          onExit={exit}
        />
      )}
    </div>
  );
}
