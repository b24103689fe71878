/** A reusable map of monitoring locations, and the base pieces (map creation, basemaps, API URLs) every portal map uses. */
export { LocationMap } from './LocationMap';
export type { LocationMapProps } from './LocationMap';
export { pointFeatures } from './location-map.logic';
export type { LocationId, MapPoint, SelectionStyle, WatershedHighlight } from './location-map.logic';
export { apiUrlResolver } from './api-url.logic';
export type { ApiUrlResolver } from './api-url.logic';
export { createBaseMap, followContainerSize } from './map-base';
export type { BaseMapOptions } from './map-base';
export { useBasemap } from './use-basemap';
export type { BasemapChoice } from './use-basemap';
export { useApiUrlResolver } from './use-api-url-resolver';
