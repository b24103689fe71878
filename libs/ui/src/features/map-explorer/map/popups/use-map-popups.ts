/**
 * Map popups: a click collects the features of popup-enabled layers
 * plus raster feature info and opens one paged popup; hover popups show flow and temperature. The popup's
 * content is React (FeaturePopup), rendered by the page into `container` through a portal.
 */
import type { MapLayer } from '@portal/contracts';
import maplibregl, { type Map as MapLibreMap, type MapMouseEvent } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type MapboxDraw from '@mapbox/mapbox-gl-draw';
import { type ApiUrlResolver, fillFeatureInfoTemplate } from '../../../../components/location-map/api-url.logic';
import { hoverPopupLayers, popupLayers, rasterInfoLayers, type VisibilityState } from '../layers/layers.logic';
import { LOCATIONS_SOURCE_ID, POPUP_INSETS_PX, POPUP_MAP_MARGIN_PX, POPUP_MAX_WIDTH_PX, POPUP_OFFSET_PX, POPUP_PAN_MS } from '../map-explorer.constants';
import {
  distinctFeatures, firstInfoFeature, hoverPopupContent, type HoverPopupContent, panIntoView, popupFeature, type PopupFeature,
  rasterPopupFeature, wantedLocationFirst,
} from './popup.logic';
import { isDrawingMode } from '../use-drawing';

export interface OpenPopup {
  lngLat: [number, number];
  pages: PopupFeature[];
  index: number;
  /** Opened for a search result: the focus moves into the popup. */
  focus: boolean;
}

/** Where a popup is asked for: a point on the canvas and its coordinates (a click event, or a location's spot). */
type PopupSpot = Pick<MapMouseEvent, 'point' | 'lngLat'>;

export interface MapPopupsOptions {
  map: MapLibreMap | null;
  layers: readonly MapLayer[] | undefined;
  visibility: VisibilityState | null;
  /** The toolbar's Popups toggle: off, no popup opens and open ones close. */
  enabled: boolean;
  graphMode: boolean;
  draw: MapboxDraw | null;
  resolve: ApiUrlResolver;
  /** A monitoring location was clicked (with its feature properties); graph mode says which panel wants it. */
  onLocationSelected?: (properties: Record<string, unknown>, graphMode: boolean) => void;
}

/** The custom map event that closes every popup. */
export const CLOSE_ALL_POPUPS = 'closeAllPopups';

/** The location a search chose: its feature leads the popup's pages. */
interface WantedLocation {
  locationNdx: number;
}

export interface MapPopups {
  popup: OpenPopup | null;
  setPage: (index: number) => void;
  /** The popup's content element, while a popup is open. */
  container: HTMLElement | null;
  /**
   * Once the map has come to rest (after the fly-to a search starts), opens what a click on the location would open,
   * that location first, with the focus in the popup: how a keyboard user reaches a location.
   */
  showLocation: (center: readonly [number, number], locationNdx: number) => void;
  /** Closes the popup and gives the focus back to where it was before a search opened it (the search box). */
  close: () => void;
}

/** The first feature of each raster's feature-info answer; a failed request is logged and ignored. */
async function rasterPages(layers: readonly MapLayer[], map: MapLibreMap, event: PopupSpot, resolve: ApiUrlResolver): Promise<PopupFeature[]> {
  const bounds = map.getBounds();
  const canvas = map.getCanvas();
  const pages = await Promise.all(
    layers.map(async (layer) => {
      try {
        const url = fillFeatureInfoTemplate(layer.getRasterFeatureInfoPayload!, {
          lng: event.lngLat.lng,
          lat: event.lngLat.lat,
          bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
          width: canvas.clientWidth,
          height: canvas.clientHeight,
          x: event.point.x,
          y: event.point.y,
        });
        const response = await fetch(resolve(url));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const properties = firstInfoFeature(await response.json(), layer.featuresField);
        return properties ? rasterPopupFeature(layer, properties) : null;
      } catch (error) {
        console.warn(`Raster feature info of ${layer.id} failed:`, error);
        return null;
      }
    }),
  );
  return pages.filter((page): page is PopupFeature => page !== null);
}

function hoverContent({ title, lines }: HoverPopupContent): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-explorer-hover-popup';
  const heading = document.createElement('strong');
  heading.textContent = title;
  root.appendChild(heading);
  for (const line of lines) {
    const row = document.createElement('div');
    row.textContent = line;
    root.appendChild(row);
  }
  return root;
}

const present = (map: MapLibreMap, layers: readonly MapLayer[]) => layers.filter((layer) => map.getLayer(layer.id)).map((layer) => layer.id);

export function useMapPopups(options: MapPopupsOptions): MapPopups {
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const latest = useRef(options);
  latest.current = options;
  // While a feature popup is open, hovering shows nothing over it.
  const popupOpen = useRef(false);
  popupOpen.current = popup !== null;
  const { map, enabled } = options;
  /** Opens the popup of what lies at a spot, as a click there does; set while the map's handlers are registered. */
  const openAt = useRef<((spot: PopupSpot, wanted?: WantedLocation) => Promise<void>) | null>(null);
  /** A search's wait for the map to come to rest, cancelled by the next search. */
  const pendingShow = useRef<(() => void) | null>(null);
  /** What had the focus before a search result's popup took it. */
  const returnFocus = useRef<HTMLElement | null>(null);

  // Clicks and hovers, registered once per map; they read the page's current state through `latest`.
  useEffect(() => {
    if (!map) return;
    let clicks = 0;
    const hover = new maplibregl.Popup({
      closeButton: false,
      closeOnClick: false,
      maxWidth: `${POPUP_MAX_WIDTH_PX}px`,
      offset: POPUP_OFFSET_PX,
      // Never in the way of the pointer: it would cover the feature popup's buttons under it.
      className: 'map-explorer-hover',
    });

    const open = async (event: PopupSpot, wanted?: WantedLocation) => {
      const { layers, visibility, enabled: popupsOn, graphMode, draw, resolve, onLocationSelected } = latest.current;
      if (!layers || !visibility || isDrawingMode(draw)) return;
      // The click popup takes over from the hover popup at that spot.
      hover.remove();
      const click = ++clicks;
      const byId = new Map(layers.map((layer) => [layer.id, layer]));
      const ids = present(map, popupLayers(layers, visibility));
      const rendered = ids.length > 0 ? map.queryRenderedFeatures(event.point, { layers: ids }) : [];
      const under = distinctFeatures(
        rendered.map((feature) => ({
          layerId: feature.layer.id,
          source: feature.source,
          id: feature.id,
          properties: (feature.properties ?? {}) as Record<string, unknown>,
          geometry: feature.geometry,
        })),
      );
      // A search opens the location it chose or nothing, never whatever else happens to lie at that spot.
      const features = wanted ? wantedLocationFirst(under, wanted.locationNdx) : under;
      if (!features) return;
      const location = features.find((feature) => feature.source === LOCATIONS_SOURCE_ID);
      if (location) onLocationSelected?.(location.properties, graphMode);
      if (!popupsOn) return;
      const rasters = await rasterPages(rasterInfoLayers(layers, visibility), map, event, resolve);
      // A later click wins over a slow feature-info answer of an earlier one.
      if (click !== clicks) return;
      const pages = [...features.map((feature) => popupFeature(byId.get(feature.layerId)!, feature.properties)), ...rasters];
      if (pages.length === 0) return;
      // At the feature's coordinates (a point's own position), else where the user clicked.
      const first = features[0]?.geometry;
      const lngLat: [number, number] =
        first?.type === 'Point' ? [first.coordinates[0], first.coordinates[1]] : [event.lngLat.lng, event.lngLat.lat];
      setPopup({ lngLat, pages, index: 0, focus: wanted !== undefined });
    };
    // Whether a drawing mode was on when the button went down: the click that places a point or finishes a shape
    // switches the drawing tool back to selecting before the map's click arrives, and that click drew, it must not
    // also open popups.
    let pressedWhileDrawing = false;
    const onPress = () => {
      pressedWhileDrawing = isDrawingMode(latest.current.draw);
    };
    const onClick = (event: MapMouseEvent) => {
      if (pressedWhileDrawing) {
        pressedWhileDrawing = false;
        return;
      }
      // A popup the pointer opened has no search box to give the focus back to.
      pendingShow.current?.();
      returnFocus.current = null;
      return open(event);
    };
    openAt.current = open;

    let frame = 0;
    const onMove = (event: MapMouseEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const { layers, visibility, enabled: popupsOn, draw } = latest.current;
        if (!layers || !visibility || isDrawingMode(draw) || popupOpen.current) {
          hover.remove();
          return;
        }
        const hoverable = hoverPopupLayers(layers).filter((layer) => visibility[layer.id] === 'visible');
        const ids = [...new Set([...present(map, popupLayers(layers, visibility)), ...present(map, hoverable)])];
        const under = ids.length > 0 ? map.queryRenderedFeatures(event.point, { layers: ids }) : [];
        map.getCanvas().style.cursor = under.length > 0 ? 'pointer' : '';
        const hoverIds = new Set(hoverable.map((layer) => layer.id));
        const hovered = under.find((feature) => hoverIds.has(feature.layer.id));
        if (!hovered || !popupsOn) {
          hover.remove();
          return;
        }
        const layer = layers.find((candidate) => candidate.id === hovered.layer.id)!;
        const geometry = hovered.geometry;
        const at: [number, number] = geometry.type === 'Point' ? [geometry.coordinates[0], geometry.coordinates[1]] : [event.lngLat.lng, event.lngLat.lat];
        hover.setLngLat(at).setDOMContent(hoverContent(hoverPopupContent(layer, (hovered.properties ?? {}) as Record<string, unknown>))).addTo(map);
      });
    };
    const onLeave = () => {
      cancelAnimationFrame(frame);
      hover.remove();
    };
    const onCloseAll = () => {
      hover.remove();
      setPopup(null);
    };

    map.on('mousedown', onPress);
    map.on('touchstart', onPress);
    map.on('click', onClick);
    map.on('mousemove', onMove);
    map.on('mouseout', onLeave);
    map.on(CLOSE_ALL_POPUPS, onCloseAll);
    return () => {
      openAt.current = null;
      pendingShow.current?.();
      cancelAnimationFrame(frame);
      map.off('mousedown', onPress);
      map.off('touchstart', onPress);
      map.off('click', onClick);
      map.off('mousemove', onMove);
      map.off('mouseout', onLeave);
      map.off(CLOSE_ALL_POPUPS, onCloseAll);
      hover.remove();
    };
  }, [map]);

  // Popups off closes what is open.
  useEffect(() => {
    if (!enabled) setPopup(null);
  }, [enabled]);

  // The open popup on the map; its content element is handed to the page for the React portal.
  const lngLat = popup?.lngLat;
  const pages = popup?.pages;
  useEffect(() => {
    if (!map || !lngLat || !pages) return;
    const content = document.createElement('div');
    const mapPopup = new maplibregl.Popup({ maxWidth: `${POPUP_MAX_WIDTH_PX}px`, offset: POPUP_OFFSET_PX, focusAfterOpen: false })
      .setLngLat(lngLat)
      .setDOMContent(content)
      .addTo(map);
    // Closed by the user (close button, a click elsewhere): forget it. Not when replaced by the next popup.
    const onClose = () => setPopup((current) => (current?.pages === pages ? null : current));
    mapPopup.on('close', onClose);
    // The popup is placed while its content is still empty; React fills it a moment later, it grows as it pages,
    // and the map shrinks when a panel opens below it. Each time it is placed again (MapLibre then puts it above
    // or below its point, whichever has the room) and, where it still sticks out of the map, the map pans it in.
    const keepInside = () => {
      if (!mapPopup.isOpen()) return;
      mapPopup.setLngLat(mapPopup.getLngLat());
      const [dx, dy] = panIntoView(mapPopup.getElement().getBoundingClientRect(), map.getContainer().getBoundingClientRect(), POPUP_INSETS_PX, POPUP_MAP_MARGIN_PX);
      if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: POPUP_PAN_MS });
    };
    const grows = new ResizeObserver(keepInside);
    grows.observe(content);
    map.on('resize', keepInside);
    setContainer(content);
    return () => {
      grows.disconnect();
      map.off('resize', keepInside);
      mapPopup.off('close', onClose);
      mapPopup.remove();
      setContainer(null);
    };
  }, [map, lngLat, pages]);

  const showLocation = useCallback(
    (center: readonly [number, number], locationNdx: number) => {
      if (!map) return;
      pendingShow.current?.();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // 'idle' comes once the flight has ended and the tiles there are drawn, so the location can be hit.
      const onIdle = () => {
        pendingShow.current = null;
        const lngLat = new maplibregl.LngLat(center[0], center[1]);
        void openAt.current?.({ point: map.project(lngLat), lngLat }, { locationNdx });
      };
      map.once('idle', onIdle);
      pendingShow.current = () => {
        map.off('idle', onIdle);
        pendingShow.current = null;
      };
    },
    [map],
  );

  const close = useCallback(() => {
    setPopup(null);
    const back = returnFocus.current;
    returnFocus.current = null;
    if (back?.isConnected) back.focus();
  }, []);

  return {
    popup,
    setPage: (index) => setPopup((current) => (current ? { ...current, index } : current)),
    container,
    showLocation,
    close,
  };
}
