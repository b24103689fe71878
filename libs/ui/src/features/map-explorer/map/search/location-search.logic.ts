/**
 * The Individual Locations Search: a small fuzzy search over the location
 * records, free of React so the ranking is tested directly. The 200 ms debounce belongs to the input component.
 */
import { SEARCH_RESULT_LIMIT } from '../map-explorer.constants';

/** A value of a searched field: the server sends text, ids may be numbers, lists may come as arrays. */
export type SearchFieldValue = string | number | readonly (string | number)[] | null | undefined;

/** The fields the fuzzy match looks at, in the order that breaks ties between equal matches. */
export const LOCATION_SEARCH_FIELDS = [
  'location_name',
  'location_id',
  'basin',
  'huc10_name',
  'locationtype',
  'organizations',
  'sources',
] as const;
export type LocationSearchField = (typeof LOCATION_SEARCH_FIELDS)[number];

/** A location's search record; other properties (geometry, indexes) ride along untouched. */
export type LocationSearchRecord = Partial<Record<LocationSearchField, SearchFieldValue>>;

/** How well a text matches, best first. */
const MATCH_KINDS = ['exact', 'prefix', 'word-prefix', 'substring', 'subsequence'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** Lower case with runs of whitespace as one space, so 'Yampa  River' and 'yampa river' compare equal. */
function normalize(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const isWordCharacter = (character: string): boolean => /[\p{L}\p{N}]/u.test(character);

function isSubsequence(needle: string, haystack: string): boolean {
  let next = 0;
  // Both strings indexed by UTF-16 unit alike, so characters outside the BMP compare consistently.
  for (let i = 0; i < haystack.length; i++) {
    if (haystack[i] === needle[next]) next++;
    if (next === needle.length) return true;
  }
  return false;
}

/**
 * How `text` matches `query` (both already normalized, query not empty), or null when it does not:
 * exact > prefix > word-prefix (the query starts a later word: 'steam' in 'Yampa at Steamboat') > substring >
 * subsequence (the query's characters in order with gaps: 'ymp rvr' in 'Yampa River').
 */
function matchNormalized(text: string, query: string): MatchKind | null {
  if (text === query) return 'exact';
  if (text.startsWith(query)) return 'prefix';
  let found = false;
  for (let at = text.indexOf(query, 1); at !== -1; at = text.indexOf(query, at + 1)) {
    // A later occurrence may start a word even when the first one does not ('river' in 'upriver river').
    if (!isWordCharacter(text[at - 1])) return 'word-prefix';
    found = true;
  }
  if (found) return 'substring';
  return isSubsequence(query, text) ? 'subsequence' : null;
}

/** How `text` matches `query`, case-insensitively; null when it does not or the query is blank. */
export function matchKind(text: string, query: string): MatchKind | null {
  const needle = normalize(query);
  return needle === '' ? null : matchNormalized(normalize(text), needle);
}

/** Lower is better: the kind's position in MATCH_KINDS. */
const kindRank = (kind: MatchKind): number => MATCH_KINDS.indexOf(kind);

/** The best match among a field's values: each list item counts alone, so an exact organization is exact. */
function bestMatch(value: SearchFieldValue, query: string): MatchKind | null {
  if (value === null || value === undefined) return null;
  const texts: readonly (string | number)[] = Array.isArray(value) ? value : [value as string | number];
  let best: MatchKind | null = null;
  for (const text of texts) {
    const kind = matchNormalized(normalize(String(text)), query);
    if (kind !== null && (best === null || kindRank(kind) < kindRank(best))) best = kind;
  }
  return best;
}

export interface LocationSearchResult<T> {
  record: T;
  /** The best match over the searched fields. */
  kind: MatchKind;
  /** The field it was found in (the earlier field when two match equally well). */
  field: LocationSearchField;
}

interface Ranked<T> {
  result: LocationSearchResult<T>;
  /** Which tier of the ranking the record falls in, lower first (see `tier`). */
  tier: number;
  fieldRank: number;
  index: number;
}

/** Stream gauges, whether 'gage' or 'gauge', by their name or their location type. */
const STREAM_GAUGE = /stream gau?ge/i;

const textOf = (value: SearchFieldValue): string => (Array.isArray(value) ? value.join(' ') : String(value ?? ''));

/** Whether a record is a stream gauge: the locations people look for most, so they come before other partial matches. */
export function isStreamGauge(record: LocationSearchRecord): boolean {
  return STREAM_GAUGE.test(textOf(record.location_name)) || STREAM_GAUGE.test(textOf(record.locationtype));
}

/**
 * The tier of a match, lower first: the location whose name is the query, then other exact matches (a whole id, an
 * organization), then the closer partial matches and last the loose subsequence ones. Within both partial tiers
 * stream gauges come first; a loose gauge hit stays behind a real match of anything else, which would otherwise be
 * buried under gauges that merely contain the query's letters in order.
 */
function tier(record: LocationSearchRecord, result: LocationSearchResult<unknown>): number {
  // The name is the first field searched, so an exact name is always the match reported.
  if (result.kind === 'exact') return result.field === 'location_name' ? 0 : 1;
  const gauge = isStreamGauge(record) ? 0 : 1;
  return (result.kind === 'subsequence' ? 4 : 2) + gauge;
}

/** A record's best match over the searched fields; fields are visited in tie-break order, so ties keep the first. */
function rankRecord<T extends LocationSearchRecord>(record: T, index: number, query: string): Ranked<T> | null {
  let best: Omit<Ranked<T>, 'tier'> | null = null;
  for (const [fieldRank, field] of LOCATION_SEARCH_FIELDS.entries()) {
    const kind = bestMatch(record[field], query);
    if (kind !== null && (best === null || kindRank(kind) < kindRank(best.result.kind))) {
      best = { result: { record, kind, field }, fieldRank, index };
    }
  }
  return best && { ...best, tier: tier(record, best.result) };
}

/**
 * The records matching `query`, best first, at most `limit` (the page shows the first 49). Ranking: the tier (an
 * exact name first, stream gauges before other partial matches), then the match kind, then the field it was found
 * in (a name match before an organization match), then the records' own order, so the list is stable while the
 * user types. A blank query finds nothing: the popover stays closed until something is typed.
 */
export function searchLocations<T extends LocationSearchRecord>(
  records: readonly T[],
  query: string,
  limit: number = SEARCH_RESULT_LIMIT,
): LocationSearchResult<T>[] {
  const needle = normalize(query);
  if (needle === '') return [];
  return records
    .map((record, index) => rankRecord(record, index, needle))
    .filter((ranked): ranked is Ranked<T> => ranked !== null)
    .sort(
      (a, b) =>
        a.tier - b.tier || kindRank(a.result.kind) - kindRank(b.result.kind) || a.fieldRank - b.fieldRank || a.index - b.index,
    )
    .slice(0, limit)
    .map(({ result }) => result);
}
