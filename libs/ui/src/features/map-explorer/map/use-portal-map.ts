/**
 * The MapLibre map of the explorer (map-explorer.md §2 "Screen layout", §9 "Map defaults"): created once with the
 * default basemap, its standard controls, the debounced resize, and the API-base rewrite of every URL it loads.
 */
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import type { ApiUrlResolver } from './api-url.logic';
import { FeetScaleControl, HomeControl } from './map-controls';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_RESIZE_DEBOUNCE_MS, SCALE_MAX_WIDTH_PX } from './map-explorer.constants';

declare global {
  interface Window {
    /** Set by the end-to-end tests before the page loads, to read the map's state through `__portalMap`. */
    __portalExposeMap?: boolean;
    __portalMap?: MapLibreMap;
  }
}

export interface PortalMapOptions {
  /** The element the map fills. */
  container: HTMLElement | null;
  /** What the fullscreen control puts in fullscreen: the whole explorer, so its panels stay usable. */
  fullscreenContainer: HTMLElement | null;
  /** The basemap style the map starts with; the map is made once this is known. Later changes go through setStyle. */
  initialStyleUrl: string | null;
  resolve: ApiUrlResolver;
}

export interface PortalMap {
  map: MapLibreMap | null;
  /** True once the map's 'load' event has fired (§4 step 2). */
  loaded: boolean;
}

export function goHome(map: MapLibreMap): void {
  map.flyTo({ center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
}

export function usePortalMap({ container, fullscreenContainer, initialStyleUrl, resolve }: PortalMapOptions): PortalMap {
  const [state, setState] = useState<PortalMap>({ map: null, loaded: false });
  // Read when the map is made: the map is not remade when these change (a basemap change restyles it instead).
  const startWith = useRef({ initialStyleUrl, resolve, fullscreenContainer });
  startWith.current = { initialStyleUrl, resolve, fullscreenContainer };
  const ready = initialStyleUrl !== null;

  useEffect(() => {
    const start = startWith.current;
    if (!container || !start.initialStyleUrl) return;
    const map = new maplibregl.Map({
      container,
      style: start.resolve(start.initialStyleUrl),
      center: DEFAULT_CENTER,
      zoom: DEFAULT_ZOOM,
      // Style-internal URLs (glyphs, sources, tiles) name the API as '/api/...'.
      transformRequest: (url) => ({ url: start.resolve(url) }),
      // Resizing follows the container below, debounced (§9).
      trackResize: false,
      attributionControl: { compact: true },
    });
    map.addControl(new maplibregl.NavigationControl(), 'top-left');
    map.addControl(new maplibregl.FullscreenControl({ container: start.fullscreenContainer ?? undefined }), 'top-left');
    // MapLibre's control has no heading arrow (Mapbox's showUserHeading); it tracks the position with high accuracy.
    map.addControl(
      new maplibregl.GeolocateControl({ positionOptions: { enableHighAccuracy: true }, trackUserLocation: true }),
      'top-left',
    );
    map.addControl(new HomeControl(() => goHome(map)), 'top-left');
    map.addControl(new maplibregl.ScaleControl({ maxWidth: SCALE_MAX_WIDTH_PX, unit: 'imperial' }), 'bottom-left');
    map.addControl(new FeetScaleControl(SCALE_MAX_WIDTH_PX), 'bottom-left');
    map.on('load', () => setState({ map, loaded: true }));
    map.on('error', (event) => console.error('Map error:', event.error));
    setState({ map, loaded: false });
    if (window.__portalExposeMap) window.__portalMap = map;

    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => map.resize(), MAP_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(container);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      map.remove();
      if (window.__portalMap === map) delete window.__portalMap;
      setState({ map: null, loaded: false });
    };
  }, [container, ready]);

  return state;
}
