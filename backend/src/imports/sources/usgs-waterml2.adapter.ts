import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { type FileAdapter, ImportFormatError, type ParsedItem, type SiteDescription } from '../source-row';
import { reject } from './parsed-item';
import { looksLike } from './sniff';
import { emptyFileError, utf8Text } from './text-input';
import { INSTANTANEOUS_STATISTIC, nwisQualification, nwisValue, readUsgsValue, usgsTime } from './usgs-codes';
import { DAILY_TIME_ZONE, readNumber } from './values';

const NS = {
  wml2: 'http://www.opengis.net/waterml/2.0',
  om: 'http://www.opengis.net/om/2.0',
  gml: 'http://www.opengis.net/gml/3.2',
  swe: 'http://www.opengis.net/swe/2.0',
  xlink: 'http://www.w3.org/1999/xlink',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
};

interface Observation {
  locationCode: string | null;
  site: SiteDescription;
  parameter: string | null;
  statistic: string | null;
  unit: string;
  codes: string[];
  statisticNameSeen: boolean;
}

interface Point {
  line: number;
  time: string;
  value: string;
  nil: boolean;
  unit: string | null;
  codes: string[];
}

/**
 * WaterML 2.0 time series as the USGS writes them (an om:OM_Observation per series: the site in its feature of
 * interest, the parameter code in its observed property, the statistic in its procedure, and the points of a
 * wml2:MeasurementTimeseries with their default and own metadata: unit and qualifiers). Read with a streaming
 * XML parser (saxes): one point at a time, whatever the file's size.
 */
export class UsgsWaterml2Adapter implements FileAdapter {
  readonly format = 'usgs-waterml2' as const;

  constructor(private readonly dailyTimeZone = DAILY_TIME_ZONE) {}

  async *parse(input: Readable): AsyncIterable<ParsedItem> {
    const reader = new WatermlReader(this.dailyTimeZone);
    let sawText = false;
    for await (const chunk of utf8Text(input)) {
      if (!sawText && chunk.trim() === '') continue;
      if (!sawText) reader.checkStart(chunk);
      sawText = true;
      reader.write(chunk);
      yield* reader.take();
    }
    if (!sawText) throw emptyFileError();
    reader.close();
    yield* reader.take();
  }
}

class WatermlReader {
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private pending: ParsedItem[] = [];
  private depth = 0;
  private obs: Observation | null = null;
  private point: Point | null = null;
  private inProcedure = 0;
  private inFeature = 0;
  private inDefault = 0;
  private inQualifier = 0;
  private text = '';

  constructor(private readonly dailyTimeZone: string) {
    this.parser.on('opentag', (tag) => this.openTag(tag));
    this.parser.on('closetag', (tag) => this.closeTag(tag));
    this.parser.on('text', (t) => (this.text += t));
    this.parser.on('cdata', (t) => (this.text += t));
  }

  checkStart(chunk: string): void {
    if (!chunk.trimStart().startsWith('<')) {
      throw new ImportFormatError('line 1', 'file', `not an XML document${looksLike(chunk, 'usgs-waterml2')}`);
    }
  }

  write(chunk: string): void {
    try {
      this.parser.write(chunk);
    } catch (error) {
      throw this.xmlError(error);
    }
  }

  close(): void {
    try {
      this.parser.close();
    } catch (error) {
      throw this.xmlError(error);
    }
  }

  take(): ParsedItem[] {
    const items = this.pending;
    this.pending = [];
    return items;
  }

  private xmlError(error: unknown): Error {
    if (error instanceof ImportFormatError) return error;
    const message = String((error as Error).message ?? error).replace(/^[^:]*:\d+:\d+:\s*/, '');
    return new ImportFormatError(`line ${this.parser.line}`, 'xml', `not well-formed XML: ${message}`);
  }

  private openTag(tag: SaxesTagNS): void {
    this.depth++;
    this.text = '';
    const href = attr(tag, NS.xlink, 'href');
    const title = attr(tag, NS.xlink, 'title');
    if (this.depth === 1 && tag.uri !== NS.wml2 && !Object.values(tag.ns ?? {}).includes(NS.wml2)) {
      throw new ImportFormatError(`line ${this.parser.line}`, 'xml', `the document is <${tag.name}>, not WaterML 2.0 (no ${NS.wml2} namespace)`);
    }
    const is = (ns: string, local: string) => tag.uri === ns && tag.local === local;
    if (is(NS.om, 'OM_Observation')) {
      this.obs = { locationCode: null, site: { name: null, latitude: null, longitude: null, siteType: null }, parameter: null, statistic: null, unit: '', codes: [], statisticNameSeen: false };
      return;
    }
    const obs = this.obs;
    if (!obs) return;
    if (is(NS.om, 'procedure')) this.inProcedure++;
    if (is(NS.om, 'featureOfInterest')) {
      this.inFeature++;
      if (title) obs.site.name = title;
      const site = href && /[?&]sites?=([\w-]+)/.exec(href);
      if (site) obs.locationCode = siteCode(site[1]);
    }
    if (this.inProcedure) {
      const stat = href && /statCd=(\d{5})/.exec(href);
      if (stat) obs.statistic = stat[1];
      if (is(NS.om, 'name') && /statistic/i.test(`${title ?? ''} ${href ?? ''}`)) obs.statisticNameSeen = true;
    }
    if (is(NS.om, 'observedProperty')) {
      const code = href && (/parmCd=(\d{5})/.exec(href) ?? /\/(\d{5})$/.exec(href));
      if (code) obs.parameter = code[1];
    }
    if (is(NS.wml2, 'MeasurementTimeseries')) this.checkSeries(obs);
    if (is(NS.wml2, 'defaultPointMetadata')) this.inDefault++;
    if (is(NS.wml2, 'qualifier')) this.inQualifier++;
    if (is(NS.wml2, 'uom')) {
      const code = tag.attributes.code;
      const unit = typeof code === 'string' ? code : (code?.value ?? title ?? '');
      if (this.point) this.point.unit = unit;
      else if (this.inDefault) obs.unit = unit;
    }
    if (is(NS.wml2, 'MeasurementTVP')) this.point = { line: this.parser.line, time: '', value: '', nil: false, unit: null, codes: [] };
    if (is(NS.wml2, 'value') && this.point && attr(tag, NS.xsi, 'nil') === 'true') this.point.nil = true;
  }

  private closeTag(tag: SaxesTagNS): void {
    this.depth--;
    const text = this.text.trim();
    this.text = '';
    const obs = this.obs;
    if (!obs) return;
    const is = (ns: string, local: string) => tag.uri === ns && tag.local === local;
    if (is(NS.om, 'procedure')) this.inProcedure--;
    else if (is(NS.om, 'featureOfInterest')) this.inFeature--;
    else if (is(NS.wml2, 'defaultPointMetadata')) this.inDefault--;
    else if (is(NS.wml2, 'qualifier')) this.inQualifier--;
    else if (this.inProcedure && is(NS.om, 'value') && obs.statisticNameSeen && /^\d{5}$/.test(text)) obs.statistic = text;
    else if (this.inFeature && is(NS.gml, 'identifier') && text) obs.locationCode = siteCode(text);
    else if (this.inFeature && is(NS.gml, 'name') && text && !obs.site.name) obs.site.name = text;
    else if (this.inFeature && is(NS.gml, 'pos')) {
      const [lat, lon] = text.split(/\s+/).map((p) => readNumber(p));
      if (lat?.ok && lon?.ok) obs.site = { ...obs.site, latitude: lat.value, longitude: lon.value };
    } else if (this.inQualifier && is(NS.swe, 'value') && text) {
      if (this.point) this.point.codes.push(text);
      else if (this.inDefault) obs.codes.push(text);
    } else if (this.point && is(NS.wml2, 'time')) this.point.time = text;
    else if (this.point && is(NS.wml2, 'value')) this.point.value = text;
    else if (this.point && is(NS.wml2, 'MeasurementTVP')) {
      const item = this.pointItem(obs, this.point);
      if (item) this.pending.push(item);
      this.point = null;
    } else if (is(NS.om, 'OM_Observation')) this.obs = null;
  }

  private checkSeries(obs: Observation): void {
    const line = `line ${this.parser.line}`;
    if (!obs.parameter) throw new ImportFormatError(line, 'observedProperty', 'the observation does not name a USGS parameter code (parmCd=...) in its observed property');
    if (!obs.locationCode) throw new ImportFormatError(line, 'featureOfInterest', 'the observation does not name its monitoring location (gml:identifier of its feature of interest)');
  }

  private pointItem(obs: Observation, point: Point): ParsedItem | null {
    const ref = `line ${point.line}`;
    if (point.nil) return null;
    const value = readUsgsValue(point.value);
    if (value.kind === 'none') return null;
    if (value.kind === 'bad') return reject(ref, 'value', value.message);
    const time = usgsTime(point.time, this.dailyTimeZone);
    if (!time.ok) return reject(ref, 'time', time.message);
    // A point's own approval code replaces the series' default; its remarks add to the default's.
    const ownApproval = point.codes.some((c) => c === 'A' || c === 'P');
    const codes = nwisQualification(ownApproval ? [...obs.codes.filter((c) => c !== 'A' && c !== 'P'), ...point.codes] : [...obs.codes, ...point.codes]);
    const hasSite = obs.site.name !== null || obs.site.latitude !== null;
    return {
      row: {
        ref,
        locationCode: obs.locationCode as string,
        sourceCode: obs.parameter as string,
        qualifier: obs.statistic ?? (time.value.daily ? '' : INSTANTANEOUS_STATISTIC),
        unit: point.unit ?? obs.unit,
        timestamp: time.value.timestamp,
        ...nwisValue(value.value, codes.lessThan),
        remark: codes.remark,
        approval: codes.approval,
        kind: time.value.daily ? 'daily' : 'telemetry',
        ...(hasSite ? { site: obs.site } : {}),
      },
    };
  }
}

function attr(tag: SaxesTagNS, uri: string, local: string): string | undefined {
  for (const a of Object.values(tag.attributes)) {
    if (typeof a !== 'string' && a.uri === uri && a.local === local) return a.value;
  }
  return undefined;
}

/** 'USGS.09239500', 'USGS-09239500' or '09239500' as the portal's 'USGS-09239500'. */
function siteCode(text: string): string {
  const t = text.trim();
  const m = /^([A-Za-z]+)[.:-]([\w]+)$/.exec(t);
  if (m) return `${m[1].toUpperCase()}-${m[2]}`;
  return /^\d+$/.test(t) ? `USGS-${t}` : t;
}
