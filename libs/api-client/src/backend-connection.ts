import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useMemo, useSyncExternalStore } from 'react';
import type { ApiClientContext } from './base.api';
import { backendConnectionOf, type BackendConnection, type BackendReachability } from './reconnect';
import { type RootState, useAppDispatch } from './store';

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
