import { createPortalStore, getBackendConnection, getLastAnswersShown, healthApi, operationsDashboardsApi } from '@portal/api-client';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ConnectionBanner } from './ConnectionBanner';
import { isReconnecting, type LiveStatus, OFFLINE_DETAIL, offlineTitle, RECONNECTING_TITLE, SHOW_AFTER_MS } from './connection-status';

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

describe('offlineTitle', () => {
  it("names the time of the last answers, in the district's time, and their day when it was not today", () => {
    const now = new Date('2026-12-04T21:00:00Z'); // 14:00 in Denver
    expect(offlineTitle('2026-12-04T18:05:00Z', now)).toBe('Offline: last updated at 11:05');
    expect(offlineTitle('2026-12-04T06:30:00Z', now)).toBe('Offline: last updated at 23:30 on 12/03/2026');
  });
});

describe('ConnectionBanner with the last answers kept', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-04T21:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  // How a read comes to be answered from its kept copy is the api client's (last-answers.spec.ts); here, what the
  // banner says while an answer on screen is one.
  it('says at once that the screen shows the last answers, from when, and goes when the live answer replaces them', async () => {
    const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api', fetchFn: () => new Promise<Response>(() => undefined) });
    render(
      <Provider store={store}>
        <ConnectionBanner />
      </Provider>,
    );
    const graph = store.dispatch(operationsDashboardsApi.endpoints.getDashboardYamcolo7daygraph.initiate());
    const shown = store.dispatch(getLastAnswersShown());
    const [cacheKey] = Object.keys(store.getState().portalApi.queries);
    act(() => shown.mark(cacheKey!, '2026-12-04T18:05:00.000Z'));
    expect(screen.getByRole('status').textContent).toContain('Offline: last updated at 11:05');
    expect(screen.getByRole('status').textContent).toContain(OFFLINE_DETAIL);
    // Shown from the kept copy only while on screen: a cache entry that is gone no longer counts.
    act(() => shown.mark('someOtherScreen(undefined)', '2026-12-04T06:00:00.000Z'));
    expect(screen.getByRole('status').textContent).toContain('Offline: last updated at 11:05');
    act(() => shown.clear(cacheKey!));
    expect(screen.queryByRole('status')).toBeNull();
    graph.unsubscribe();
  });
});
