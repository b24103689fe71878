import { type FetchedPage, type FetchOptions, ImportFormatError, type OnlineAdapter, type ParsedItem, type SiteDescription } from '../source-row';
import { CDSS_TIME_ZONE, cdssItem, type CdssTelemetryItem } from './cdss-json.adapter';
import { DEFAULT_HTTP_POLICY, getJson, type HttpPolicy, type ServiceOptions } from './http-json';
import { later, zonedInstant } from './values';

export const DEFAULT_CDSS_API_URL = 'https://dwr.state.co.us/Rest/GET/api/v2';

/** The REST API's root is CDSS_API_URL; its key (CDSS_API_KEY, more requests per day) goes in the apiKey parameter. */
export type CdssTelemetryOptions = ServiceOptions;

interface CdssPage {
  PageNumber?: unknown;
  PageCount?: unknown;
  ResultList?: unknown;
}

/**
 * Colorado DWR (CDSS) telemetry stations' raw time series, per station, page by page (pageIndex / pageSize).
 * The service has no filter on modification time, so an incremental run reads the range and keeps the readings
 * modified since the last run.
 */
export class CdssTelemetryAdapter implements OnlineAdapter {
  readonly source = 'cdss-telemetry' as const;
  private readonly policy: HttpPolicy;
  private readonly base: string;

  constructor(private readonly options: CdssTelemetryOptions) {
    this.policy = { ...DEFAULT_HTTP_POLICY, ...options.http };
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  async *fetch(options: FetchOptions): AsyncIterable<FetchedPage> {
    const since = options.modifiedSince ? Date.parse(options.modifiedSince) : null;
    for (const abbrev of options.sites) {
      const site = await this.station(abbrev, options.signal);
      for (let pageIndex = 1; ; pageIndex++) {
        const ref = `page ${pageIndex} of ${abbrev} telemetry`;
        const body = await getJson({ url: this.url('telemetrystations/telemetrytimeseriesraw/', abbrev, options, pageIndex), ref, signal: options.signal, emptyStatus: 404 }, this.policy);
        if (body === null) break;
        const page = readPage(body, ref);
        const items: ParsedItem[] = [];
        let lastModified: string | null = null;
        for (const raw of page.items) {
          const modified = typeof raw === 'object' && raw !== null ? modifiedInstant(raw.modified) : null;
          lastModified = later(lastModified, modified);
          if (since !== null && modified !== null && Date.parse(modified) <= since) continue;
          const item = cdssItem(itemRef(abbrev, raw), raw);
          if (item) items.push('row' in item && site ? { row: { ...item.row, site } } : item);
        }
        yield { items, lastModified };
        if (page.items.length === 0 || page.pageNumber >= page.pageCount) break;
      }
    }
  }

  private url(path: string, abbrev: string, o: FetchOptions | null, pageIndex: number): string {
    const url = new URL(`${this.base}/${path}`);
    url.searchParams.set('format', 'json');
    url.searchParams.set('dateFormat', 'spaceSepToSeconds');
    url.searchParams.set('abbrev', abbrev);
    if (o?.start) url.searchParams.set('startDate', usDate(o.start));
    if (o?.end) url.searchParams.set('endDate', usDate(o.end));
    url.searchParams.set('pageSize', String(this.options.pageSize ?? 50_000));
    url.searchParams.set('pageIndex', String(pageIndex));
    if (this.options.apiKey) url.searchParams.set('apiKey', this.options.apiKey);
    return url.toString();
  }

  private async station(abbrev: string, signal: AbortSignal | undefined): Promise<SiteDescription | null> {
    const body = await getJson({ url: this.url('telemetrystations/telemetrystation/', abbrev, null, 1), ref: `station ${abbrev}`, signal, emptyStatus: 404 }, this.policy);
    const list = (body as CdssPage | null)?.ResultList;
    const s = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
    if (!s) return null;
    return {
      name: typeof s.stationName === 'string' ? s.stationName : null,
      latitude: typeof s.latitude === 'number' ? s.latitude : null,
      longitude: typeof s.longitude === 'number' ? s.longitude : null,
      siteType: typeof s.stationType === 'string' ? s.stationType : null,
    };
  }
}

function readPage(body: unknown, ref: string): { items: CdssTelemetryItem[]; pageNumber: number; pageCount: number } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ImportFormatError(ref, 'response', 'the answer is not a DWR result object');
  const page = body as CdssPage;
  if (!Array.isArray(page.ResultList)) throw new ImportFormatError(ref, 'ResultList', 'the answer has no ResultList');
  const pageNumber = typeof page.PageNumber === 'number' ? page.PageNumber : 1;
  const pageCount = typeof page.PageCount === 'number' ? page.PageCount : 1;
  return { items: page.ResultList as CdssTelemetryItem[], pageNumber, pageCount };
}

/** The service's items have no id: station, parameter and time name one. */
function itemRef(abbrev: string, raw: CdssTelemetryItem): string {
  if (typeof raw !== 'object' || raw === null) return `${abbrev} (an item that is not an object)`;
  return `${String(raw.abbrev ?? abbrev)} ${String(raw.parameter ?? '')} ${String(raw.measDateTime ?? raw.measDate ?? '')}`.trim();
}

/** '2026-03-01' as the service's 'MM/DD/YYYY'. */
function usDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** An item's modified time (Colorado local time) as an instant; null when absent or not a single instant. */
function modifiedInstant(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})/.exec(value.trim());
  if (!m) return null;
  const instant = zonedInstant(m[1], m[2], CDSS_TIME_ZONE);
  return instant.ok ? instant.value : null;
}
