/**
 * When a map uses its online basemap and when the portal's offline one, and which layers go with each. The online
 * styles and tiles come from internet services an offline control room cannot reach: the map checks the online
 * style before it is made, and a burst of failures of the basemap's own sources later switches every map of the
 * page to the offline styles. Pure, so the decisions are tested without a map or a network.
 */
import { type Basemap, type MapLayer, type MapSource, type NetworkMode, PMTILES_HEADER_BYTES } from '@portal/contracts';

/** How long the check of the online style (and of one of its tiles) may take before the map starts offline. */
export const ONLINE_CHECK_TIMEOUT_MS = 4000;
/** This many failed loads of the basemap's sources within BASEMAP_ERROR_WINDOW_MS switch the map to offline. */
export const BASEMAP_ERROR_BURST = 4;
export const BASEMAP_ERROR_WINDOW_MS = 10_000;

/**
 * A basemap whose style is not the portal's offline one: an online service's, or the district's PMTiles archive.
 * Either is checked before the map starts and falls back to the offline style when it cannot be read.
 */
export const isOnlineBasemap = (basemap: Basemap): boolean => basemap.styleUrl !== basemap.offlineStyleUrl;

/**
 * What the page knows of the online basemaps: 'checking' until the first check of an online style answers (the
 * maps show the offline styles meanwhile, so nothing waits on the network), then 'reachable', or 'unreachable' for
 * the rest of the session once a check or the basemap's tiles failed.
 */
export type OnlineBasemapState = 'checking' | 'reachable' | 'unreachable';

/** The style a map shows for a basemap: its own style once the online basemaps are known to be reachable, else its offline one. */
export const shownStyleUrl = (basemap: Basemap, state: OnlineBasemapState): string =>
  (state === 'reachable' ? basemap.styleUrl : basemap.offlineStyleUrl);

/**
 * The network mode a basemap is actually shown in: the one the API gives its style (the archive of an offline
 * deployment is 'offline') while the online basemaps are reachable, and offline otherwise.
 */
export const networkModeOf = (basemap: Basemap, state: OnlineBasemapState): NetworkMode =>
  (state !== 'reachable' || !isOnlineBasemap(basemap) ? 'offline' : (basemap.networkMode ?? 'online'));

/** Whether a map showing this style can still fall back: it is the basemap's own style, not its offline one. */
export const canFallBack = (basemap: Basemap | undefined, shownStyle: string | null): boolean =>
  !!basemap && isOnlineBasemap(basemap) && shownStyle === basemap.styleUrl;

/** The layers shown in a network mode: those of the mode and those of both (no `networkMode`). */
export const layersForNetworkMode = (layers: readonly MapLayer[], mode: NetworkMode): MapLayer[] =>
  layers.filter((layer) => (layer.lreProperties.networkMode ?? mode) === mode);

/**
 * The sources the shown layers need: a source only the other mode's layers use is left off the map, so an offline
 * map never asks an internet service for its tiles. Sources no layer uses are kept (other code may add layers on them).
 */
export function sourcesForLayers(sources: readonly MapSource[], allLayers: readonly MapLayer[], shown: readonly MapLayer[]): MapSource[] {
  const used = new Set(allLayers.map((layer) => layer.source));
  const needed = new Set(shown.map((layer) => layer.source));
  return sources.filter((source) => needed.has(source.id) || !used.has(source.id));
}

/** The tile (web Mercator x, y) holding a point at zoom z. */
export function tileAt(lng: number, lat: number, z: number): { z: number; x: number; y: number } {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { z, x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/** A tile URL template (`{z}`, `{x}`, `{y}`, in any order) filled in. */
export const fillTileTemplate = (template: string, tile: { z: number; x: number; y: number }): string =>
  template.replace(/\{([zxy])\}/g, (_, key: 'z' | 'x' | 'y') => String(tile[key]));

/**
 * Where to find one tile of a style: a source's tile template, the TileJSON that lists them, or the PMTiles archive
 * that holds them (its URL without the `pmtiles://` prefix); null if none.
 */
export type TileLocator = { tiles: string } | { tileJson: string } | { archive: string } | null;

const PMTILES_PREFIX = 'pmtiles://';

/** The request that reads a PMTiles archive's header: enough to know the archive is there and is one. */
export const PMTILES_HEADER_RANGE = `bytes=0-${PMTILES_HEADER_BYTES - 1}`;

export function styleTileLocator(style: unknown): TileLocator {
  const sources = style && typeof style === 'object' ? (style as { sources?: unknown }).sources : undefined;
  if (!sources || typeof sources !== 'object') return null;
  for (const source of Object.values(sources as Record<string, unknown>)) {
    if (!source || typeof source !== 'object') continue;
    const { type, tiles, url } = source as { type?: unknown; tiles?: unknown; url?: unknown };
    if (type !== 'raster' && type !== 'vector' && type !== 'raster-dem') continue;
    if (Array.isArray(tiles) && typeof tiles[0] === 'string') return { tiles: tiles[0] };
    if (typeof url === 'string') return url.startsWith(PMTILES_PREFIX) ? { archive: url.slice(PMTILES_PREFIX.length) } : { tileJson: url };
  }
  return null;
}

/** The part of a MapLibre 'error' event the fallback reads. */
export interface MapErrorLike {
  sourceId?: string;
  error?: { url?: string; status?: number } | null;
}

/**
 * Whether a map error is the online basemap failing: a load of one of the basemap style's own sources (not the
 * portal's layers), or the style itself not loading.
 */
export function isBasemapFailure(event: MapErrorLike, basemapSourceIds: ReadonlySet<string>, resolvedStyleUrl: string): boolean {
  if (event.sourceId !== undefined) return basemapSourceIds.has(event.sourceId);
  return event.error?.url === resolvedStyleUrl;
}

/**
 * Adds a basemap failure at `now` to the recent ones: the failures still inside the window, and whether they make a
 * burst (a single missing tile, which tile services answer at the edge of their coverage, is no reason to leave).
 */
export function recordBasemapFailure(recent: readonly number[], now: number): { recent: number[]; fallBack: boolean } {
  const kept = [...recent.filter((at) => now - at < BASEMAP_ERROR_WINDOW_MS), now];
  return { recent: kept, fallBack: kept.length >= BASEMAP_ERROR_BURST };
}

/** The notice (on the map, and in the Basemaps panel) once the map has fallen back. */
export const OFFLINE_FALLBACK_NOTICE = 'Online basemaps could not be reached; showing the offline map.';
