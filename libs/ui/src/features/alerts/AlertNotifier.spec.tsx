import { createPortalStore, healthApi, type PortalStore, shellApi } from '@portal/api-client';
import type { LiveAlertFired } from '@portal/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../App';
import { ToasterProvider } from '../../common/toaster';
import { PlatformProvider } from '../../platform/PlatformProvider';
import type { PlatformPorts, SignedInUser } from '../../platform/ports';
import { fakeAuthSession, fakePlatform } from '../../testing/fake-platform';
import { preloadIcons } from '../../testing/icons';
import { healthAnswer } from '../../testing/preloaded-store';
import { AlertNotifier } from './AlertNotifier';

const FIRED: LiveAlertFired = {
  alert_request_ndx: 7,
  alert_event_ndx: 42,
  fired_at: '2026-11-20T15:15:00.000Z',
  subject: 'Stagecoach elevation above 7208 ft',
  message: 'Stagecoach Reservoir elevation is 7209.1 ft (trigger 7208).',
};

/**
 * A backend whose event stream the test writes to. jsdom has neither ReadableStream nor Response, so the stream
 * answer is the little the live stream reads of one: ok, and a body whose reader hands out what was sent. Every
 * other call fails at once, as an unreachable backend's would.
 */
function fakeBackend() {
  const streamsOpened: string[] = [];
  const encoder = new TextEncoder();
  const queued: Uint8Array[] = [];
  let wake: (() => void) | undefined;
  const reader = {
    async read(): Promise<ReadableStreamReadResult<Uint8Array>> {
      while (!queued.length) await new Promise<void>((resolve) => (wake = resolve));
      return { done: false, value: queued.shift() as Uint8Array };
    },
  };
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The live stream calls with a URL string (jsdom has no Request class to test against).
    const url = typeof input === 'string' ? input : String(input);
    if (!url.endsWith('/api/live/events')) throw new TypeError('Failed to fetch');
    streamsOpened.push(new Headers(init?.headers).get('authorization') ?? '');
    return { ok: true, status: 200, body: { getReader: () => reader, cancel: async () => undefined } } as unknown as Response;
  };
  const send = (text: string) => {
    queued.push(encoder.encode(text));
    wake?.();
  };
  return { fetchFn: fetchFn as typeof fetch, streamsOpened, send };
}

/** A store calling the fake backend with the platform's token, holding the answers the layout's frame shows. */
function storeFor(backend: ReturnType<typeof fakeBackend>, ports: PlatformPorts): PortalStore {
  const store = createPortalStore({
    apiBaseUrl: ports.info.apiBaseUrl,
    fetchFn: backend.fetchFn,
    getAccessToken: () => ports.auth.getAccessToken(),
    retryWhileUnreachable: false,
  });
  store.dispatch(healthApi.util.upsertQueryEntries([{ endpointName: 'getHealth', arg: undefined, value: healthAnswer(false) }]));
  const credit = { name: 'Test Credit', url: null };
  store.dispatch(
    shellApi.util.upsertQueryEntries([{ endpointName: 'getSiteCredits', arg: undefined, value: { copyrightHolder: credit, builtBy: credit } }]),
  );
  return store;
}

const alertEvent = (alert: unknown) => `event: alert-fired\ndata: ${JSON.stringify(alert)}\n\n`;

beforeAll(preloadIcons);

describe('AlertNotifier', () => {
  function renderNotifier(notify: PlatformPorts['notifications']['notify']) {
    const backend = fakeBackend();
    const ports: PlatformPorts = { ...fakePlatform(), notifications: { notify } };
    render(
      <Provider store={storeFor(backend, ports)}>
        <PlatformProvider ports={ports}>
          <ToasterProvider>
            <AlertNotifier />
          </ToasterProvider>
        </PlatformProvider>
      </Provider>,
    );
    return backend;
  }

  it('shows a toast with the subject and a system notification of each alert that fires', async () => {
    const notify = jest.fn(async () => undefined);
    const backend = renderNotifier(notify);
    await waitFor(() => expect(backend.streamsOpened).toHaveLength(1));

    act(() => backend.send(alertEvent(FIRED)));
    expect(await screen.findByText(FIRED.subject)).toBeTruthy();
    expect(notify).toHaveBeenCalledWith(FIRED.subject, FIRED.message);

    const second = { ...FIRED, alert_event_ndx: 43, subject: 'Yamcolo elevation below 7400 ft', message: 'Low.' };
    act(() => backend.send(alertEvent(second)));
    expect(await screen.findByText(second.subject)).toBeTruthy();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(backend.streamsOpened).toHaveLength(1);
  });

  it('still shows the toast when the platform cannot notify, and keeps hearing alerts', async () => {
    const notify = jest.fn(async () => {
      throw new Error('Notification permission denied');
    });
    const backend = renderNotifier(notify);
    await waitFor(() => expect(backend.streamsOpened).toHaveLength(1));

    act(() => backend.send(alertEvent(FIRED)));
    expect(await screen.findByText(FIRED.subject)).toBeTruthy();
    act(() => backend.send(alertEvent({ ...FIRED, alert_event_ndx: 43, subject: 'The next alert' })));
    expect(await screen.findByText('The next alert')).toBeTruthy();
    expect(notify).toHaveBeenCalledTimes(2);
  });
});

describe('the app and alerts', () => {
  const stakeholder: SignedInUser = { sub: 'demo-stakeholder', name: 'Stakeholder Demo', roles: ['Stakeholder'] };
  const viewer: SignedInUser = { sub: 'demo-user', name: 'User Demo', roles: [] };

  function renderApp(user: SignedInUser) {
    const backend = fakeBackend();
    const notify = jest.fn(async () => undefined);
    const ports: PlatformPorts = { ...fakePlatform(fakeAuthSession(user)), notifications: { notify } };
    render(
      <PlatformProvider ports={ports}>
        <MemoryRouter initialEntries={['/404']}>
          <App store={storeFor(backend, ports)} />
        </MemoryRouter>
      </PlatformProvider>,
    );
    return { backend, notify };
  }

  it('opens the live stream for a signed-in stakeholder and tells them of an alert', async () => {
    const { backend, notify } = renderApp(stakeholder);
    await waitFor(() => expect(backend.streamsOpened).toEqual(['Bearer token-of-demo-stakeholder']));
    act(() => backend.send(alertEvent(FIRED)));
    expect(await screen.findByText(FIRED.subject)).toBeTruthy();
    expect(notify).toHaveBeenCalledWith(FIRED.subject, FIRED.message);
  });

  it('does not open the live stream for alerts of a signed-in user who is no stakeholder', async () => {
    const { backend } = renderApp(viewer);
    expect(await screen.findByRole('button', { name: 'Account menu of User Demo' })).toBeTruthy();
    // Long enough for a stream the layout asked for to have been requested.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(backend.streamsOpened).toEqual([]);
  });
});
