import { ImportFormatError } from '../source-row';
import { fixture, fromText, parseAll, parseError } from './test-helpers';
import { UsgsWaterml2Adapter } from './usgs-waterml2.adapter';

const adapter = new UsgsWaterml2Adapter();

describe('UsgsWaterml2Adapter', () => {
  it('reads each point with its series\' site, parameter, statistic, unit and qualifiers', async () => {
    const { rows, rejections } = await parseAll(adapter, fixture('usgs-dv.wml2.xml'));
    const site = { name: 'YAMPA RIVER AT STEAMBOAT SPRINGS, CO', latitude: 40.4836, longitude: -106.8317, siteType: null };
    expect(rows[0]).toEqual({
      ref: 'line 63', locationCode: 'USGS-09239500', sourceCode: '00060', qualifier: '00003', unit: 'ft3/s',
      timestamp: '2026-03-07T00:00:00-07:00', value: 60.5, nondetect: false, detectionLimit: null, remark: 'e',
      approval: 'approved', kind: 'daily', site,
    });
    expect(rows.slice(1).map((r) => [r.ref, r.sourceCode, r.qualifier, r.unit, r.timestamp, r.value, r.approval, r.kind])).toEqual([
      ['line 79', '00060', '00003', 'ft3/s', '2026-03-08T00:00:00-07:00', 61, 'provisional', 'daily'],
      // line 85's value is nil: no reading.
      ['line 115', '00065', '00011', 'ft', '2026-03-08T01:45:00.000-07:00', 2.31, 'provisional', 'telemetry'],
    ]);
    expect(rejections).toEqual([
      { ref: 'line 116', field: 'time', message: expect.stringContaining("'2026-03-08T03:00:00' has no time zone offset") },
      { ref: 'line 117', field: 'value', message: "'Infinity' is not a finite number" },
    ]);
  });

  it('stops on XML that is not well-formed, naming the line', async () => {
    const text = '<?xml version="1.0"?>\n<wml2:Collection xmlns:wml2="http://www.opengis.net/waterml/2.0">\n<wml2:observationMember>\n</wml2:Collection>\n';
    const error = await parseError(adapter, fromText(text));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error?.message).toMatch(/^line 4: not well-formed XML: /);
  });

  it('stops on XML that is not WaterML, on another format and on an empty file', async () => {
    const other = await parseError(adapter, fromText('<?xml version="1.0"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"></kml>'));
    expect(other?.message).toBe('line 2: the document is <kml>, not WaterML 2.0 (no http://www.opengis.net/waterml/2.0 namespace)');
    const rdb = await parseError(adapter, fixture('usgs-dv.rdb'));
    expect(rdb?.message).toBe('line 1: not an XML document (it looks like a USGS NWIS RDB file)');
    expect((await parseError(adapter, fromText('  \n')))?.message).toBe('line 1: the file is empty');
  });

  it('stops on a series that does not name its parameter code', async () => {
    const text = `<wml2:Collection xmlns:wml2="http://www.opengis.net/waterml/2.0" xmlns:om="http://www.opengis.net/om/2.0" xmlns:xlink="http://www.w3.org/1999/xlink">
<wml2:observationMember><om:OM_Observation><om:observedProperty xlink:title="Discharge"/>
<om:result><wml2:MeasurementTimeseries></wml2:MeasurementTimeseries></om:result></om:OM_Observation></wml2:observationMember></wml2:Collection>`;
    const error = await parseError(adapter, fromText(text));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).field).toBe('observedProperty');
    expect(error?.message).toMatch(/^line 3: /);
  });
});
