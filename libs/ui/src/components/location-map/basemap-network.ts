/**
 * The page's one record of whether the online basemaps work: checked once, while the first map already shows the
 * offline style, and set to 'unreachable' for the rest of the session when the check or the online basemap fails,
 * so every map of the page (the map explorer and the small location maps) shows the offline styles from then on.
 * A failure is kept in the session's storage (the browser tab's, or the desktop app's window): a reload or the next
 * page does not wait on the unreachable services again.
 */
import { isPmtilesV3Header } from '@portal/contracts';
import type { Map as MapLibreMap, MapLibreEvent } from 'maplibre-gl';
import type { ApiUrlResolver } from './api-url.logic';
import {
  fillTileTemplate, isBasemapFailure, type MapErrorLike, ONLINE_CHECK_TIMEOUT_MS, type OnlineBasemapState, PMTILES_HEADER_RANGE, recordBasemapFailure,
  styleTileLocator, tileAt,
} from './basemap-network.logic';
import { DEFAULT_CENTER } from './map-base.constants';

/** The zoom of the one tile the check loads: the basin in a handful of tiles, inside every provider's range. */
const CHECK_ZOOM = 8;
/** The session storage entry that remembers the online basemaps failed. */
export const UNREACHABLE_STORAGE_KEY = 'portal.onlineBasemaps';
const UNREACHABLE = 'unreachable';

/** Storage can be missing or refuse access (privacy settings); the page then only remembers for itself. */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

let state: OnlineBasemapState = sessionStore()?.getItem(UNREACHABLE_STORAGE_KEY) === UNREACHABLE ? 'unreachable' : 'checking';
const listeners = new Set<() => void>();
/** One check per online style URL, shared by every map that asks. */
const checks = new Map<string, Promise<boolean>>();

export const onlineBasemapState = (): OnlineBasemapState => state;
export const hasFallenBack = (): boolean => state === 'unreachable';

export function subscribeToOnlineBasemapState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(next: OnlineBasemapState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Switches every map of the page to the offline basemaps for the rest of the session. */
export function fallBackToOffline(reason: string): void {
  if (state === 'unreachable') return;
  console.warn(`Online basemaps unavailable (${reason}); showing the offline basemaps.`);
  try {
    sessionStore()?.setItem(UNREACHABLE_STORAGE_KEY, UNREACHABLE);
  } catch {
    // A full or refused storage: this page still falls back, the next one checks again.
  }
  setState('unreachable');
}

async function fetchOk(url: string, signal: AbortSignal, headers?: HeadersInit): Promise<Response> {
  const response = await fetch(url, { signal, headers });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return response;
}

/** Throws unless a PMTiles archive answers a range request with its header. */
async function checkArchive(archiveUrl: string, resolve: ApiUrlResolver, signal: AbortSignal): Promise<void> {
  const response = await fetchOk(resolve(archiveUrl), signal, { Range: PMTILES_HEADER_RANGE });
  if (!isPmtilesV3Header(new Uint8Array(await response.arrayBuffer()))) throw new Error(`${archiveUrl} is not a PMTiles archive`);
}

/** Whether an online style (or the district's archive) and one of its tiles (or the archive's header) load in time. */
async function styleLoads(styleUrl: string, resolve: ApiUrlResolver): Promise<boolean> {
  const signal = AbortSignal.timeout(ONLINE_CHECK_TIMEOUT_MS);
  try {
    const style: unknown = await (await fetchOk(resolve(styleUrl), signal)).json();
    const locator = styleTileLocator(style);
    if (!locator) return true;
    if ('archive' in locator) {
      await checkArchive(locator.archive, resolve, signal);
      return true;
    }
    const template = 'tiles' in locator
      ? locator.tiles
      : ((await (await fetchOk(resolve(locator.tileJson), signal)).json()) as { tiles?: string[] }).tiles?.[0];
    if (!template) return true;
    const response = await fetchOk(resolve(fillTileTemplate(template, tileAt(DEFAULT_CENTER[0], DEFAULT_CENTER[1], CHECK_ZOOM))), signal);
    await response.arrayBuffer();
    return true;
  } catch (error) {
    fallBackToOffline(error instanceof Error ? error.message : String(error));
    return false;
  }
}

/**
 * Checks an online style once per page; the answer is shared by every map that asks. A style that loads makes the
 * online basemaps 'reachable' (unless they failed meanwhile); one that does not makes them 'unreachable'.
 */
export function checkOnlineStyle(styleUrl: string, resolve: ApiUrlResolver): Promise<boolean> {
  let check = checks.get(styleUrl);
  if (!check) {
    check = styleLoads(styleUrl, resolve).then((loads) => {
      if (loads && state === 'checking') setState('reachable');
      return loads;
    });
    checks.set(styleUrl, check);
  }
  return check;
}

/**
 * Watches a map for its online basemap failing: the basemap style's own sources (recorded at each style load,
 * before the portal adds its own) failing in a burst, or the style not loading at all. Returns the function that
 * stops watching.
 */
export function watchBasemapFailures(map: MapLibreMap, shownStyle: () => string | null, resolve: ApiUrlResolver): () => void {
  let basemapSources = new Set<string>();
  let recent: number[] = [];
  const onStyleLoad = () => {
    basemapSources = new Set(Object.keys(map.getStyle()?.sources ?? {}));
    recent = [];
  };
  const onError = (event: MapLibreEvent & MapErrorLike) => {
    const styleUrl = shownStyle();
    if (state === 'unreachable' || !styleUrl || !isBasemapFailure(event, basemapSources, resolve(styleUrl))) return;
    if (event.sourceId === undefined) {
      fallBackToOffline(`the style ${styleUrl} did not load`);
      return;
    }
    const next = recordBasemapFailure(recent, Date.now());
    recent = next.recent;
    if (next.fallBack) fallBackToOffline(`tiles of ${event.sourceId} failed to load`);
  };
  map.on('style.load', onStyleLoad);
  map.on('error', onError);
  return () => {
    map.off('style.load', onStyleLoad);
    map.off('error', onError);
  };
}
