/**
 * The pieces every portal map is made of, shared by the map explorer and the smaller location maps: a MapLibre map
 * whose every URL goes through the API resolver, its standard controls (zoom, fullscreen, geolocate), logged errors,
 * and a resize that follows the container, debounced.
 */
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Protocol } from 'pmtiles';
import type { ApiUrlResolver } from './api-url.logic';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_RESIZE_DEBOUNCE_MS } from './map-base.constants';

/** MapLibre's English label for its geolocate button. */
const GEOLOCATE_LABEL = 'Find my location';

export interface BaseMapOptions {
  container: HTMLElement;
  /** The basemap style URL (an API path or absolute). */
  styleUrl: string;
  resolve: ApiUrlResolver;
  /** What the fullscreen control puts in fullscreen; the map's own container when absent. */
  fullscreenContainer?: HTMLElement | null;
  center?: [number, number];
  zoom?: number;
}

let pmtilesRegistered = false;

/**
 * Lets styles read PMTiles archives (`pmtiles://` sources, the district's self-hosted basemap) by HTTP range
 * requests. MapLibre's protocols are global: one registration serves every map of the page, and its archive cache
 * is shared by them.
 */
function registerPmtilesProtocol(): void {
  if (pmtilesRegistered) return;
  pmtilesRegistered = true;
  maplibregl.addProtocol('pmtiles', new Protocol().tile);
}

/**
 * MapLibre creates the geolocate button without a name and names it only once the browser has answered whether it
 * may locate the user (an asynchronous permissions query). Until then a screen reader announces a bare "button";
 * the button is named at once with MapLibre's own label, which MapLibre then keeps or replaces ("Location not
 * available") when the answer comes.
 */
function nameGeolocateButton(container: HTMLElement): void {
  const button = container.querySelector<HTMLButtonElement>('button.maplibregl-ctrl-geolocate');
  if (button && !button.hasAttribute('aria-label')) {
    button.setAttribute('aria-label', GEOLOCATE_LABEL);
    button.title = GEOLOCATE_LABEL;
  }
}

/** A map with the portal's standard controls at the top left. */
export function createBaseMap({ container, styleUrl, resolve, fullscreenContainer, center, zoom }: BaseMapOptions): MapLibreMap {
  registerPmtilesProtocol();
  const map = new maplibregl.Map({
    container,
    style: resolve(styleUrl),
    center: center ?? DEFAULT_CENTER,
    zoom: zoom ?? DEFAULT_ZOOM,
    // Style-internal URLs (glyphs, sources, tiles) name the API as '/api/...'.
    transformRequest: (url) => ({ url: resolve(url) }),
    // Resizing follows the container (followContainerSize), debounced.
    trackResize: false,
    attributionControl: { compact: true },
  });
  map.addControl(new maplibregl.NavigationControl(), 'top-left');
  map.addControl(new maplibregl.FullscreenControl({ container: fullscreenContainer ?? undefined }), 'top-left');
  // MapLibre's control has no heading arrow (Mapbox's showUserHeading); it tracks the position with high accuracy.
  map.addControl(new maplibregl.GeolocateControl({ positionOptions: { enableHighAccuracy: true }, trackUserLocation: true }), 'top-left');
  nameGeolocateButton(container);
  map.on('error', (event) => console.error('Map error:', event.error));
  return map;
}

/** Resizes the map once its container's size settles; returns the function that stops following. */
export function followContainerSize(map: MapLibreMap, container: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => map.resize(), MAP_RESIZE_DEBOUNCE_MS);
  });
  observer.observe(container);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
