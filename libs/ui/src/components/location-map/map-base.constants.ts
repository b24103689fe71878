/** The defaults every portal map shares: where it opens, its basemap, and how it follows its container's size. */

/** Where a map opens over the basin (and where the map explorer's reset-to-home control returns): [longitude, latitude]. */
export const DEFAULT_CENTER: [number, number] = [-108.147, 40.443];
export const DEFAULT_ZOOM = 8.2;
/** The basemap a map opens with. */
export const DEFAULT_BASEMAP_ID = 'outdoors';
/** Panels opening and closing resize a map once they settle, not on every frame. */
export const MAP_RESIZE_DEBOUNCE_MS = 100;
