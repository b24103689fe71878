import './testing/dom-window';
import type { ImportRun } from '@portal/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { portalApi } from './base.api';
import { IMPORT_RUN_POLL_MS, useGetImportsPolledQuery } from './imports.api';
import { createPortalStore } from './store';

// The runs are asked for again every second while one is queued or running, and no more once all have ended: a
// backend that says 'queued', then 'running', then 'succeeded'.
const run = (status: ImportRun['status']) => ({ import_run_ndx: 1, status }) as ImportRun;

it('polls the runs while one is active and stops once it has ended', async () => {
  const answers = [run('queued'), run('running'), run('succeeded')];
  let asked = 0;
  const fetchFn = (async () => {
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    return new Response(JSON.stringify([answer]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api', fetchFn, retryWhileUnreachable: false });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  const { result, unmount } = renderHook(() => useGetImportsPolledQuery(), { wrapper });

  await waitFor(() => expect(result.current.data?.[0].status).toBe('succeeded'), { timeout: 4 * IMPORT_RUN_POLL_MS });
  expect(asked).toBe(3);
  await new Promise((resolve) => setTimeout(resolve, 1.5 * IMPORT_RUN_POLL_MS));
  expect(asked).toBe(3);
  // Unsubscribing starts the cache's removal timer; the reset clears it, so Jest has nothing left waiting.
  unmount();
  store.dispatch(portalApi.util.resetApiState());
});
