/**
 * The small location map's box: its default height and accessible name. In a module of their own because the lazy
 * wrapper draws the same box while the map library loads, and must not import the map (that would load the library
 * with the page).
 */
export const LOCATION_MAP_HEIGHT = 400;
export const LOCATION_MAP_LABEL = 'Locations map';
