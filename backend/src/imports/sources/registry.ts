import type { ImportFileFormat, ImportOnlineSource } from '@portal/contracts';
import type { ImportSourcesConfig } from '../../config/config';
import type { FileAdapter, OnlineAdapter } from '../source-row';
import { CdssJsonAdapter } from './cdss-json.adapter';
import { CdssTelemetryAdapter, DEFAULT_CDSS_API_URL } from './cdss-telemetry.adapter';
import type { HttpPolicy } from './http-json';
import { PortalCsvAdapter } from './portal-csv.adapter';
import { UsgsRdbAdapter } from './usgs-rdb.adapter';
import { DEFAULT_USGS_WATERDATA_URL, UsgsWaterDataAdapter } from './usgs-waterdata.adapter';
import { UsgsWaterml2Adapter } from './usgs-waterml2.adapter';
import { WqxCsvAdapter } from './wqx-csv.adapter';

export { detectFileFormat } from './sniff';

/** The adapter reading a file format. */
export function fileAdapterFor(format: ImportFileFormat): FileAdapter {
  switch (format) {
    case 'portal-csv':
      return new PortalCsvAdapter();
    case 'wqx-csv':
      return new WqxCsvAdapter();
    case 'usgs-rdb':
      return new UsgsRdbAdapter();
    case 'usgs-waterml2':
      return new UsgsWaterml2Adapter();
    case 'cdss-json':
      return new CdssJsonAdapter();
  }
}

export interface OnlineAdapterOptions {
  /** The service's root; the public service when unset. */
  baseUrl?: string;
  apiKey?: string;
  /** One request's time limit. */
  timeoutMs?: number;
  /** Items per page. */
  pageSize?: number;
  /** Retries, Retry-After bound and backoff (the defaults suit the public services). */
  http?: Partial<Omit<HttpPolicy, 'timeoutMs'>>;
}

/** The adapter fetching an online source. */
export function onlineAdapterFor(source: ImportOnlineSource, options: OnlineAdapterOptions = {}): OnlineAdapter {
  const http: Partial<HttpPolicy> = { ...options.http, ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) };
  const common = { apiKey: options.apiKey, pageSize: options.pageSize, http };
  switch (source) {
    case 'usgs-daily':
    case 'usgs-continuous':
      return new UsgsWaterDataAdapter(source, { ...common, baseUrl: options.baseUrl ?? DEFAULT_USGS_WATERDATA_URL });
    case 'cdss-telemetry':
      return new CdssTelemetryAdapter({ ...common, baseUrl: options.baseUrl ?? DEFAULT_CDSS_API_URL });
  }
}

/** The configured address and key of a source (USGS_WATERDATA_URL / USGS_API_KEY, CDSS_API_URL / CDSS_API_KEY). */
export function onlineOptionsFromConfig(source: ImportOnlineSource, config: ImportSourcesConfig): OnlineAdapterOptions {
  return source === 'cdss-telemetry'
    ? { baseUrl: config.cdssApiUrl, apiKey: config.cdssApiKey }
    : { baseUrl: config.usgsWaterDataUrl, apiKey: config.usgsApiKey };
}
