import type { PlaceResult } from '@portal/contracts';

/**
 * The Address/Coords Search's gazetteer: which towns, reservoirs and monitoring
 * locations a query names, best first. Pure, so the ranking is tested without a database.
 */

const GAZETTEER_LIMIT = 10;
export const MAX_QUERY_LENGTH = 200;

type GazetteerType = 'place' | 'reservoir' | 'location';

export interface GazetteerCandidate {
  id: string;
  name: string;
  type: GazetteerType;
  center: [number, number];
  bbox?: [number, number, number, number];
  /** A location's id ('09239500'), which a query may start with instead of the name. */
  code?: string;
}

/** Lower case without accents or punctuation runs, so 'Hahns Peak' finds 'Hahn’s Peak' and 'baggs' 'Baggs, WY'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Words of a text: runs of letters and digits. */
export function words(text: string): string[] {
  return normalize(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Towns before reservoirs before monitoring locations when they match equally well. */
const TYPE_ORDER: Readonly<Record<GazetteerType, number>> = { place: 0, reservoir: 1, location: 2 };

/**
 * How well a candidate matches, lower is better, or null for no match: 0 the whole name, 1 a prefix of the
 * name, 2 every query word starts a word of the name (in any order), 3 a prefix of the location id.
 */
export function matchRank(query: string, candidate: GazetteerCandidate): number | null {
  const q = normalize(query);
  const name = normalize(candidate.name);
  if (!q) return null;
  if (name === q) return 0;
  if (name.startsWith(q)) return 1;
  const nameWords = words(candidate.name);
  const queryWords = words(query);
  if (queryWords.length > 0 && queryWords.every((w) => nameWords.some((n) => n.startsWith(w)))) return 2;
  if (candidate.code && normalize(candidate.code).startsWith(q)) return 3;
  return null;
}

/** What the result list shows: a location with its id, so two sites of one name can be told apart. */
function placeName(candidate: GazetteerCandidate): string {
  return candidate.type === 'location' && candidate.code ? `${candidate.name} (${candidate.code})` : candidate.name;
}

/** The matching candidates, best first (rank, then type, then shorter and alphabetical names), at most `limit`. */
export function rankPlaces(query: string, candidates: readonly GazetteerCandidate[], limit = GAZETTEER_LIMIT): PlaceResult[] {
  return candidates
    .map((candidate) => ({ candidate, rank: matchRank(query, candidate) }))
    .filter((m): m is { candidate: GazetteerCandidate; rank: number } => m.rank !== null)
    .sort((a, b) =>
      a.rank - b.rank
      || TYPE_ORDER[a.candidate.type] - TYPE_ORDER[b.candidate.type]
      || a.candidate.name.length - b.candidate.name.length
      || a.candidate.name.localeCompare(b.candidate.name))
    .slice(0, limit)
    .map(({ candidate }) => ({
      id: candidate.id,
      place_name: placeName(candidate),
      place_type: candidate.type,
      center: candidate.center,
      ...(candidate.bbox ? { bbox: candidate.bbox } : {}),
    }));
}

// ---------------------------------------------------------------------------------------------------------
// An external geocoder (GEOCODER_URL), answering in the Mapbox geocoding shape.

/** The geocoder's URL for a query: `{query}` replaced by the URL-encoded text. */
export function geocoderRequestUrl(template: string, query: string): string {
  return template.split('{query}').join(encodeURIComponent(query));
}

const isLngLat = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n))
  && Math.abs(v[0]) <= 180 && Math.abs(v[1]) <= 90;

const isBbox = (v: unknown): v is [number, number, number, number] =>
  Array.isArray(v) && v.length === 4 && v.every((n) => typeof n === 'number' && Number.isFinite(n));

/**
 * The usable features of a geocoder answer (`{ features: [{ place_name, center, place_type?, bbox?, id? }] }`)
 * as PlaceResults; anything malformed is skipped rather than passed to the map.
 */
export function parseGeocoderAnswer(answer: unknown, limit = GAZETTEER_LIMIT): PlaceResult[] {
  const features = (answer as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  const results: PlaceResult[] = [];
  for (const [i, raw] of features.entries()) {
    const f = raw as Record<string, unknown> | null;
    if (!f || typeof f.place_name !== 'string' || !f.place_name.trim() || !isLngLat(f.center)) continue;
    const type = Array.isArray(f.place_type) ? f.place_type[0] : f.place_type;
    results.push({
      id: `geocoder-${typeof f.id === 'string' || typeof f.id === 'number' ? f.id : i}`,
      place_name: f.place_name,
      place_type: typeof type === 'string' && type ? type : 'address',
      center: [f.center[0], f.center[1]],
      ...(isBbox(f.bbox) ? { bbox: f.bbox } : {}),
    });
    if (results.length >= limit) break;
  }
  return results;
}
