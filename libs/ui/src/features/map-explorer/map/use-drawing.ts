/**
 * The drawing tools and the Measurements box's state (bottom right of the map): mapbox-gl-draw on the map, its events
 * folded into measurementsReducer.
 */
import '@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.css';
import type MapboxDraw from '@mapbox/mapbox-gl-draw';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type Dispatch, useEffect, useReducer, useRef, useState } from 'react';
import { CIRCLE_MODE, createDrawControl, keepCirclesWhole } from './drawing/draw';
import { PortalControl } from './map-controls';
import { type DrawEvent, type DrawFeature, INITIAL_MEASUREMENTS, measurementsReducer, type MeasurementsState } from './drawing/measurements.logic';

export interface Drawing {
  measurements: MeasurementsState;
  dispatch: Dispatch<DrawEvent>;
  /** The control box the circle and measurements buttons render into; null without drawing tools. */
  extras: HTMLElement | null;
  draw: MapboxDraw | null;
}

/** The modes in which a click draws rather than selects: popups stay shut meanwhile. */
const DRAWING_MODES = new Set(['draw_polygon', 'draw_line_string', 'draw_point', CIRCLE_MODE]);
export const isDrawingMode = (draw: MapboxDraw | null): boolean => !!draw && DRAWING_MODES.has(draw.getMode());

export function startCircle(draw: MapboxDraw): void {
  draw.changeMode(CIRCLE_MODE);
}

/** Reset: every drawing goes; the API's deleteAll fires no event, so the box is told directly. */
export function resetDrawings(draw: MapboxDraw | null, dispatch: Dispatch<DrawEvent>): void {
  draw?.deleteAll();
  dispatch({ type: 'reset' });
}

/** `enabled` is false on touch devices (the drawing tools are for non-touch devices only). */
export function useDrawing(map: MapLibreMap | null, enabled: boolean): Drawing {
  const [measurements, dispatch] = useReducer(measurementsReducer, INITIAL_MEASUREMENTS);
  const [tools, setTools] = useState<{ draw: MapboxDraw; extras: HTMLElement } | null>(null);
  const dispatchRef = useRef(dispatch);

  useEffect(() => {
    if (!map || !enabled) return;
    const draw = createDrawControl();
    const extras = new PortalControl();
    map.addControl(draw, 'bottom-right');
    map.addControl(extras, 'bottom-right');
    const forward = (type: 'create' | 'update' | 'delete') => (event: { features: DrawFeature[] }) =>
      dispatchRef.current({ type, features: event.features });
    const onCreate = forward('create');
    const onUpdate = forward('update');
    const onDelete = forward('delete');
    const onModeChange = () => keepCirclesWhole(draw);
    map.on('draw.create', onCreate);
    map.on('draw.update', onUpdate);
    map.on('draw.delete', onDelete);
    map.on('draw.modechange', onModeChange);
    setTools({ draw, extras: extras.container });
    return () => {
      map.off('draw.create', onCreate);
      map.off('draw.update', onUpdate);
      map.off('draw.delete', onDelete);
      map.off('draw.modechange', onModeChange);
      try {
        map.removeControl(extras);
        map.removeControl(draw);
      } catch {
        // Leaving the page removes the map first (its effect is declared earlier), and the controls with it.
      }
      setTools(null);
    };
  }, [map, enabled]);

  return { measurements, dispatch, extras: tools?.extras ?? null, draw: tools?.draw ?? null };
}
