/** A reusable map of monitoring locations, and the base pieces (map creation, basemaps, API URLs) every portal map uses. */
// The map itself comes through its lazy wrapper, and map-base (which loads MapLibre) is not re-exported here: a page
// that imports anything from this folder would otherwise load the map library with its own code.
export { LocationMap } from './LazyLocationMap';
export type { LocationMapProps } from './LocationMap';
export { pointFeatures } from './location-map.logic';
export type { LocationId, MapPoint, SelectionStyle, WatershedHighlight } from './location-map.logic';
export { apiUrlResolver } from './api-url.logic';
export type { ApiUrlResolver } from './api-url.logic';
export type { BaseMapOptions } from './map-base';
export { useBasemap } from './use-basemap';
export type { BasemapChoice } from './use-basemap';
export { useApiUrlResolver } from './use-api-url-resolver';
