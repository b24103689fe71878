/**
 * Keeps the portal's sources, icons and layers on the map (on load and after a basemap change):
 * added once the map has loaded and the data has arrived, and again after every basemap change, which replaces
 * the style. Each time they are (re)added `contentVersion` grows, so the page re-applies what it sets on layers
 * (visibility, filters, opacity, graph-mode styling).
 */
import type { MapLayer, MapSource } from '@portal/contracts';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiUrlResolver } from '../../../../components/location-map/api-url.logic';
import type { VisibilityState } from './layers.logic';
import { addPortalContent, carryOverDrawing, type MapImage } from '../map-setup';
import { STYLE_POLL_MS } from '../map-explorer.constants';

export interface MapContentOptions {
  map: MapLibreMap | null;
  loaded: boolean;
  sources: readonly MapSource[] | undefined;
  layers: readonly MapLayer[] | undefined;
  /** Null until the layers have arrived and the page has worked out their visibility on load. */
  visibility: VisibilityState | null;
  /** The chosen basemap's style URL; a change restyles the map. */
  styleUrl: string | null;
  /** The style the map was made with. */
  createdWith: string | null;
  resolve: ApiUrlResolver;
}

export function useMapContent({ map, loaded, sources, layers, visibility, styleUrl, createdWith, resolve }: MapContentOptions): number {
  const [contentVersion, setContentVersion] = useState(0);
  const latest = useRef({ sources, layers, visibility, resolve });
  latest.current = { sources, layers, visibility, resolve };
  const images = useRef(new Map<string, MapImage>());
  // The style the map shows (set when the map is made with the initial one) and whether our content is on it.
  const shownStyle = useRef<string | null>(null);
  const hasContent = useRef(false);
  const adding = useRef(false);
  // Grows with every restyle: content added for an earlier style does not count, and is added again on the new one.
  const styleGeneration = useRef(0);
  // Asked to add while an addition was under way (the style changed meanwhile): it runs again once that one ends.
  const addAgain = useRef(false);

  const addContent = useCallback(async (target: MapLibreMap): Promise<void> => {
    const { sources: s, layers: l, visibility: v, resolve: r } = latest.current;
    if (adding.current) {
      addAgain.current = true;
      return;
    }
    if (!s || !l || !v || hasContent.current) return;
    adding.current = true;
    const generation = styleGeneration.current;
    try {
      await addPortalContent(target, {
        sources: s, layers: l, visibility: v, resolve: r, images: images.current, stillCurrent: () => generation === styleGeneration.current,
      });
      if (generation === styleGeneration.current) {
        hasContent.current = true;
        setContentVersion((version) => version + 1);
      }
    } catch (error) {
      // An addition the next style cut short is no fault: it is made again on that style.
      if (generation === styleGeneration.current) console.error('Could not add the map layers:', error);
    } finally {
      adding.current = false;
      if (addAgain.current) {
        addAgain.current = false;
        void addContent(target);
      }
    }
  }, []);

  useEffect(() => {
    if (!map) {
      shownStyle.current = null;
      hasContent.current = false;
      return;
    }
    shownStyle.current ??= createdWith;
  }, [map, createdWith]);

  // Sources, images and layers on first load, as soon as both the map and the data are there (in whichever order they arrive).
  const dataReady = !!sources && !!layers && !!visibility;
  useEffect(() => {
    if (map && loaded && dataReady) void addContent(map);
  }, [map, loaded, dataReady, addContent]);

  // A basemap change: the new style replaces everything, so the content goes on again once the style has loaded.
  useEffect(() => {
    if (!map || !loaded || !styleUrl || styleUrl === shownStyle.current) return;
    shownStyle.current = styleUrl;
    hasContent.current = false;
    styleGeneration.current += 1;
    let done = false;
    const readd = (styleLoaded: boolean) => {
      // The poll (every second) waits for the style; 'style.load' says it has.
      if (done || !(styleLoaded || map.isStyleLoaded())) return;
      done = true;
      clearInterval(poll);
      map.off('style.load', onStyleLoad);
      void addContent(map);
    };
    const onStyleLoad = () => readd(true);
    const poll = setInterval(() => readd(false), STYLE_POLL_MS);
    map.on('style.load', onStyleLoad);
    map.setStyle(resolve(styleUrl), {
      diff: false,
      transformStyle: (previous, next) => carryOverDrawing(previous, next) as StyleSpecification,
    });
    return () => {
      done = true;
      clearInterval(poll);
      map.off('style.load', onStyleLoad);
    };
  }, [map, loaded, styleUrl, resolve, addContent]);

  return contentVersion;
}
