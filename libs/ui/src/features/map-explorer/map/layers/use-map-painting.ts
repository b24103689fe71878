/**
 * Paints the map from the explorer's state, again after every (re)load of its content (a basemap change drops the
 * portal's layers): layer visibility, the location filter, the fill opacity slider and graph mode's circle colours.
 */
import type { MapLayer } from '@portal/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { combineFilters, type FilterExpression } from './filters.logic';
import { fillLayerIds, fillOpacityValue, locationCircleLayers, locationLayers, type VisibilityState } from './layers.logic';
import { applyGraphModeCircles, type LocationMark, paintGraphModeMarks, resetCircleStyling } from './map-styling';

/** Graph mode's colouring of the location circles. */
export interface GraphModeStyling {
  /** Each shown location's colour and size, by ndx. */
  marks: ReadonlyMap<number, LocationMark>;
  /** The locations to show (the others are filtered out). */
  ndx: readonly number[];
}

export interface MapPaintingOptions {
  map: MapLibreMap | null;
  /** Grows each time the layers are (re)added to the map; 0 until they first are. */
  contentVersion: number;
  layers: readonly MapLayer[] | undefined;
  visibility: VisibilityState | null;
  locationFilter: FilterExpression | null;
  /** The slider's percentage, or null until it is moved (each layer keeps its own opacity until then). */
  fillOpacity: number | null;
  /** Stroke 2 px black and opacity 1 with these colours; null puts the default styling back. */
  graphModeStyling: GraphModeStyling | null;
}

export function useMapPainting({ map, contentVersion, layers, visibility, locationFilter, fillOpacity, graphModeStyling }: MapPaintingOptions): void {
  const ready = map !== null && contentVersion > 0;

  useEffect(() => {
    if (!map || !ready || !visibility) return;
    for (const [id, value] of Object.entries(visibility)) {
      if (map.getLayer(id) && map.getLayoutProperty(id, 'visibility') !== value) map.setLayoutProperty(id, 'visibility', value);
    }
  }, [map, ready, contentVersion, visibility]);

  // The filters bar (and graph mode's location list) narrow every location layer, on top of the layer's own filter.
  useEffect(() => {
    if (!map || !ready || !layers) return;
    for (const layer of locationLayers(layers)) {
      if (map.getLayer(layer.id)) map.setFilter(layer.id, combineFilters(layer.filter, locationFilter) as never);
    }
  }, [map, ready, contentVersion, layers, locationFilter]);

  useEffect(() => {
    if (!map || !ready || !layers || fillOpacity === null) return;
    for (const id of fillLayerIds(layers)) if (map.getLayer(id)) map.setPaintProperty(id, 'fill-opacity', fillOpacityValue(fillOpacity));
  }, [map, ready, contentVersion, layers, fillOpacity]);

  // Graph-mode colouring: the circles' paint once, then each change of marks as feature state, only for the
  // locations whose mark changed. A basemap change re-adds the source without its state: all are written again.
  const styled = useRef(false);
  const painted = useRef<{ contentVersion: number; marks: ReadonlyMap<number, LocationMark> } | null>(null);
  useEffect(() => {
    if (!map || !ready || !layers) return;
    const circles = locationCircleLayers(layers);
    if (graphModeStyling) {
      applyGraphModeCircles(map, circles.map((layer) => layer.id));
      const previous = painted.current?.contentVersion === contentVersion ? painted.current.marks : null;
      paintGraphModeMarks(map, previous, graphModeStyling.marks);
      painted.current = { contentVersion, marks: graphModeStyling.marks };
      styled.current = true;
    } else if (styled.current) {
      resetCircleStyling(map, circles);
      if (painted.current?.contentVersion === contentVersion) paintGraphModeMarks(map, painted.current.marks, null);
      painted.current = null;
      styled.current = false;
    }
  }, [map, ready, contentVersion, layers, graphModeStyling]);
}
