import type { Readable } from 'node:stream';
import { type FileAdapter, ImportFormatError, type ParsedItem, type SiteDescription } from '../source-row';
import { reject } from './parsed-item';
import { looksLike } from './sniff';
import { emptyFileError, textLines } from './text-input';
import { INSTANTANEOUS_STATISTIC, nwisQualification, nwisValue, readUsgsValue, usgsLocationCode, usgsTime } from './usgs-codes';
import { clip, DAILY_TIME_ZONE, formatOffset, readDate, readTime, zoneCodeOffset } from './values';

interface SeriesColumn {
  index: number;
  name: string;
  codeIndex: number | undefined;
  parameter: string;
  /** The statistic id; '' for instantaneous values. */
  statistic: string;
}

interface SeriesInfo {
  unit: string;
}

/** '#        149621       00060     00003     Discharge, cubic feet per second (Mean)' (statistic absent for IV). */
const SERIES_COMMENT = /^#\s+(\d+)\s+(\d{5})\s+(?:(\d{5})\s+)?(\S.*)$/;
/** '#    USGS 09239500 YAMPA RIVER AT STEAMBOAT SPRINGS, CO' in the list of sites. */
const SITE_COMMENT = /^#\s+([A-Z]{2,5})\s+(\d{8,15})\s+(\S.*)$/;
/** '149621_00060_00003' (daily) or '149620_00060' (instantaneous). */
const VALUE_COLUMN = /^(\d+)_(\d{5})(?:_(\d{5}))?$/;
const FORMAT_FIELD = /^\d+[sdn]$/;

/**
 * USGS NWIS RDB files (tab-separated, '#' comments, a header line and a '5s 15s 20d...' format line) of daily
 * values (datetime a date) or instantaneous values (datetime with a tz_cd column). Each value column becomes
 * rows of its parameter code and statistic id; its '_cd' column gives approval and remarks. The unit comes from
 * the series description in the comments.
 */
export class UsgsRdbAdapter implements FileAdapter {
  readonly format = 'usgs-rdb' as const;

  constructor(private readonly dailyTimeZone = DAILY_TIME_ZONE) {}

  async *parse(input: Readable): AsyncIterable<ParsedItem> {
    const series = new Map<string, SeriesInfo>();
    const sites = new Map<string, SiteDescription>();
    let header: string[] | null = null;
    let columns: SeriesColumn[] = [];
    let formatChecked = false;
    let sawAny = false;
    let at: Record<'agency' | 'site' | 'datetime' | 'tz', number> = { agency: -1, site: -1, datetime: -1, tz: -1 };
    for await (const { line, text } of textLines(input)) {
      if (text.trim() === '') continue;
      sawAny = true;
      if (text.startsWith('#')) {
        if (header) continue;
        const s = SERIES_COMMENT.exec(text);
        if (s) series.set(`${s[1]}_${s[2]}${s[3] ? `_${s[3]}` : ''}`, { unit: unitOf(s[4]) });
        const site = SITE_COMMENT.exec(text);
        if (site) sites.set(usgsLocationCode(site[1], site[2]), { name: site[3].trim(), latitude: null, longitude: null, siteType: null });
        continue;
      }
      const fields = text.split('\t');
      if (!header) {
        header = fields.map((f) => f.trim());
        at = { agency: header.indexOf('agency_cd'), site: header.indexOf('site_no'), datetime: header.indexOf('datetime'), tz: header.indexOf('tz_cd') };
        const missing = (['agency_cd', 'site_no', 'datetime'] as const).filter((c) => !header?.includes(c));
        if (missing.length) {
          throw new ImportFormatError(`line ${line}`, 'header', `the header does not match: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}${looksLike(text, this.format)}`);
        }
        columns = seriesColumns(header);
        if (!columns.length) throw new ImportFormatError(`line ${line}`, 'header', 'the header has no value columns (like 149621_00060_00003)');
        continue;
      }
      if (!formatChecked) {
        formatChecked = true;
        if (fields.length !== header.length || !fields.every((f) => FORMAT_FIELD.test(f.trim()))) {
          throw new ImportFormatError(`line ${line}`, 'format line', `the line after the header must give each column's width and type ('5s', '15s', '20d'...): found '${clip(text)}'`);
        }
        continue;
      }
      yield* this.readLine(`line ${line}`, fields, header.length, at, columns, series, sites);
    }
    if (!sawAny) throw emptyFileError();
    if (!header) throw new ImportFormatError('line 1', 'header', 'the file has comments but no header line (agency_cd, site_no, datetime...)');
  }

  private *readLine(
    ref: string,
    fields: string[],
    width: number,
    at: Record<'agency' | 'site' | 'datetime' | 'tz', number>,
    columns: SeriesColumn[],
    series: Map<string, SeriesInfo>,
    sites: Map<string, SiteDescription>,
  ): Generator<ParsedItem> {
    if (fields.length !== width) {
      yield reject(ref, 'line', `has ${fields.length} fields where the header has ${width}`);
      return;
    }
    const locationCode = usgsLocationCode(fields[at.agency], fields[at.site]);
    if (!fields[at.site].trim()) {
      yield reject(ref, 'site_no', 'is empty');
      return;
    }
    const time = this.readTimestamp(fields[at.datetime], at.tz >= 0 ? fields[at.tz] : null);
    if (!time.ok) {
      yield reject(ref, time.field, time.message);
      return;
    }
    const site = sites.get(locationCode);
    for (const column of columns) {
      const value = readUsgsValue(fields[column.index]);
      if (value.kind === 'none') continue;
      if (value.kind === 'bad') {
        yield reject(ref, column.name, value.message);
        continue;
      }
      const codes = nwisQualification(column.codeIndex === undefined ? [] : [fields[column.codeIndex]]);
      yield {
        row: {
          ref,
          locationCode,
          sourceCode: column.parameter,
          qualifier: column.statistic || INSTANTANEOUS_STATISTIC,
          unit: series.get(column.name)?.unit ?? '',
          timestamp: time.value,
          ...nwisValue(value.value, codes.lessThan),
          remark: codes.remark,
          approval: codes.approval,
          kind: time.daily ? 'daily' : 'telemetry',
          ...(site ? { site } : {}),
        },
      };
    }
  }

  private readTimestamp(datetime: string, tz: string | null): { ok: true; value: string; daily: boolean } | { ok: false; field: string; message: string } {
    const text = datetime.trim();
    const [datePart, timePart] = text.split(/[ T]/);
    if (timePart === undefined) {
      const t = usgsTime(text, this.dailyTimeZone);
      return t.ok ? { ok: true, value: t.value.timestamp, daily: true } : { ok: false, field: 'datetime', message: t.message };
    }
    const date = readDate(datePart);
    if (!date.ok) return { ok: false, field: 'datetime', message: date.message };
    const time = readTime(timePart);
    if (!time.ok) return { ok: false, field: 'datetime', message: time.message };
    if (tz === null) return { ok: false, field: 'datetime', message: `the time ${text} has no time zone: the file has no tz_cd column` };
    if (!tz.trim()) return { ok: false, field: 'tz_cd', message: `is empty: the time ${text} has no time zone` };
    const offset = zoneCodeOffset(tz);
    if (offset === null) return { ok: false, field: 'tz_cd', message: `'${clip(tz)}' is not a time zone code this import knows (MST, MDT, UTC...)` };
    return { ok: true, value: `${date.value}T${time.value}${formatOffset(offset)}`, daily: false };
  }
}

function seriesColumns(header: string[]): SeriesColumn[] {
  return header.flatMap((name, index) => {
    const m = VALUE_COLUMN.exec(name);
    if (!m) return [];
    const code = header.indexOf(`${name}_cd`);
    return [{ index, name, codeIndex: code >= 0 ? code : undefined, parameter: m[2], statistic: m[3] ?? '' }];
  });
}

/** 'Discharge, cubic feet per second (Mean)' → 'cubic feet per second': the unit is the description's last part. */
function unitOf(description: string): string {
  const withoutStatistic = description.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const parts = withoutStatistic.split(', ');
  return parts.length > 1 ? parts[parts.length - 1].trim() : '';
}
