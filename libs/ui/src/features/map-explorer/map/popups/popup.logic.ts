/**
 * Feature popups: which properties a popup lists and
 * how each value reads, the title, paging, raster feature info and the hover popup's lines. Pure.
 */
import type { MapLayer } from '@portal/contracts';
import { LOCATIONS_SOURCE_ID } from '../map-explorer.constants';
import { PORTAL_TIME_ZONE } from '../../../../common/dates';

export type PopupValue =
  | { kind: 'text'; text: string }
  | { kind: 'links'; links: { text: string; href: string }[] };

export interface PopupRow {
  key: string;
  label: string;
  value: PopupValue;
}

/** One feature of a popup page: what the page shows. */
export interface PopupFeature {
  layerId: string;
  title: string;
  rows: PopupRow[];
  /** The layer's data source, credited under the table. */
  source: { description: string; url: string | null } | null;
  /** The feature's properties as the map gave them (the location click hands them on). */
  properties: Record<string, unknown>;
}

/** Values shown as if absent. */
const NULL_LIKE = new Set(['', 'null', 'undefined']);
/** List text cleaned of braces and quotes ('{"USGS","CDWR"}' or '["USGS","CDWR"]' reads 'USGS, CDWR'). */
const LIST_FIELDS = new Set(['organizations', 'parameter_groups', 'sources']);
/** Flow in cfs, rounded to an integer. */
const FLOW_FIELDS = new Set(['last_reported_flow', 'avg_daily_flow', 'flow']);
/** 'label;url' comma lists (the locations_urls property). */
const LABELLED_URL_FIELDS = new Set(['locations_urls']);

const ACRONYMS: Record<string, string> = {
  id: 'ID', huc: 'HUC', huc8: 'HUC8', huc10: 'HUC10', huc12: 'HUC12', wdid: 'WDID', por: 'POR', url: 'URL',
  urls: 'URLs', wq: 'WQ', ndx: 'Index', src: 'Source', dd: '(Decimal Degrees)', no: 'No.',
};

/** Labels the generic rule would get wrong or leave cryptic. */
const LABELS: Record<string, string> = {
  locationtype: 'Location Type',
  recordcount: 'Record Count',
  resultcount: 'Result Count',
  por_start: 'Period of Record Start',
  por_end: 'Period of Record End',
  appro_date: 'Priority Date',
  last_reported_water_temperature_formatted: 'Last Reported Water Temperature',
  is_wq_loc: 'Water Quality Location',
};

/** A property name as a table label: 'huc12_name' → 'HUC12 Name', 'location_id' → 'Location ID'. */
export function propertyLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  return key
    .split('_')
    .filter((word) => word !== '')
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Null, undefined, and the texts '', 'null' and 'undefined' (what a missing value becomes in vector tiles). */
export function isNullLike(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && NULL_LIKE.has(value.trim()));
}

/** Organizations and parameter-group text without braces, brackets and quotes, one ', ' between items. */
export function cleanListText(value: unknown): string {
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return text
    .replace(/[{}[\]"]/g, '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .join(', ');
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// An ISO instant or PostgreSQL's text form of one ('2024-05-01 18:30:00+00').
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** MM/dd/yyyy h:mm a in America/Denver, e.g. '05/01/2024 12:30 PM'. Null when the text is no instant. */
export function formatPopupDateTime(text: string): string | null {
  // PostgreSQL writes '+00' for UTC; Date wants '+00:00'.
  const iso = text.trim().replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const part = Object.fromEntries(dateTimeFormat.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/** A calendar date 'yyyy-MM-dd' as MM/dd/yyyy, with no time-zone shift (it is a day, not an instant). */
function formatPopupDate(text: string): string {
  const [year, month, day] = text.split('-');
  return `${month}/${day}/${year}`;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const formatFlow = (cfs: number): string => `${integer.format(Math.round(cfs))} cfs`;

const isUrl = (text: string) => /^https?:\/\/\S+$/i.test(text);

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || url;
  } catch {
    return url;
  }
}

/** 'label;url,label;url' as links; an item without a label shows its host. */
export function labelledUrls(text: string): { text: string; href: string }[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const at = item.lastIndexOf(';');
      const href = (at === -1 ? item : item.slice(at + 1)).trim();
      const label = at === -1 ? '' : item.slice(0, at).trim();
      return { text: label || hostOf(href), href };
    })
    .filter((link) => isUrl(link.href));
}

/** How one property reads in the table, or null when the row is left out. */
export function popupValue(key: string, value: unknown): PopupValue | null {
  if (isNullLike(value)) return null;
  const text = (display: string): PopupValue | null => (display === '' ? null : { kind: 'text', text: display });
  if (typeof value === 'boolean') return text(value ? 'Yes' : 'No');
  if (LIST_FIELDS.has(key)) return text(cleanListText(value));
  if (FLOW_FIELDS.has(key) && typeof value === 'number') return text(formatFlow(value));
  if (typeof value === 'string') {
    if (LABELLED_URL_FIELDS.has(key)) {
      const links = labelledUrls(value);
      return links.length ? { kind: 'links', links } : null;
    }
    if (isUrl(value.trim())) return { kind: 'links', links: [{ text: hostOf(value.trim()), href: value.trim() }] };
    if (DATE_ONLY.test(value)) return text(formatPopupDate(value));
    if (DATE_TIME.test(value)) return text(formatPopupDateTime(value) ?? value);
    return text(value);
  }
  if (typeof value === 'number') return text(String(value));
  return text(JSON.stringify(value));
}

/** The table of a feature's properties, excluded fields and empty values left out, in the feature's order. */
export function popupRows(properties: Record<string, unknown>, excludeFields: readonly string[] = []): PopupRow[] {
  const excluded = new Set(excludeFields);
  const rows: PopupRow[] = [];
  for (const [key, raw] of Object.entries(properties)) {
    if (excluded.has(key)) continue;
    const value = popupValue(key, raw);
    if (value) rows.push({ key, label: propertyLabel(key), value });
  }
  return rows;
}

/** The popup's title: the layer's titleField value, else the layer's name. */
export function popupTitle(properties: Record<string, unknown>, layer: Pick<MapLayer, 'name' | 'popup'>): string {
  const field = layer.popup?.titleField;
  const value = field ? properties[field] : undefined;
  return isNullLike(value) ? layer.name : String(value);
}

export function popupFeature(layer: MapLayer, properties: Record<string, unknown>): PopupFeature {
  const excluded = [...(layer.popup?.excludeFields ?? [])];
  // The title already says it; listing it again in the table adds nothing.
  if (layer.popup?.titleField) excluded.push(layer.popup.titleField);
  return {
    layerId: layer.id,
    title: popupTitle(properties, layer),
    rows: popupRows(properties, excluded),
    source: layer.popup?.source ?? null,
    properties,
  };
}

/** "1 of 2": the pager text when several features lie under the click. */
export const pageLabel = (index: number, count: number): string => `${index + 1} of ${count}`;

/** The page after a step, kept within the features. */
export const turnPage = (index: number, step: 1 | -1, count: number): number => Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));

/**
 * One entry per feature under the click, topmost first. MapLibre returns a feature once per layer that draws it
 * (a location's circle and its label) and once per tile it spans; the popup pages through features, not through
 * their drawings, so repeats of the same source feature (by id, or by properties when it has none) are dropped.
 */
export function distinctFeatures<T extends { source: string; id?: string | number; properties: Record<string, unknown> }>(
  features: readonly T[],
): T[] {
  const seen = new Set<string>();
  return features.filter((feature) => {
    const key = `${feature.source}\u0000${feature.id ?? JSON.stringify(feature.properties)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The features under a searched location's spot with that location first (another one may lie on top of it), or null
 * when it is not among them (filtered off or hidden): a search opens the location it chose or nothing.
 */
export function wantedLocationFirst<T extends { source: string; properties: Record<string, unknown> }>(
  features: readonly T[],
  locationNdx: number,
): T[] | null {
  const isWanted = (feature: T) => feature.source === LOCATIONS_SOURCE_ID && Number(feature.properties['location_ndx']) === locationNdx;
  const wanted = features.filter(isWanted);
  return wanted.length === 0 ? null : [...wanted, ...features.filter((feature) => !isWanted(feature))];
}

// ---------------------------------------------------------------------------------------------------------------
// Raster feature info: a click selects the features at that point plus raster feature info
// ---------------------------------------------------------------------------------------------------------------

/**
 * The first feature's properties of a feature-info answer (`featuresField`, default 'features'; only the first
 * feature is used), or null when there is none. A feature may carry its values in `properties` or directly.
 */
export function firstInfoFeature(answer: unknown, featuresField = 'features'): Record<string, unknown> | null {
  const list = answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[featuresField] : undefined;
  const first = Array.isArray(list) ? list[0] : undefined;
  if (!first || typeof first !== 'object') return null;
  const properties = (first as Record<string, unknown>).properties;
  return properties && typeof properties === 'object' ? (properties as Record<string, unknown>) : (first as Record<string, unknown>);
}

/**
 * The popup page of a raster's feature info. With `rasterFeatureInfoProperties`, only those properties are listed:
 * `key` names the answer's property, `value` is the label shown, and `lookup` translates codes ('41' → 'Deciduous
 * Forest'). Without them, every property is listed as for a vector feature.
 */
export function rasterPopupFeature(layer: MapLayer, properties: Record<string, unknown>): PopupFeature {
  const wanted = layer.rasterFeatureInfoProperties;
  if (!wanted?.length) return popupFeature(layer, properties);
  const rows: PopupRow[] = [];
  for (const { key, value: label, lookup } of wanted) {
    const raw = properties[key];
    const translated = lookup && !isNullLike(raw) ? (lookup[String(raw)] ?? raw) : raw;
    const value = popupValue(key, translated);
    if (value) rows.push({ key, label, value });
  }
  return { layerId: layer.id, title: layer.name, rows, source: layer.popup?.source ?? null, properties };
}

// ---------------------------------------------------------------------------------------------------------------
// Hover popups
// ---------------------------------------------------------------------------------------------------------------

export interface HoverPopupContent {
  title: string;
  lines: string[];
}

export function hoverPopupContent(layer: MapLayer, properties: Record<string, unknown>): HoverPopupContent {
  const { hasHoverPopupFlowData, hasHoverPopupTempData } = layer.lreProperties;
  const lines: string[] = [];
  const flow = properties['last_reported_flow'];
  if (hasHoverPopupFlowData && typeof flow === 'number') {
    const at = properties['last_reported_flow_timestamp'];
    const when = typeof at === 'string' ? formatPopupDateTime(at) : null;
    lines.push(`Flow: ${formatFlow(flow)}${when ? ` (${when})` : ''}`);
  }
  const temperature = properties['last_reported_water_temperature_formatted'];
  if (hasHoverPopupTempData && !isNullLike(temperature)) {
    const at = properties['last_reported_water_temperature_timestamp'];
    const when = typeof at === 'string' ? formatPopupDateTime(at) : null;
    lines.push(`Water Temperature: ${String(temperature)}${when ? ` (${when})` : ''}`);
  }
  return { title: popupTitle(properties, { name: layer.name, popup: { titleField: layer.popup?.titleField ?? 'location_name' } }), lines };
}

/** A box on the screen (a DOMRect's edges). */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Space to keep free along each edge of the map, in pixels. */
export interface EdgeInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * How far to pan the map, in pixels (MapLibre's panBy: positive x moves the view right, so the content left), for a
 * popup to lie inside the map clear of the controls along its edges (`insets`): [0, 0] when it already does. A popup
 * too large for that keeps only `margin` from the map's edges; one larger than the map keeps its top and left edge in
 * view, where its title and close button are.
 */
export function panIntoView(popup: ScreenBox, map: ScreenBox, insets: EdgeInsets, margin: number): [number, number] {
  const axis = (start: number, end: number, frameStart: number, frameEnd: number, insetStart: number, insetEnd: number): number => {
    let low = frameStart + insetStart;
    let high = frameEnd - insetEnd;
    if (end - start > high - low) {
      low = frameStart + margin;
      high = frameEnd - margin;
    }
    if (start < low || end - start > high - low) return start - low;
    if (end > high) return end - high;
    return 0;
  };
  return [
    axis(popup.left, popup.right, map.left, map.right, insets.left, insets.right),
    axis(popup.top, popup.bottom, map.top, map.bottom, insets.top, insets.bottom),
  ];
}
