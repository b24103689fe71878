/** Route paths of the portal (site-shell-and-admin.md §2.1). Links are built here so no screen spells a URL. */
export const HOME_PATH = '/';
/** A named route of the spec; unknown paths show the same page. */
export const NOT_FOUND_PATH = '/404';

const STATIONS_BASE_PATH = '/tools/monitoring-locations-and-parameters-by-basin-region';
export const STATIONS_ROUTE = `${STATIONS_BASE_PATH}/:reg_group_ndx?`;

/** The stations table, preset to one region when regGroupNdx is given. */
export function stationsPath(regGroupNdx?: number | null): string {
  return regGroupNdx == null ? STATIONS_BASE_PATH : `${STATIONS_BASE_PATH}/${regGroupNdx}`;
}
