/**
 * Business constants of the map explorer (map-explorer.md §9), in one module so the components and the pure
 * logic read the same numbers and the tests pin them to the spec.
 */

/** Individual Locations Search: how long typing must pause before the search runs (§9 "Search"). */
export const SEARCH_DEBOUNCE_MS = 200;

/** Individual Locations Search: only the first 49 results are shown (§9 "Search"). */
export const SEARCH_RESULT_LIMIT = 49;
