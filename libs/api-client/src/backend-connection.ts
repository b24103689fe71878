import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useMemo, useSyncExternalStore } from 'react';
import { type ApiClientContext, portalApi } from './base.api';
import { lastAnswersShownOf, type LastAnswersShown } from './last-answers';
import { backendConnectionOf, type BackendConnection, type BackendReachability } from './reconnect';
import { type RootState, useAppDispatch, useAppSelector } from './store';

/**
 * A thunk answering the store's connection record, reached through its ApiClientContext (the thunks' extra
 * argument): `store.dispatch(getBackendConnection())`.
 */
export function getBackendConnection(): ThunkAction<BackendConnection, RootState, ApiClientContext, UnknownAction> {
  return (_dispatch, _getState, context) => backendConnectionOf(context);
}

/** Whether the backend answers this store's calls; re-renders when that changes. */
export function useBackendReachability(): BackendReachability {
  const dispatch = useAppDispatch();
  const connection = useMemo(() => dispatch(getBackendConnection()), [dispatch]);
  return useSyncExternalStore(connection.subscribe, connection.current);
}

/** A thunk answering the store's record of the answers it shows from their kept copies (last-answers.ts). */
export function getLastAnswersShown(): ThunkAction<LastAnswersShown, RootState, ApiClientContext, UnknownAction> {
  return (_dispatch, _getState, context) => lastAnswersShownOf(context);
}

/**
 * When the oldest answer on screen that came from its kept copy (the server away) was received, ISO 8601, or null
 * while every answer on screen is live. Only answers still in the cache count: a screen left behind no longer does.
 */
export function useLastAnswersShownSince(): string | null {
  const dispatch = useAppDispatch();
  const shown = useMemo(() => dispatch(getLastAnswersShown()), [dispatch]);
  useSyncExternalStore(shown.subscribe, shown.version);
  const queries = useAppSelector((state) => state[portalApi.reducerPath].queries);
  return shown.oldestAmong(Object.keys(queries));
}
