import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { type ApiClientContext, portalApi } from './base.api';

export type PortalStoreOptions = ApiClientContext;

/** The Redux store of one running app. Each app makes one at its root with its platform's API base URL. */
export function createPortalStore(options: PortalStoreOptions) {
  // A copy, so a caller mutating its options object cannot change where a running store sends its calls.
  const context: ApiClientContext = { ...options };
  return configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: context } }).concat(portalApi.middleware),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type RootState = ReturnType<PortalStore['getState']>;
export type AppDispatch = PortalStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
