import type { ImportCodeFamily, ImportLocationOffer, ImportSource, ImportUnmappedCode, ImportRunCounts } from '@portal/contracts';
import type { BulkLoad, StagedResult } from './bulk/bulk-load.types';
import { DEFAULT_LOCATION_TYPE, LOCATION_TYPE_BY_SITE_TYPE } from './imports.defaults';
import { locationsByCodeQuery, type MappingRow, offerDetailsQuery, type Sql } from './imports.queries';
import type { ParsedItem, RowRejection, SourceRow } from './source-row';

/** Rows mapped, checked and staged together: one lookup of their locations, one write to the bulk path. */
export const STAGE_BATCH = 5000;
/** A reading this far past now is a wrong date or a wrong zone, not a forecast the portal keeps. */
const FAR_FUTURE_MS = 24 * 3600_000;
/** Distinct codes listed in a report: enough to act on, bounded however varied the file. */
const REPORT_LIST_MAX = 1000;
/** Location codes remembered across batches (their location or their absence); cleared when full. */
const LOCATION_CACHE_MAX = 100_000;
/** Duplicated keys named in the report. */
const DUPLICATES_REPORTED = 100;
/** Rejections a run holds for its report (the run counts them all). */
const REJECTIONS_HELD = 10_000;

const OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** A source unit as the mapping table is matched: case and spacing aside ('mg/L' is 'mg/l', 'deg C' is 'degC'). */
export const unitKey = (unit: string) => unit.toLowerCase().replace(/\s+/g, '');

/** The mapping table of one code family, looked up by code, unit and qualifier ('' matches any qualifier). */
export class MappingIndex {
  private readonly exact = new Map<string, MappingRow>();
  private readonly unitsOfCode = new Map<string, Set<string>>();

  constructor(rows: MappingRow[]) {
    for (const r of rows) {
      this.exact.set(this.key(r.source_code, r.source_unit, r.qualifier), r);
      const units = this.unitsOfCode.get(r.source_code) ?? new Set<string>();
      units.add(r.source_unit);
      this.unitsOfCode.set(r.source_code, units);
    }
  }

  private key(code: string, unit: string, qualifier: string): string {
    return `${code}\u0000${unitKey(unit)}\u0000${qualifier}`;
  }

  /** The previous lookup: a file's rows mostly repeat their neighbour's code, unit and qualifier. */
  private last: { code: string; unit: string; qualifier: string; found: MappingRow | undefined } | undefined;

  find(code: string, unit: string, qualifier: string): MappingRow | undefined {
    const last = this.last;
    if (last && last.code === code && last.unit === unit && last.qualifier === qualifier) return last.found;
    const found = this.exact.get(this.key(code, unit, qualifier)) ?? this.exact.get(this.key(code, unit, ''));
    this.last = { code, unit, qualifier, found };
    return found;
  }

  /** The units a code is mapped in (any qualifier); empty when the code is not mapped at all. */
  unitsOf(code: string): string[] {
    return [...(this.unitsOfCode.get(code) ?? [])];
  }
}

/**
 * What one run found, across its files or pages: counts, the rows it refused (the first REJECTIONS_HELD of them),
 * the codes nothing maps and the locations the portal does not know, each with how many rows named it.
 */
export class RunReport {
  read = 0;
  rejected = 0;
  readonly counts = { inserted: 0, updated: 0, unchanged: 0 };
  readonly rejections: RowRejection[] = [];
  private readonly unmappedCodes = new Map<string, ImportUnmappedCode>();
  private readonly offers = new Map<string, { offer: ImportLocationOffer; siteType: string | null }>();

  reject(r: RowRejection): void {
    this.rejected += 1;
    if (this.rejections.length < REJECTIONS_HELD) this.rejections.push(r);
  }

  unmapped(family: ImportCodeFamily, row: SourceRow): void {
    const key = `${row.sourceCode}\u0000${row.unit}\u0000${row.qualifier}`;
    const known = this.unmappedCodes.get(key);
    if (known) known.rows += 1;
    else if (this.unmappedCodes.size < REPORT_LIST_MAX) {
      this.unmappedCodes.set(key, { family, source_code: row.sourceCode, source_unit: row.unit, qualifier: row.qualifier, rows: 1 });
    }
  }

  unknownLocation(row: SourceRow): void {
    const known = this.offers.get(row.locationCode);
    if (known) {
      known.offer.rows += 1;
      return;
    }
    if (this.offers.size >= REPORT_LIST_MAX) return;
    const site = row.site;
    this.offers.set(row.locationCode, {
      siteType: site?.siteType ?? null,
      offer: {
        location_code: row.locationCode, name: site?.name ?? null, latitude: finiteOrNull(site?.latitude), longitude: finiteOrNull(site?.longitude),
        location_type_ndx: null, huc8: null, huc10: null, huc12: null, rows: 1,
      },
    });
  }

  /** The kept rejections in the order of the file (line 3 before line 12) or of the service's items. */
  sortedRejections(): RowRejection[] {
    const position = (ref: string) => Number(/(\d+)/.exec(ref)?.[1] ?? Number.MAX_SAFE_INTEGER);
    return [...this.rejections].sort((a, b) => position(a.ref) - position(b.ref) || a.ref.localeCompare(b.ref));
  }

  get unmappedList(): ImportUnmappedCode[] {
    return [...this.unmappedCodes.values()];
  }

  totals(): ImportRunCounts {
    return { read: this.read, ...this.counts, rejected: this.rejected };
  }

  /** The offered locations with their HUCs (from the portal's watershed polygons) and location type. */
  async locationOffers(sql: Sql, source: ImportSource): Promise<ImportLocationOffer[]> {
    const entries = [...this.offers.values()];
    if (!entries.length) return [];
    const details = new Map((await offerDetailsQuery(sql, entries.map(({ offer, siteType }) => ({
      location_code: offer.location_code, latitude: offer.latitude, longitude: offer.longitude,
      location_type: LOCATION_TYPE_BY_SITE_TYPE[(siteType ?? '').trim().toLowerCase()] ?? DEFAULT_LOCATION_TYPE[source],
    })))).map((d) => [d.location_code, d]));
    return entries.map(({ offer }) => {
      const d = details.get(offer.location_code);
      return { ...offer, location_type_ndx: d?.location_type_ndx ?? null, huc8: d?.huc8 ?? null, huc10: d?.huc10 ?? null, huc12: d?.huc12 ?? null };
    });
  }
}

const finiteOrNull = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

export interface StageContext {
  sql: Sql;
  bulk: BulkLoad;
  family: ImportCodeFamily;
  dataSourceNdx: number;
  mappings: MappingIndex;
  /** Readings before this are refused (INGEST_EARLIEST_DATE). */
  earliest: Date;
  earliestText: string;
  /** Shared by a run's pages, so a site is looked up once. */
  locationCache: Map<string, number | null>;
  /** Every location a loaded row was for: linked to the data source when the batch commits. */
  locationsUsed: Set<number>;
}

/**
 * Maps, checks and stages a stream of a source's rows in batches, into the bulk path. Memory holds one batch, never
 * the file. Once a row is refused nothing more is staged (the whole file or page is rolled back anyway), but every
 * later row is still read and checked, so the report lists every problem.
 */
export class Stager {
  private pending: SourceRow[] = [];

  constructor(private readonly ctx: StageContext, private readonly report: RunReport) {}

  async add(item: ParsedItem): Promise<void> {
    this.report.read += 1;
    if ('rejection' in item) {
      this.report.reject(item.rejection);
      return;
    }
    this.pending.push(item.row);
    if (this.pending.length >= STAGE_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    if (!rows.length) return;
    await this.lookUpLocations(rows);
    const staged: StagedResult[] = [];
    const latest = Date.now() + FAR_FUTURE_MS;
    for (const row of rows) {
      const result = this.stage(row, latest);
      if ('rejection' in result) this.report.reject(result.rejection);
      else staged.push(result.staged);
    }
    if (!this.report.rejected && staged.length) await this.ctx.bulk.write(staged);
  }

  private async lookUpLocations(rows: SourceRow[]): Promise<void> {
    const cache = this.ctx.locationCache;
    const missing = [...new Set(rows.map((r) => r.locationCode).filter((c) => !cache.has(c)))];
    if (!missing.length) return;
    if (cache.size + missing.length > LOCATION_CACHE_MAX) cache.clear();
    const found = new Map((await locationsByCodeQuery(this.ctx.sql, missing)).map((l) => [l.location_id, l.location_ndx]));
    for (const code of missing) cache.set(code, found.get(code) ?? null);
  }

  private stage(row: SourceRow, latest: number): { staged: StagedResult } | { rejection: RowRejection } {
    const refuse = (field: string, message: string) => ({ rejection: { ref: row.ref, field, message } });
    const locationNdx = this.ctx.locationCache.get(row.locationCode);
    const mapping = this.ctx.mappings.find(row.sourceCode, row.unit, row.qualifier);
    if (!locationNdx) this.report.unknownLocation(row);
    if (!mapping) this.report.unmapped(this.ctx.family, row);
    if (!locationNdx) {
      return refuse('location', `no location has the code ${row.locationCode}: create it from the run's offered locations, then import again`);
    }
    if (!mapping) {
      const units = this.ctx.mappings.unitsOf(row.sourceCode);
      const qualifier = row.qualifier ? ` (${row.qualifier})` : '';
      return units.length
        ? refuse('unit', `the unit "${row.unit}" of ${row.sourceCode}${qualifier} does not convert: the mapping table maps it from ${units.join(', ')}`)
        : refuse('parameter', `the code ${row.sourceCode}${qualifier} in "${row.unit}" is not in the mapping table: add a mapping for it, then import again`);
    }
    const instantProblem = this.instantProblem(row.timestamp, latest);
    if (instantProblem) return refuse('timestamp', instantProblem);
    if (!row.nondetect && row.value === null) return refuse('value', 'is empty (only a non-detect may have no value)');
    if (row.value !== null && !Number.isFinite(row.value)) return refuse('value', `is ${String(row.value)}, not a finite number`);
    if (row.detectionLimit !== null && !Number.isFinite(row.detectionLimit)) return refuse('detection_limit', `is ${String(row.detectionLimit)}, not a finite number`);
    const value = row.value === null ? null : row.value * mapping.factor + mapping.offset;
    if (value !== null && ((mapping.plausible_min !== null && value < mapping.plausible_min) || (mapping.plausible_max !== null && value > mapping.plausible_max))) {
      return refuse('value', `${value} ${mapping.unit_name} is outside the plausible range of ${mapping.parameter_name} (${rangeText(mapping)})`);
    }
    this.ctx.locationsUsed.add(locationNdx);
    return {
      staged: {
        ref: row.ref, location_ndx: locationNdx, parameter_ndx: mapping.parameter_ndx, collect_timestamp: row.timestamp,
        data_source_ndx: this.ctx.dataSourceNdx, result_kind: row.kind, value, nondetect: row.nondetect,
        detection_limit: row.detectionLimit === null ? null : row.detectionLimit * mapping.factor + mapping.offset,
        unit_ndx: mapping.unit_ndx, organization_ndx: null, approval_status: row.approval,
      },
    };
  }

  private instantProblem(timestamp: string, latest: number): string | undefined {
    if (!ISO_INSTANT.test(timestamp)) {
      return OFFSET.test(timestamp) && timestamp.includes('T')
        ? `"${timestamp}" is not a real date and time`
        : `"${timestamp}" has no UTC offset (write it like 2026-11-23T14:15:00-07:00)`;
    }
    // Date.parse reads Z and ±hh:mm; ±hhmm and ±hh are written out first.
    const plain = /(Z|:\d{2})$/i.test(timestamp);
    const ms = Date.parse(plain ? timestamp : timestamp.replace(/([+-]\d{2})(\d{2})$/, '$1:$2').replace(/([+-]\d{2})$/, '$1:00'));
    if (!Number.isFinite(ms) || !isCalendarDate(timestamp)) return `"${timestamp}" is not a real date and time`;
    if (ms > latest) return `${timestamp} is in the future (more than a day ahead): a wrong date or time zone`;
    if (ms < this.ctx.earliest.getTime()) return `${timestamp} is before ${this.ctx.earliestText}, the earliest date this portal accepts`;
    return undefined;
  }

  /** Refuses every key staged twice: the file says two things of one reading. */
  async rejectDuplicates(): Promise<void> {
    if (this.report.rejected) return;
    for (const d of await this.ctx.bulk.duplicates(DUPLICATES_REPORTED)) {
      const [first, ...others] = d.refs;
      // A first row the bulk path wrote straight into results keeps no ref: it is named by what it was.
      const earlier = first ?? 'an earlier row';
      for (const ref of others) {
        if (ref === null) continue;
        this.report.reject({ ref, field: 'timestamp', message: `repeats ${earlier}: the same location, parameter and instant (${d.collect_timestamp}) twice in one file` });
      }
    }
  }
}

/** Whether an ISO timestamp's date is on the calendar (Date.parse takes 2026-02-30 for March 2). */
function isCalendarDate(timestamp: string): boolean {
  const [y, m, d] = [Number(timestamp.slice(0, 4)), Number(timestamp.slice(5, 7)), Number(timestamp.slice(8, 10))];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
}

function rangeText({ plausible_min: min, plausible_max: max }: MappingRow): string {
  if (min !== null && max !== null) return `${min} to ${max}`;
  return min !== null ? `at least ${min}` : `at most ${max}`;
}
