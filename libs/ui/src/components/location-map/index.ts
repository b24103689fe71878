/** A reusable map of monitoring locations for other screens; the base pieces every portal map uses (map creation, basemaps, API URLs) are imported from their own files. */
// The map itself comes through its lazy wrapper, and map-base (which loads MapLibre) is not re-exported here: a page
// that imports anything from this folder would otherwise load the map library with its own code.
export { LocationMap } from './LazyLocationMap';
export type { SelectionStyle, WatershedHighlight } from './location-map.logic';
export { useApiUrlResolver } from './use-api-url-resolver';
