import type { Readable } from 'node:stream';
import type { ImportFileFormat, ImportOnlineSource } from '@portal/contracts';

/** How a result was taken: a lab sample, a published daily value, or a logger's reading. */
export type ResultKind = 'sample' | 'daily' | 'telemetry';

/**
 * One reading as a file or service states it, before it is mapped to the portal's locations, parameters and units.
 * Every adapter emits these; the pipeline maps, validates and loads them the same way whatever their source.
 */
export interface SourceRow {
  /** Where the row is, for the report: 'line 12' of a file, or the service's item id. */
  ref: string;
  /** The source's site id as the portal keeps it in locations.location_id, e.g. 'USGS-09239500'. */
  locationCode: string;
  /** The source's code for what was measured: a USGS parameter code, a WQX characteristic name, a CDSS parameter. */
  sourceCode: string;
  /** USGS statistic id or WQX sample fraction; '' when the source has none. */
  qualifier: string;
  /** The unit as the source writes it ('ft3/s', 'mg/L', 'deg C'). */
  unit: string;
  /**
   * ISO 8601 with an explicit offset or Z ('2026-11-23T14:15:00-07:00'). An adapter that reads a separate time
   * zone column combines them; a time with no zone is not guessed: the adapter emits a RowRejection instead.
   * A daily value is the local (America/Denver) day's start, with its offset.
   */
  timestamp: string;
  /** null only for a non-detect. Never NaN or Infinity (the pipeline rejects those too). */
  value: number | null;
  nondetect: boolean;
  /** A non-detect's reporting limit, in `unit`; null when none is given. */
  detectionLimit: number | null;
  /** The source's remark or qualifier codes ('e', 'P', 'Ice'); null when none. */
  remark: string | null;
  approval: 'provisional' | 'approved';
  kind: ResultKind;
  /** What the source says of the site, for offering an unknown location for creation. */
  site?: SiteDescription;
}

export interface SiteDescription {
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The source's site type ('ST' stream, 'LK' lake, 'Stream', 'Reservoir'...). */
  siteType: string | null;
}

/** A row the pipeline refuses, with the field that is wrong and why, in words an administrator can act on. */
export interface RowRejection {
  ref: string;
  field: string;
  message: string;
}

export type ParsedItem = { row: SourceRow } | { rejection: RowRejection };

/**
 * The file or answer as a whole cannot be read (wrong format, wrong encoding, a header that does not match, a
 * malformed page): the run fails with this message and writes nothing of it.
 */
export class ImportFormatError extends Error {
  constructor(
    readonly ref: string,
    readonly field: string,
    message: string,
  ) {
    super(`${ref}: ${message}`);
    this.name = 'ImportFormatError';
  }
}

/** Reads one file format as a stream: memory stays flat however large the file. */
export interface FileAdapter {
  readonly format: ImportFileFormat;
  parse(input: Readable): AsyncIterable<ParsedItem>;
}

export interface FetchOptions {
  /** The source's site ids. */
  sites: readonly string[];
  /** ISO 8601 dates bounding the readings; null: the whole record. */
  start: string | null;
  end: string | null;
  /** Only what the service changed after this instant (its last_modified); null: everything in range. */
  modifiedSince: string | null;
  signal?: AbortSignal;
}

/** One page (or page batch) of a service's answer: loaded all or nothing. */
export interface FetchedPage {
  items: ParsedItem[];
  /** The newest last_modified seen on this page, to resume incrementally next time; null when the service has none. */
  lastModified: string | null;
}

/** Fetches an online source page by page, following its paging, honouring its rate limits. */
export interface OnlineAdapter {
  readonly source: ImportOnlineSource;
  fetch(options: FetchOptions): AsyncIterable<FetchedPage>;
}
