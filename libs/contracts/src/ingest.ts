/** One reading of a data logger: a value of one parameter at one location at one instant. */
export interface IngestTelemetryRow {
  location_ndx: number;
  parameter_ndx: number;
  /** ISO 8601 with its UTC offset, e.g. 2026-11-23T14:15:00-07:00. */
  collect_timestamp: string;
  value: number;
}

/** POST ingest/telemetry: a logger's batch, stored all or nothing. */
export interface IngestTelemetryRequest {
  rows: IngestTelemetryRow[];
}

/** What a batch changed: new readings, corrected ones (same instant, new value) and re-sent ones left as they were. */
export interface IngestTelemetryAnswer {
  inserted: number;
  updated: number;
  unchanged: number;
}
