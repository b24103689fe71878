/**
 * The Site Summary Table's columns and links, free of React so each rule is tested directly.
 */
import type { SiteParamSummaryRow } from '@portal/contracts';
import { formatUsDate } from '../../common/dates';
import type { TableColumn } from '../../components/column-table.logic';
import { MAP_EXPLORER_PATH } from '../../paths';
import { DATA_TABLE_PAGE_SIZES } from '../../components/paging';

export const SITE_SUMMARY_TITLE = 'Site Summary Table';
/** 60 rows a page, from the data tools' page sizes. */
export const SITE_SUMMARY_PAGE_SIZE = 60;
export const SITE_SUMMARY_PAGE_SIZES = DATA_TABLE_PAGE_SIZES;
export const SITE_SUMMARY_CSV_FILE = 'site-summary-table.csv';
/** Fly to on Map opens the map this close. */
export const FLY_TO_ZOOM = 14;

export interface LocationLink {
  label: string;
  url: string;
}

/**
 * The links of a location_urls text ('label;url' pairs, comma-separated). A comma splits pairs only where a new
 * 'label;' follows, so a URL with a comma stays whole. Only http(s) URLs become links: anything else is no link.
 */
export function locationLinks(text: string | null): LocationLink[] {
  if (!text) return [];
  return text
    .split(/,(?=[^,;]+;)/)
    .map((pair) => {
      const at = pair.indexOf(';');
      return { label: pair.slice(0, at).trim(), url: pair.slice(at + 1).trim() };
    })
    .filter((link) => link.label && /^https?:\/\//i.test(link.url));
}

/** The map explorer at the site, under its data category (whose layers it then shows). */
export function flyToMapPath(row: Pick<SiteParamSummaryRow, 'latitude' | 'longitude' | 'datacategory_path'>): string | null {
  if (row.latitude === null || row.longitude === null) return null;
  const category = encodeURIComponent(row.datacategory_path ?? 'all');
  return `${MAP_EXPLORER_PATH}/${category}/${row.latitude}/${row.longitude}/${FLY_TO_ZOOM}`;
}

export const SITE_SUMMARY_COLUMNS: readonly TableColumn<SiteParamSummaryRow>[] = [
  { key: 'location_name', header: 'Location Name', value: (r) => r.location_name },
  { key: 'location_type', header: 'Location Type', value: (r) => r.location_type },
  { key: 'parameter', header: 'Parameter', value: (r) => r.parameter },
  { key: 'data_provider', header: 'Data Provider', value: (r) => r.data_provider },
  { key: 'huc8', header: 'HUC 8', value: (r) => r.huc8 },
  { key: 'start_por', header: 'Start POR', value: (r) => formatUsDate(r.start_por) },
  { key: 'end_por', header: 'End POR', value: (r) => formatUsDate(r.end_por) },
  { key: 'years', header: 'Years', value: (r) => r.years },
  // The coordinates are hidden at first (the Columns menu shows them; the filter always searches them): Fly to on
  // Map goes to the site, and without them the names, parameters and providers fit on two lines at 1440 px.
  { key: 'latitude', header: 'Latitude', value: (r) => r.latitude, shownByDefault: false },
  { key: 'longitude', header: 'Longitude', value: (r) => r.longitude, shownByDefault: false },
  {
    key: 'location_urls',
    header: 'Location URLs',
    value: (r) => locationLinks(r.location_urls).map((l) => `${l.label}: ${l.url}`).join(', '),
  },
];
