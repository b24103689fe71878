/**
 * The one visibility record the control panel, the legend and the map follow: set from the route on load, changed
 * by the panel, stored on entering graph mode and restored on leaving it, and narrowed to the location layers by
 * graph mode's 'Show Only Location Layers' switch.
 */
import type { MapLayer } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { initialVisibility, type VisibilityState } from './layers.logic';
import { onlyLocationLayersVisible, restoreVisibility } from './map-styling';
import type { MapExplorerRoute } from '../route.logic';

export interface LayerVisibilityOptions {
  layers: readonly MapLayer[] | undefined;
  /** The route the page loaded with: its data category and `layers` set the first visibility. */
  loadRoute: MapExplorerRoute;
  graphMode: boolean;
  /** Called when graph mode turns on (the popups close then). */
  onGraphModeEntered(): void;
}

export interface LayerVisibility {
  visibility: VisibilityState | null;
  setVisibility(visibility: VisibilityState): void;
  /** Only location circles and labels (true), or the visibility from before (false). */
  setOnlyLocationLayers(on: boolean): void;
}

export function useLayerVisibility({ layers, loadRoute, graphMode, onGraphModeEntered }: LayerVisibilityOptions): LayerVisibility {
  const loadVisibility = useMemo(() => (layers ? initialVisibility(layers, loadRoute) : null), [layers, loadRoute]);
  const [changedVisibility, setVisibility] = useState<VisibilityState | null>(null);
  const visibility = changedVisibility ?? loadVisibility;

  // Graph mode off → on: visibility stored, popups closed; on → off: visibility restored.
  const storedVisibility = useRef<VisibilityState | null>(null);
  const onlyLocationsStored = useRef<VisibilityState | null>(null);
  const wasGraphMode = useRef(false);
  useEffect(() => {
    if (graphMode === wasGraphMode.current) return;
    wasGraphMode.current = graphMode;
    if (graphMode) {
      storedVisibility.current = visibility;
      onGraphModeEntered();
    } else {
      const stored = storedVisibility.current;
      storedVisibility.current = null;
      onlyLocationsStored.current = null;
      if (stored) setVisibility((current) => restoreVisibility(current ?? stored, stored));
    }
  }, [graphMode, visibility, onGraphModeEntered]);

  const setOnlyLocationLayers = useCallback(
    (on: boolean) => {
      if (!layers || !visibility) return;
      if (on) {
        onlyLocationsStored.current ??= visibility;
        setVisibility(restoreVisibility(visibility, onlyLocationLayersVisible(layers)));
      } else if (onlyLocationsStored.current) {
        setVisibility(restoreVisibility(visibility, onlyLocationsStored.current));
        onlyLocationsStored.current = null;
      }
    },
    [layers, visibility],
  );

  return { visibility, setVisibility, setOnlyLocationLayers };
}
