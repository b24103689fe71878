/**
 * The MapLibre map of the explorer: the portal's base map (standard controls, debounced resize, the API-base rewrite
 * of every URL it loads) made once with the default basemap, plus the explorer's home and feet-scale controls.
 */
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { ApiUrlResolver } from '../../../components/location-map/api-url.logic';
import { createBaseMap, followContainerSize } from '../../../components/location-map/map-base';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../../../components/location-map/map-base.constants';
import { FeetScaleControl, HomeControl } from './map-controls';
import { SCALE_MAX_WIDTH_PX } from './map-explorer.constants';

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
  /** True once the map's 'load' event has fired (the sources and layers wait for it). */
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
    const map = createBaseMap({
      container,
      styleUrl: start.initialStyleUrl,
      resolve: start.resolve,
      fullscreenContainer: start.fullscreenContainer,
    });
    map.addControl(new HomeControl(() => goHome(map)), 'top-left');
    map.addControl(new maplibregl.ScaleControl({ maxWidth: SCALE_MAX_WIDTH_PX, unit: 'imperial' }), 'bottom-left');
    map.addControl(new FeetScaleControl(SCALE_MAX_WIDTH_PX), 'bottom-left');
    map.on('load', () => setState({ map, loaded: true }));
    setState({ map, loaded: false });
    if (window.__portalExposeMap) window.__portalMap = map;

    const stopFollowing = followContainerSize(map, container);
    return () => {
      stopFollowing();
      map.remove();
      if (window.__portalMap === map) delete window.__portalMap;
      setState({ map: null, loaded: false });
    };
  }, [container, ready]);

  return state;
}
