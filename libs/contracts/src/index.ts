// Request and response shapes shared by the backend and the api-client, so the two cannot drift.
// Types only: nothing here may need a runtime import, so both sides can depend on it freely.
export * from './health';
export * from './errors';
export * from './site-summary';
export * from './stations';
export * from './shell';
export * from './admin-lookups';
export * from './alerts';
export * from './auth';
export * from './public-map';
export * from './graph-mode';
export * from './data-viz';
export * from './operations-dashboards';
export * from './time-series-dashboards';
export * from './temperature-profiles';
export * from './query-and-download';
export * from './water-year';
export * from './ts-compare';
export * from './colors-of-water';
export * from './climate-and-flows-explorer';
export * from './year-over-year';
export * from './time-series-summaries';
export * from './ingest';
export * from './logger-keys';
export * from './live';
export * from './routes';
export * from './pmtiles';
