/**
 * What the map explorer shares with the panels mounted inside it (graph mode's bar, parameter and detail panels,
 * the data-visualization panel): the map, its layers, graph mode and the map-side graph-mode operations of §4.
 */
import type { MapLayer } from '@portal/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { createContext, useContext } from 'react';

/** Graph-mode colouring of the location circles (§4 "Graph-mode colouring"). */
export interface GraphModeStyling {
  /** A MapLibre circle-color expression, e.g. ['match', ['get', 'ndx'], 12, '#e31a1c', …, '#1f78b4']. */
  circleColor: unknown;
  /** The locations to show (the others are filtered out). */
  ndx: readonly number[];
}

export interface MapExplorerContextValue {
  /** The map once it exists (it may still be loading). */
  map: MapLibreMap | null;
  layers: readonly MapLayer[];
  /** Grows each time the layers are (re)added to the map (load, basemap change). */
  contentVersion: number;
  graphMode: boolean;
  /** Switches graph mode, rewriting the URL's `mode` with replace semantics. */
  setGraphMode: (on: boolean) => void;
  /**
   * Colours the location circles (stroke 2 px black, opacity 1) and shows only `ndx`; null puts the default styling
   * back and clears the filter (§4 "If nothing qualifies"). Kept across basemap changes; cleared on leaving graph mode.
   */
  setGraphModeStyling: (styling: GraphModeStyling | null) => void;
  /** §4 toggle inside graph mode: only location circles and labels (true), or the visibility from before (false). */
  setOnlyLocationLayers: (on: boolean) => void;
  /** §4 closeAllPopups: closes the feature popup and the hover popup. */
  closeAllPopups: () => void;
}

export const MapExplorerContext = createContext<MapExplorerContextValue | null>(null);

/** The map explorer around a panel; throws outside one, where a panel has no map to act on. */
export function useMapExplorer(): MapExplorerContextValue {
  const value = useContext(MapExplorerContext);
  if (!value) throw new Error('useMapExplorer() needs the MapExplorer around it');
  return value;
}
