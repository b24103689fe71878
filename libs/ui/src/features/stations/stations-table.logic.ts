/**
 * Filtering and paging of the stations table, kept free of React so every
 * rule is tested directly. Filters match what the user sees: dates are compared in their MM/dd/yyyy form.
 */
import type { StationListItem } from '@portal/contracts';
import { DATA_TABLE_PAGE_SIZES } from '../../components/paging';

/** Table page sizes of the data tools. */
export const PAGE_SIZES = DATA_TABLE_PAGE_SIZES;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** The columns that get a "contains" text filter; Region has a select of its own. */
export type TextFilterColumn = 'location' | 'parameter' | 'starts' | 'ends' | 'huc10';
export type StationColumnKey = 'region' | TextFilterColumn;

/** Column headers: the product's wording, kept exactly. */
export const STATION_COLUMNS: readonly { key: StationColumnKey; header: string }[] = [
  { key: 'region', header: 'Region' },
  { key: 'location', header: 'Monitoring Location' },
  { key: 'parameter', header: 'Parameter' },
  { key: 'starts', header: 'Starts' },
  { key: 'ends', header: 'Ends' },
  { key: 'huc10', header: 'Huc 10' },
];

/** One table row as displayed. */
export interface StationRow {
  /** Stable React key: the row's position in the list the server sent. */
  key: string;
  regGroupNdx: number;
  region: string;
  location: string;
  parameter: string;
  starts: string;
  ends: string;
  huc10: string;
}

export type TextFilters = Record<TextFilterColumn, string>;
export const EMPTY_TEXT_FILTERS: TextFilters = { location: '', parameter: '', starts: '', ends: '', huc10: '' };

export interface StationFilters {
  /** Only rows of this regional group; null for every region. */
  regGroupNdx: number | null;
  text: TextFilters;
}

export interface RegionOption {
  regGroupNdx: number;
  region: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'yyyy-MM-dd' to 'MM/dd/yyyy', the portal's display date format. Pure string work: the server already sends America/Denver
 * calendar dates, and going through Date would shift them by the browser's time zone.
 */
export function formatIsoDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

export function toStationRows(items: readonly StationListItem[]): StationRow[] {
  return items.map((item, index) => ({
    key: String(index),
    regGroupNdx: item.reg_group_ndx,
    region: item.region,
    location: item.location,
    parameter: item.parameter,
    starts: formatIsoDate(item.por_min),
    ends: formatIsoDate(item.por_max),
    huc10: item.huc_10 ?? '',
  }));
}

/** The regions present in the rows, once each, by name. */
export function regionOptions(rows: readonly StationRow[]): RegionOption[] {
  const byNdx = new Map<number, string>();
  for (const row of rows) if (!byNdx.has(row.regGroupNdx)) byNdx.set(row.regGroupNdx, row.region);
  return [...byNdx]
    .map(([regGroupNdx, region]) => ({ regGroupNdx, region }))
    .sort((a, b) => a.region.localeCompare(b.region) || a.regGroupNdx - b.regGroupNdx);
}

/** The route's :reg_group_ndx as a number, or null when it is absent or not a positive whole number. */
export function parseRegGroupNdx(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const value = Number(param);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** The Region filter's value: the route's region when it is one of the table's regions, else every region. */
export function presetRegion(options: readonly RegionOption[], regGroupNdx: number | null): number | null {
  return options.some((o) => o.regGroupNdx === regGroupNdx) ? regGroupNdx : null;
}

export function filterStationRows(rows: readonly StationRow[], filters: StationFilters): StationRow[] {
  const needles = (Object.keys(filters.text) as TextFilterColumn[])
    .map((column) => ({ column, needle: filters.text[column].trim().toLocaleLowerCase() }))
    .filter(({ needle }) => needle !== '');
  return rows.filter(
    (row) =>
      (filters.regGroupNdx === null || row.regGroupNdx === filters.regGroupNdx) &&
      needles.every(({ column, needle }) => row[column].toLocaleLowerCase().includes(needle)),
  );
}

// Paging is shared by every table of the portal; re-exported here for the stations table and its tests.
export { paginate, showingText } from '../../components/paging';
