// Query & Download's CSV against PostgreSQL's own COPY of the same query (scripts/bench.mjs runs it on the logger
// dataset, the largest it builds). Budgets: the backend's rows per second at least half of `psql`'s
// `COPY (same query) TO STDOUT` on at least MIN_ROWS rows, the file's data rows equal to the form's count, and the
// backend's peak resident memory growing by less than MAX_GROWTH_MB over the downloads; then the same file saved by
// the web app in Chromium with flat browser memory (scripts/bench-browser-download.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { reportBrowserDownload } from './bench-browser-download.mjs';
import { fetchJson, jsonPost } from './lib.mjs';

const MIN_ROWS = 5_000_000;
const MIN_RATE_RATIO = 0.5;
const MAX_GROWTH_MB = 100;
/** Each side is measured this many times, alternating, and its fastest run kept (the first pays for a cold cache). */
const ROUNDS = 2;

const require = createRequire(import.meta.url);

/** A day as America/Denver calls it (yyyy-MM-dd): the form's dates, and the bench's "today". */
export const denverDay = (date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/**
 * The widest form: every entry of each lookup list the form offers, at `timestep`, from `startDate` through
 * today. What a visitor gets after '+ All' on every group and every location and parameter picked.
 */
export async function queryAndDownloadForm(base, timestep, startDate) {
  const list = (name) => fetchJson(base, `/api/query-and-download/q-d-list-${name}`);
  const [basins, dataSources, organizations, locationTypes, parameterGroups, parameters, locations] = await Promise.all([
    list('basins'), list('data-sources'), list('organizations'), list('location-types'), list('parameter-groups'), list('parameters'), list('locations'),
  ]);
  return {
    timestep,
    basins: basins.map((b) => b.basin_ndx),
    dataSources: dataSources.map((s) => s.sourcecategory_ndx),
    organizations: organizations.map((o) => o.organization_ndx),
    locationTypes: locationTypes.map((t) => t.location_type_ndx),
    parameterGroups: parameterGroups.map((g) => g.parameter_group_ndx),
    parameters: parameters.map((p) => p.parameter_ndx),
    locations: locations.map((l) => l.location_ndx),
    startDate,
    endDate: denverDay(new Date()),
    dataCategory: null,
  };
}


/** The shortest period back from today (in whole years) whose raw download holds at least MIN_ROWS rows, or the longest tried. */
async function formOfAtLeast(base) {
  let form;
  let count = 0;
  for (let years = 1; years <= 30 && count < MIN_ROWS; years += 1) {
    const start = new Date();
    start.setUTCFullYear(start.getUTCFullYear() - years);
    form = await queryAndDownloadForm(base, 'raw', denverDay(start));
    ({ count } = await fetchJson(base, '/api/query-and-download/count-data', jsonPost(form)));
  }
  return { form, count };
}

/** Downloads the CSV of `form`; resolves with its data rows (lines after the header) and seconds to the last byte. */
function download(base, form) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    // A connection of its own: a kept-alive one from the previous round has been closed by the server meanwhile.
    const req = http.request(`${base}/api/query-and-download/${form.timestep}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, agent: false,
    }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`query-and-download/${form.timestep} answered ${res.statusCode}`));
      let lines = 0;
      res.on('data', (chunk) => {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      });
      res.on('end', () => resolve({ rows: lines - 1, seconds: (performance.now() - t0) / 1000 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(form));
  });
}

/** The backend's own SQL for the form, with literals (COPY takes no parameters), from the built backend. */
function copySql(form) {
  const queries = require('../dist/backend/backend/src/query-and-download/query-and-download.queries.js');
  const pg = require('pg');
  const client = new pg.Client();
  const sql = queries.downloadSql(form.timestep, form, queries.literalBinder((text) => client.escapeLiteral(text)));
  return `COPY (${sql}) TO STDOUT WITH (FORMAT csv, HEADER)`;
}

/** Seconds psql takes to run the COPY with its output thrown away. */
function psqlCopySeconds(dbUrl, sql) {
  const devNull = fs.openSync('/dev/null', 'w');
  try {
    const t0 = performance.now();
    execFileSync('psql', [dbUrl, '-qAt', '-v', 'ON_ERROR_STOP=1', '-f', '-'], { input: sql, stdio: ['pipe', devNull, 'inherit'] });
    return (performance.now() - t0) / 1000;
  } finally {
    fs.closeSync(devNull);
  }
}

/** Prints the figures of the CSV download and PostgreSQL's COPY; false when a budget is missed. */
export async function reportCsvDownload(base, dbUrl, peakMemoryMb) {
  const { form, count } = await formOfAtLeast(base);
  const sql = copySql(form);
  const before = peakMemoryMb();
  let best = { http: Infinity, psql: Infinity };
  let rows;
  for (let round = 0; round < ROUNDS; round += 1) {
    const psqlSeconds = psqlCopySeconds(dbUrl, sql);
    const file = await download(base, form);
    rows = file.rows;
    best = { http: Math.min(best.http, file.seconds), psql: Math.min(best.psql, psqlSeconds) };
  }
  const growth = before === undefined ? undefined : peakMemoryMb() - before;
  const [httpRate, psqlRate] = [count / best.http, count / best.psql];
  const ratio = httpRate / psqlRate;
  const rateOk = ratio >= MIN_RATE_RATIO && count >= MIN_ROWS;
  const rowsOk = rows === count;
  const memoryOk = growth === undefined || growth < MAX_GROWTH_MB;
  const perSecond = (r) => `${Math.round(r).toLocaleString('en-US')} rows/s`;
  console.log(`\nQuery & Download CSV (raw, every location and parameter, ${form.startDate} to ${form.endDate}): ${count.toLocaleString('en-US')} rows`);
  console.log(`${rateOk ? 'ok  ' : 'OVER'} download ${perSecond(httpRate)} (${best.http.toFixed(1)} s) vs psql COPY ${perSecond(psqlRate)} ` +
    `(${best.psql.toFixed(1)} s) = ${ratio.toFixed(2)}x (budget at least ${MIN_RATE_RATIO}x on at least ${MIN_ROWS.toLocaleString('en-US')} rows)`);
  console.log(`${rowsOk ? 'ok  ' : 'OVER'} the file's data rows ${rows.toLocaleString('en-US')} = count-data ${count.toLocaleString('en-US')}`);
  console.log(`${memoryOk ? 'ok  ' : 'OVER'} backend peak memory grew ${growth === undefined ? 'n/a' : `${growth.toFixed(0)} MB`} ` +
    `over the downloads (budget under ${MAX_GROWTH_MB} MB)`);
  const browserOk = await reportBrowserDownload(base, form, count);
  return rateOk && rowsOk && memoryOk && browserOk;
}
