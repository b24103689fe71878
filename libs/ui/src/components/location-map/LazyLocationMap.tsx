import { lazy, Suspense } from 'react';
import type { LocationMapProps } from './LocationMap';
import { LOCATION_MAP_HEIGHT, LOCATION_MAP_LABEL } from './location-map-box';

const LoadedLocationMap = lazy(() => import('./LocationMap').then((module) => ({ default: module.LocationMap })));

/**
 * The small location map, with its map library (MapLibre, about 240 KB compressed) loaded when a map is first
 * shown rather than with the page: Query & Download opens its map on request, and the pages that show one at once
 * draw their form first. Until the library is there the map's box holds its place (same size, so nothing shifts)
 * and says it is loading.
 */
export function LocationMap(props: LocationMapProps) {
  return (
    <Suspense
      fallback={
        <div className="location-map" style={{ height: props.height ?? LOCATION_MAP_HEIGHT }} role="region" aria-label={props.label ?? LOCATION_MAP_LABEL} aria-busy="true" />
      }
    >
      <LoadedLocationMap {...props} />
    </Suspense>
  );
}
