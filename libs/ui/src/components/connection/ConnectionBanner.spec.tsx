import { createPortalStore, getBackendConnection, healthApi } from '@portal/api-client';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ConnectionBanner } from './ConnectionBanner';
import { isReconnecting, type LiveStatus, RECONNECTING_TITLE, SHOW_AFTER_MS } from './connection-status';

describe('isReconnecting', () => {
  it.each([
    ['reachable', undefined, false],
    ['reachable', 'connecting', false],
    ['reachable', 'live', false],
    ['reachable', 'polling', false], // the push's timed-refresh fallback still brings new values
    ['reachable', 'reconnecting', true],
    ['unreachable', undefined, true],
    ['unreachable', 'live', true],
  ] as const)('server %s, live push %s: %s', (backend, live, expected) => {
    expect(isReconnecting(backend, live)).toBe(expected);
  });
});

describe('ConnectionBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function renderBanner(liveStatus?: LiveStatus) {
    // A server that never answers: the probe's call stays in flight.
    const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api', fetchFn: () => new Promise<Response>(() => undefined) });
    const connection = store.dispatch(getBackendConnection());
    const view = render(
      <Provider store={store}>
        <ConnectionBanner liveStatus={liveStatus} />
      </Provider>,
    );
    const rerender = (next?: LiveStatus) =>
      view.rerender(
        <Provider store={store}>
          <ConnectionBanner liveStatus={next} />
        </Provider>,
      );
    return { store, connection, rerender };
  }
  const banner = () => screen.queryByRole('status');
  const elapse = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it("says 'Reconnecting…' while the server is away, and goes as soon as it answers", () => {
    const { connection } = renderBanner('live');
    expect(banner()).toBeNull();

    act(() => void connection.report('unreachable'));
    elapse(SHOW_AFTER_MS);
    expect(banner()?.textContent).toContain(RECONNECTING_TITLE);
    expect(banner()?.textContent).toContain('updates by itself once the server is back');

    act(() => void connection.report('reachable'));
    expect(banner()).toBeNull();
  });

  it('does not flash for a failure the next retry cures', () => {
    const { connection } = renderBanner();
    act(() => void connection.report('unreachable'));
    elapse(SHOW_AFTER_MS / 2);
    act(() => void connection.report('reachable'));
    elapse(SHOW_AFTER_MS * 2);
    expect(banner()).toBeNull();
  });

  it('shows while the live push reconnects, and not while it falls back to timed refreshes', () => {
    const { rerender } = renderBanner('live');
    rerender('reconnecting');
    elapse(SHOW_AFTER_MS);
    expect(banner()?.textContent).toContain(RECONNECTING_TITLE);
    rerender('polling');
    expect(banner()).toBeNull();
    elapse(SHOW_AFTER_MS);
    expect(banner()).toBeNull();
  });

  it("asks the server's health while it is away, so its return is noticed with nothing else loading", () => {
    const { store, connection } = renderBanner();
    const probe = () => healthApi.endpoints.getHealth.select()(store.getState()).status;
    expect(probe()).toBe('uninitialized');
    act(() => void connection.report('unreachable'));
    expect(probe()).not.toBe('uninitialized');
  });
});
