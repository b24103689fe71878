/**
 * The few platform-port types the main process and preload need (what an update looks like, what a save
 * returns, where sign-in stands), from the ports entry rather than `@portal/ui`: the full entry drags every React screen into the
 * main-process type-check (which has no DOM and no JSX). Type-only, so nothing of libs/ui reaches the main
 * or preload bundles.
 */
export type {
  AuthState, DownloadProgress, SaveResult, SignedInUser, TokenStorage, UpdateState, WallModeSettings,
} from '@portal/ui/ports';
