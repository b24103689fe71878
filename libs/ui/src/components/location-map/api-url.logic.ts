/**
 * The portal's own URLs inside map data (contracts `MapSource.definition`): source
 * definitions, style URLs, glyphs and icons name the API as '/api/...'. On the web that is the page's origin; in the
 * desktop app the page is not served by the API, so every such URL is rebased onto the platform's API base.
 */

/** Turns '/api/...' URLs into absolute URLs on the API; other URLs pass unchanged. */
export type ApiUrlResolver = (url: string) => string;

const API_PREFIX = '/api';
/**
 * A PMTiles archive's URL as a style names it (`pmtiles:///api/...`, the district's self-hosted basemap): the
 * archive's own URL behind the protocol prefix, which must reach the API like any other.
 */
const PMTILES_PREFIX = 'pmtiles://';

/**
 * A resolver for one API base ('/api' on the web, 'https://host/portal/api' on desktop) and the page it runs in.
 * Results are absolute because MapLibre fetches tiles in web workers, whose base URL is a blob: URL.
 *
 * URL templates keep their placeholders: the base is joined as text, never through `new URL()`, which would
 * percent-encode the braces of `{z}/{x}/{y}` or `{lng}`.
 */
export function apiUrlResolver(apiBaseUrl: string, pageUrl: string): ApiUrlResolver {
  const absoluteBase = new URL(apiBaseUrl, pageUrl).href.replace(/\/+$/, '');
  const page = new URL(pageUrl);
  // MapLibre resolves some URLs against the page before asking transformRequest (GeoJSON data): the page's own
  // '/api/' then means the API's. A file: page has the origin 'null', and such URLs read 'file:///api/...'.
  const pagePrefix = page.protocol === 'file:' ? 'file://' : page.origin;
  const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${API_PREFIX}?`);
  const resolve = (url: string): string => {
    if (isApiPath(url)) return absoluteBase + url.slice(API_PREFIX.length);
    if (url.startsWith(pagePrefix) && isApiPath(url.slice(pagePrefix.length))) {
      return absoluteBase + url.slice(pagePrefix.length + API_PREFIX.length);
    }
    return url;
  };
  // The pmtiles protocol fetches what follows its prefix, and the tiles it reports keep the (resolved) archive URL.
  return (url) => (url.startsWith(PMTILES_PREFIX) ? PMTILES_PREFIX + resolve(url.slice(PMTILES_PREFIX.length)) : resolve(url));
}

// The URL-bearing keys of a MapLibre style-spec source.
const URL_KEYS = new Set(['url', 'data']);
const URL_LIST_KEYS = new Set(['tiles', 'urls']);

/**
 * A source definition with its URLs resolved: `url` (TileJSON, image), `data` (GeoJSON URL) and each of `tiles`
 * / `urls`. Inline GeoJSON (`data` as an object) and every other key are kept as they are.
 */
export function resolveSourceDefinition(definition: Record<string, unknown>, resolve: ApiUrlResolver): Record<string, unknown> {
  const resolved: Record<string, unknown> = { ...definition };
  for (const [key, value] of Object.entries(definition)) {
    if (URL_KEYS.has(key) && typeof value === 'string') resolved[key] = resolve(value);
    else if (URL_LIST_KEYS.has(key) && Array.isArray(value)) {
      resolved[key] = value.map((item) => (typeof item === 'string' ? resolve(item) : item));
    }
  }
  return resolved;
}

/** Every string anywhere in a JSON-like value (layouts and their expressions), in order of appearance. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** Values substituted into a raster feature-info URL template (contracts `MapLayer.getRasterFeatureInfoPayload`). */
export interface FeatureInfoPlaceholders {
  lng: number;
  lat: number;
  /** The map view's bounds: west, south, east, north. */
  bbox: [number, number, number, number];
  width: number;
  height: number;
  /** The clicked pixel. */
  x: number;
  y: number;
}

/**
 * The feature-info URL for a click: `{lng}`, `{lat}`, `{bbox}` (w,s,e,n), `{width}`, `{height}`, `{x}` and `{y}`
 * filled in, each URL-encoded. Unknown placeholders stay, so a server-side template mistake shows in the request.
 */
export function fillFeatureInfoTemplate(template: string, values: FeatureInfoPlaceholders): string {
  const text: Record<string, string> = {
    lng: String(values.lng),
    lat: String(values.lat),
    bbox: values.bbox.join(','),
    width: String(Math.round(values.width)),
    height: String(Math.round(values.height)),
    x: String(Math.round(values.x)),
    y: String(Math.round(values.y)),
  };
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in text ? encodeURIComponent(text[name]) : placeholder,
  );
}
