/**
 * The MapLibre map of the explorer: the portal's base map (standard controls, debounced resize, the API-base rewrite
 * of every URL it loads) made once with the default basemap, plus the explorer's home and feet-scale controls. Its
 * home view is the whole basin, fitted to the basin outline's bounds once they arrive.
 */
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { ApiUrlResolver } from '../../../components/location-map/api-url.logic';
import type { LngLatBox } from '../../../components/location-map/location-map.logic';
import { createBaseMap, followContainerSize } from '../../../components/location-map/map-base';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../../../components/location-map/map-base.constants';
import { FeetScaleControl, HomeControl } from './map-controls';
import { HOME_PADDING_PX, SCALE_MAX_WIDTH_PX } from './map-explorer.constants';

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
  /** The basin's bounds (its outline's), the home view; null until known, when the default centre and zoom stand in. */
  home: LngLatBox | null;
}

export interface PortalMap {
  map: MapLibreMap | null;
  /** True once the map's 'load' event has fired (the sources and layers wait for it). */
  loaded: boolean;
  /** The style the map was made with (later ones are set by whoever changes the basemap). */
  createdWith: string | null;
}

/** The view that shows the whole basin: its bounds fitted, clear of the controls at the map's edges. */
function goHome(map: MapLibreMap, home: LngLatBox | null, animate: boolean): void {
  if (home) map.fitBounds(home, { padding: HOME_PADDING_PX, animate });
  else if (animate) map.flyTo({ center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
  else map.jumpTo({ center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
}

/**
 * Keeps the opening view on the whole basin until someone moves the map: fitted when the bounds arrive (the map is
 * drawn before they do), and again when the map's size changes (panels opening beside or below it) while it still
 * shows that view. A view the route, a search or the visitor chose is left alone.
 */
function useOpeningView(map: MapLibreMap | null, home: LngLatBox | null): void {
  useEffect(() => {
    if (!map) return;
    const camera = () => ({ center: map.getCenter(), zoom: map.getZoom() });
    // The camera the map opened with: the default centre and zoom until the bounds are known.
    let opening = camera();
    const untouched = () => {
      const now = camera();
      return now.zoom === opening.zoom && now.center.lng === opening.center.lng && now.center.lat === opening.center.lat;
    };
    const fit = () => {
      if (!untouched()) return;
      goHome(map, home, false);
      opening = camera();
    };
    fit();
    map.on('resize', fit);
    return () => {
      map.off('resize', fit);
    };
  }, [map, home]);
}

export function usePortalMap({ container, fullscreenContainer, initialStyleUrl, resolve, home }: PortalMapOptions): PortalMap {
  const [state, setState] = useState<PortalMap>({ map: null, loaded: false, createdWith: null });
  const homeBounds = useRef(home);
  homeBounds.current = home;
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
    map.addControl(new HomeControl(() => goHome(map, homeBounds.current, true)), 'top-left');
    map.addControl(new maplibregl.ScaleControl({ maxWidth: SCALE_MAX_WIDTH_PX, unit: 'imperial' }), 'bottom-left');
    map.addControl(new FeetScaleControl(SCALE_MAX_WIDTH_PX), 'bottom-left');
    map.on('load', () => setState({ map, loaded: true, createdWith: start.initialStyleUrl }));
    setState({ map, loaded: false, createdWith: start.initialStyleUrl });
    if (window.__portalExposeMap) window.__portalMap = map;

    const stopFollowing = followContainerSize(map, container);
    return () => {
      stopFollowing();
      map.remove();
      if (window.__portalMap === map) delete window.__portalMap;
      setState({ map: null, loaded: false, createdWith: null });
    };
  }, [container, ready]);
  useOpeningView(state.map, home);

  return state;
}
