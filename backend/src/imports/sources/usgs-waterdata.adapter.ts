import { type FetchedPage, type FetchOptions, ImportFormatError, type OnlineAdapter, type ParsedItem, type SiteDescription } from '../source-row';
import { DEFAULT_HTTP_POLICY, getJson, type HttpPolicy, sameOrigin, type ServiceOptions } from './http-json';
import { reject } from './parsed-item';
import { INSTANTANEOUS_STATISTIC, readUsgsValue, usgsTime } from './usgs-codes';
import { DAILY_TIME_ZONE, later } from './values';

export const DEFAULT_USGS_WATERDATA_URL = 'https://api.waterdata.usgs.gov/ogcapi/v0';

/**
 * The OGC API's root is USGS_WATERDATA_URL; the key (USGS_API_KEY, an api.data.gov key for a higher rate limit) is
 * sent in the X-Api-Key header, never in the URL.
 */
export interface UsgsWaterDataOptions extends ServiceOptions {
  dailyTimeZone?: string;
}

type Collection = 'daily' | 'continuous';

interface Feature {
  id?: unknown;
  properties?: Record<string, unknown>;
}

/**
 * The USGS Water Data OGC APIs (the successor of WaterServices): the `daily` or `continuous` collection per
 * site, page by page along the `next` links, with the site's description from `monitoring-locations`.
 * Incremental runs ask only for what changed since the last one (`last_modified`).
 */
export class UsgsWaterDataAdapter implements OnlineAdapter {
  private readonly collection: Collection;
  private readonly policy: HttpPolicy;
  private readonly base: string;

  constructor(
    readonly source: 'usgs-daily' | 'usgs-continuous',
    private readonly options: UsgsWaterDataOptions,
  ) {
    this.collection = source === 'usgs-daily' ? 'daily' : 'continuous';
    this.policy = { ...DEFAULT_HTTP_POLICY, ...options.http };
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  async *fetch(options: FetchOptions): AsyncIterable<FetchedPage> {
    for (const requested of options.sites) {
      const site = monitoringLocationId(requested);
      const description = await this.siteDescription(site, options.signal);
      let url: string | null = this.firstPageUrl(site, options);
      for (let page = 1; url; page++) {
        const ref = `page ${page} of ${site} ${this.collection}`;
        const body = await getJson({ url, ref, headers: this.headers(), signal: options.signal }, this.policy);
        const { features, next } = readPage(body, ref);
        let lastModified: string | null = null;
        const items: ParsedItem[] = [];
        for (const feature of features) {
          const item = this.featureItem(feature, description);
          if (item) items.push(item);
          lastModified = later(lastModified, feature.properties?.last_modified);
        }
        yield { items, lastModified };
        url = next ? sameOrigin(next, this.base, ref) : null;
      }
    }
  }

  private headers(): Record<string, string> {
    return this.options.apiKey ? { 'X-Api-Key': this.options.apiKey } : {};
  }

  private firstPageUrl(site: string, o: FetchOptions): string {
    const url = new URL(`${this.base}/collections/${this.collection}/items`);
    url.searchParams.set('f', 'json');
    url.searchParams.set('monitoring_location_id', site);
    url.searchParams.set('limit', String(this.options.pageSize ?? 10_000));
    url.searchParams.set('skipGeometry', 'true');
    if (o.start || o.end) url.searchParams.set('time', `${o.start ?? '..'}/${o.end ?? '..'}`);
    if (o.modifiedSince) url.searchParams.set('last_modified', `${o.modifiedSince}/..`);
    return url.toString();
  }

  /** The site as monitoring-locations describes it; null when the service does not know it. */
  private async siteDescription(site: string, signal: AbortSignal | undefined): Promise<SiteDescription | null> {
    const url = `${this.base}/collections/monitoring-locations/items/${encodeURIComponent(site)}?f=json`;
    const body = await getJson({ url, ref: `monitoring location ${site}`, headers: this.headers(), signal, emptyStatus: 404 }, this.policy);
    if (body === null || typeof body !== 'object') return null;
    const feature = body as { properties?: Record<string, unknown>; geometry?: { coordinates?: unknown } };
    const p = feature.properties ?? {};
    const coordinates = Array.isArray(feature.geometry?.coordinates) ? (feature.geometry?.coordinates as unknown[]) : [];
    return {
      name: typeof p.monitoring_location_name === 'string' ? p.monitoring_location_name : null,
      longitude: typeof coordinates[0] === 'number' ? coordinates[0] : null,
      latitude: typeof coordinates[1] === 'number' ? coordinates[1] : null,
      siteType: typeof p.site_type === 'string' ? p.site_type : typeof p.site_type_code === 'string' ? p.site_type_code : null,
    };
  }

  private featureItem(feature: Feature, site: SiteDescription | null): ParsedItem | null {
    const p = feature.properties ?? {};
    const ref = String(feature.id ?? p.id ?? '(an item without an id)');
    const field = (name: string) => (typeof p[name] === 'string' ? (p[name] as string).trim() : '');
    const value = p.value === null || p.value === undefined ? { kind: 'none' as const } : readUsgsValue(String(p.value));
    if (value.kind === 'none') return null;
    if (value.kind === 'bad') return reject(ref, 'value', value.message);
    for (const name of ['monitoring_location_id', 'parameter_code', 'time']) {
      if (!field(name)) return reject(ref, name, 'is missing');
    }
    const time = usgsTime(field('time'), this.options.dailyTimeZone ?? DAILY_TIME_ZONE);
    if (!time.ok) return reject(ref, 'time', time.message);
    const qualifiers = Array.isArray(p.qualifier) ? p.qualifier.filter((q): q is string => typeof q === 'string') : field('qualifier') ? [field('qualifier')] : [];
    return {
      row: {
        ref,
        locationCode: field('monitoring_location_id'),
        sourceCode: field('parameter_code'),
        qualifier: field('statistic_id') || (this.collection === 'continuous' ? INSTANTANEOUS_STATISTIC : ''),
        unit: field('unit_of_measure'),
        timestamp: time.value.timestamp,
        value: value.value,
        nondetect: false,
        detectionLimit: null,
        remark: qualifiers.length ? qualifiers.join(':') : null,
        approval: field('approval_status').toLowerCase() === 'approved' ? 'approved' : 'provisional',
        kind: this.collection === 'daily' ? 'daily' : 'telemetry',
        ...(site ? { site } : {}),
      },
    };
  }
}

/** The service's ids are 'USGS-09239500'; a bare site number is a USGS one. */
export function monitoringLocationId(site: string): string {
  const s = site.trim();
  return /^\d+$/.test(s) ? `USGS-${s}` : s;
}

/** A GeoJSON page's features and next link, or an ImportFormatError saying what is wrong with it. */
function readPage(body: unknown, ref: string): { features: Feature[]; next: string | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ImportFormatError(ref, 'response', 'the answer is not a GeoJSON FeatureCollection');
  const page = body as { features?: unknown; links?: unknown };
  if (!Array.isArray(page.features)) throw new ImportFormatError(ref, 'features', 'the answer has no features list');
  for (const f of page.features) {
    if (typeof f !== 'object' || f === null || typeof (f as Feature).properties !== 'object' || (f as Feature).properties === null) {
      throw new ImportFormatError(ref, 'features', 'a feature has no properties');
    }
  }
  if (page.links !== undefined && !Array.isArray(page.links)) throw new ImportFormatError(ref, 'links', 'the links are not a list');
  const next = ((page.links as { rel?: unknown; href?: unknown }[] | undefined) ?? []).find((l) => l?.rel === 'next');
  if (next && typeof next.href !== 'string') throw new ImportFormatError(ref, 'links', 'the next link has no href');
  return { features: page.features as Feature[], next: next ? (next.href as string) : null };
}
