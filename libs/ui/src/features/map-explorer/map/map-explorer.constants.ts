/**
 * Business constants of the map explorer, in one module so the components and the pure
 * logic read the same numbers and the tests pin them.
 */

/** Individual Locations Search: how long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Individual Locations Search: only the first 49 results are shown. */
export const SEARCH_RESULT_LIMIT = 49;

// ---------------------------------------------------------------------------------------------------------------
// The map
// ---------------------------------------------------------------------------------------------------------------

/** Choosing an Individual Locations Search result flies there at this zoom. */
export const SEARCH_ZOOM = 16;
/** After a basemap change the style is polled this often until it has loaded. */
export const STYLE_POLL_MS = 1000;
/** The imperial scale bar's maximum width. */
export const SCALE_MAX_WIDTH_PX = 250;
/** Route zoom levels accepted for a fly-to: MapLibre's own range. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
/** How long typing in 'Address/Coords Search' must pause before the gazetteer is asked. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

/** The route's data category that opens the 'Temperature & Flow Map' panel first. */
export const TEMPERATURE_AND_FLOW_PATH = 'temperature-and-flow';

// ---------------------------------------------------------------------------------------------------------------
// Layers
// ---------------------------------------------------------------------------------------------------------------

/** The source of the monitoring-location features: filters and graph-mode styling act on its layers. */
export const LOCATIONS_SOURCE_ID = 'locations';
/** The basin's outline (GET /api/public-map/geojson/basin-outline): the home view fits its bounds. */
export const BASIN_OUTLINE_SOURCE_ID = 'basin-outline';
/** The legend group shown in the 'Temperature & Flow Map' accordion; every other group is in 'Map Layers'. */
export const TEMPERATURE_AND_FLOW_GROUP = 'Temperature & Flow';
/** Location circles outside graph mode, where a layer does not define its own colour. */
export const DEFAULT_CIRCLE_COLOR = '#1F78B4';
export const DEFAULT_CIRCLE_OPACITY = 0.7;
/** MapLibre's own default circle radius, for a layer that defines none. */
export const DEFAULT_CIRCLE_RADIUS = 5;
/** Circles in graph mode. */
export const GRAPH_MODE_CIRCLE_STROKE = { width: 2, color: '#000000', opacity: 1 } as const;
/** Marker icons are served by the portal; symbol layers name each image by its URL. */
export const ICON_URL_PREFIX = '/api/icon/icon';

// ---------------------------------------------------------------------------------------------------------------
// Popups
// ---------------------------------------------------------------------------------------------------------------

export const POPUP_MAX_WIDTH_PX = 400;
export const POPUP_OFFSET_PX = 15;
/**
 * A popup is kept clear of the map's edges, where its controls and the Address/Coords Search lie, panning the map
 * when it would be under them or stick out; one too large for that keeps the margin from the edges.
 */
export const POPUP_INSETS_PX = { top: 52, right: 52, bottom: 40, left: 52 };
export const POPUP_MAP_MARGIN_PX = 10;
/** The pan that brings a popup into the map: short, so the visitor sees the map move rather than jump. */
export const POPUP_PAN_MS = 250;

// ---------------------------------------------------------------------------------------------------------------
// Export and print
// ---------------------------------------------------------------------------------------------------------------

export const REPORT_IMAGE_MAX_WIDTH_PX = 1000;
export const REPORT_IMAGE_MAX_HEIGHT_PX = 500;
export const PNG_FILE_NAME = 'map.png';
/** The PDF is named after the report title; an empty title falls back to this. */
export const DEFAULT_REPORT_FILE_NAME = 'Map Report';

/** Below the md breakpoint (md: 960 px) the control panel becomes a drawer. */
/**
 * The home view's margins inside the map: clear of the controls down the left, the Address/Coords Search along
 * the top and the scale bars along the bottom.
 */
export const HOME_PADDING_PX = { top: 52, right: 16, bottom: 40, left: 52 };
export const NARROW_LAYOUT_QUERY = '(max-width: 959px)';
