/**
 * Moving the map for the route and the searches: a valid latitude, longitude and zoom in the route fly the map
 * there once it has loaded; a chosen place gets a marker and the map frames it.
 */
import type { PlaceResult } from '@portal/contracts';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';
import { SEARCH_ZOOM } from './map-explorer.constants';
import type { FlyToTarget } from './route.logic';

export function useFlyTo(map: MapLibreMap | null, loaded: boolean, flyTo: FlyToTarget | null): (place: PlaceResult) => void {
  useEffect(() => {
    if (map && loaded && flyTo) map.flyTo({ center: flyTo.center, zoom: flyTo.zoom });
  }, [map, loaded, flyTo?.center[0], flyTo?.center[1], flyTo?.zoom]); // eslint-disable-line react-hooks/exhaustive-deps -- by value, not by the parsed object

  const placeMarker = useRef<maplibregl.Marker | null>(null);
  return useCallback(
    (place: PlaceResult) => {
      if (!map) return;
      placeMarker.current?.remove();
      placeMarker.current = new maplibregl.Marker().setLngLat(place.center).addTo(map);
      if (place.bbox) map.fitBounds(place.bbox, { padding: 40, maxZoom: SEARCH_ZOOM });
      else map.flyTo({ center: place.center, zoom: SEARCH_ZOOM });
    },
    [map],
  );
}
