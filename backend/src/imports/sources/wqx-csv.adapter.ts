import type { Readable } from 'node:stream';
import type { FileAdapter, ParsedItem } from '../source-row';
import { csvTable, type CsvTableRow } from './csv-table';
import { reject } from './parsed-item';
import { clip, DAILY_TIME_ZONE, formatOffset, localDayStart, readDate, readNumber, readTime, zoneCodeOffset } from './values';

const REQUIRED = [
  'MonitoringLocationIdentifier',
  'ActivityStartDate',
  'ActivityStartTime/Time',
  'ActivityStartTime/TimeZoneCode',
  'CharacteristicName',
  'ResultMeasureValue',
  'ResultMeasure/MeasureUnitCode',
] as const;
const OPTIONAL = [
  'ResultSampleFractionText',
  'ResultDetectionConditionText',
  'DetectionQuantitationLimitMeasure/MeasureValue',
  'DetectionQuantitationLimitMeasure/MeasureUnitCode',
  'ResultStatusIdentifier',
  'MeasureQualifierCode',
  'ResultIdentifier',
  'MonitoringLocationName',
] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

/**
 * ResultDetectionConditionText values meaning the analyte was not found above a limit: the result is a non-detect
 * at its DetectionQuantitationLimit. Compared without case.
 */
const NONDETECT_CONDITIONS = new Set([
  'not detected',
  'below detection limit',
  'below reporting limit',
  'below method detection limit',
  'below quantification limit',
  'present below quantification limit',
  'detected not quantified',
]);

/** Statuses of results their providers have reviewed; every other status (Preliminary, Provisional, Raw...) is provisional. */
const APPROVED_STATUSES = new Set(['accepted', 'final', 'validated', 'historical']);

/**
 * The Water Quality Portal's result CSV (the narrow result profile, or any profile with its columns): one lab
 * or field result per line, kind 'sample', the sample fraction as qualifier. Columns by header name; the
 * portal's many other columns are ignored.
 */
export class WqxCsvAdapter implements FileAdapter {
  readonly format = 'wqx-csv' as const;

  constructor(private readonly localTimeZone = DAILY_TIME_ZONE) {}

  async *parse(input: Readable): AsyncIterable<ParsedItem> {
    for await (const item of csvTable<Column>(input, { format: this.format, required: REQUIRED, optional: OPTIONAL, otherColumns: 'ignore', delimiter: 'comma or tab' })) {
      yield 'row' in item ? this.readRow(item.row) : item;
    }
  }

  private readRow(r: CsvTableRow<Column>): ParsedItem {
    const ref = r.ref;
    const locationCode = r.get('MonitoringLocationIdentifier');
    if (!locationCode) return reject(ref, 'MonitoringLocationIdentifier', 'is empty');
    const characteristic = r.get('CharacteristicName');
    if (!characteristic) return reject(ref, 'CharacteristicName', 'is empty');

    const status = r.get('ResultStatusIdentifier');
    if (status.toLowerCase() === 'rejected') return reject(ref, 'ResultStatusIdentifier', 'the provider rejected this result');

    const timestamp = this.readTimestamp(r);
    if (!timestamp.ok) return reject(ref, timestamp.field, timestamp.message);

    const condition = r.get('ResultDetectionConditionText');
    const nondetect = NONDETECT_CONDITIONS.has(condition.toLowerCase());
    const valueText = r.get('ResultMeasureValue');
    let unit = r.get('ResultMeasure/MeasureUnitCode');
    let value: number | null = null;
    let detectionLimit: number | null = null;
    if (nondetect) {
      const limitText = r.get('DetectionQuantitationLimitMeasure/MeasureValue');
      const limitUnit = r.get('DetectionQuantitationLimitMeasure/MeasureUnitCode');
      if (limitText) {
        const limit = readNumber(limitText);
        if (!limit.ok) return reject(ref, 'DetectionQuantitationLimitMeasure/MeasureValue', limit.message);
        detectionLimit = limit.value;
        if (unit && limitUnit && unit !== limitUnit) {
          return reject(ref, 'DetectionQuantitationLimitMeasure/MeasureUnitCode', `the limit is in ${limitUnit} but the result in ${unit}`);
        }
        unit = unit || limitUnit;
      } else if (valueText) {
        // Some providers write a non-detect's limit as its value: it is the limit, not a measured amount.
        const limit = readNumber(valueText);
        if (!limit.ok) return reject(ref, 'ResultMeasureValue', limit.message);
        detectionLimit = limit.value;
      }
    } else {
      if (!valueText) {
        return reject(ref, 'ResultMeasureValue', condition ? `is empty (detection condition '${clip(condition)}' is not a non-detect)` : 'is empty');
      }
      const v = readNumber(valueText);
      if (!v.ok) return reject(ref, 'ResultMeasureValue', v.message);
      value = v.value;
    }
    if (!unit) return reject(ref, 'ResultMeasure/MeasureUnitCode', 'is empty');

    const remarks = [r.get('MeasureQualifierCode'), nondetect ? '' : condition].filter(Boolean);
    const name = r.get('MonitoringLocationName');
    return {
      row: {
        ref,
        locationCode,
        sourceCode: characteristic,
        qualifier: r.get('ResultSampleFractionText'),
        unit,
        timestamp: timestamp.value,
        value,
        nondetect,
        detectionLimit,
        remark: remarks.length ? remarks.join('; ') : null,
        approval: APPROVED_STATUSES.has(status.toLowerCase()) ? 'approved' : 'provisional',
        kind: 'sample',
        ...(name ? { site: { name, latitude: null, longitude: null, siteType: null } } : {}),
      },
    };
  }

  /**
   * The activity's date, time and zone code as an instant. A date alone is the sample day's local start (the
   * portal's convention for a date); a time without a zone code is refused, never guessed.
   */
  private readTimestamp(r: CsvTableRow<Column>): { ok: true; value: string } | { ok: false; field: string; message: string } {
    const date = readDate(r.get('ActivityStartDate'));
    if (!date.ok) return { ok: false, field: 'ActivityStartDate', message: date.message };
    const timeText = r.get('ActivityStartTime/Time');
    const zoneText = r.get('ActivityStartTime/TimeZoneCode');
    if (!timeText) {
      const start = localDayStart(date.value, this.localTimeZone);
      return start.ok ? start : { ok: false, field: 'ActivityStartDate', message: start.message };
    }
    const time = readTime(timeText);
    if (!time.ok) return { ok: false, field: 'ActivityStartTime/Time', message: time.message };
    if (!zoneText) return { ok: false, field: 'ActivityStartTime/TimeZoneCode', message: `is empty: the time ${timeText} has no time zone` };
    const offset = zoneCodeOffset(zoneText);
    if (offset === null) return { ok: false, field: 'ActivityStartTime/TimeZoneCode', message: `'${clip(zoneText)}' is not a time zone code this import knows (MST, MDT, UTC...)` };
    return { ok: true, value: `${date.value}T${time.value}${formatOffset(offset)}` };
  }
}
