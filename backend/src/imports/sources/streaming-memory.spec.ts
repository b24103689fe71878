import { Readable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { PortalCsvAdapter } from './portal-csv.adapter';
import { UsgsRdbAdapter } from './usgs-rdb.adapter';
import { UsgsWaterml2Adapter } from './usgs-waterml2.adapter';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const ROWS = 1_000_000;
const MB = 1024 * 1024;

/** A generated file of `rows` lines, produced as it is read: the test holds no copy of it. */
function generated(header: string, line: (i: number) => string, rows: number): Readable {
  return Readable.from((function* () {
    yield `${header}\n`;
    const batch: string[] = [];
    for (let i = 0; i < rows; i++) {
      batch.push(line(i));
      if (batch.length === 1000) {
        yield `${batch.join('\n')}\n`;
        batch.length = 0;
      }
    }
    if (batch.length) yield `${batch.join('\n')}\n`;
  })());
}

/** Reads everything an adapter yields, sampling the heap after a collection every 100,000 items. */
async function heapGrowth(items: AsyncIterable<unknown>): Promise<{ count: number; growthMb: number }> {
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  let count = 0;
  for await (const item of items) {
    if ('rejection' in (item as object)) throw new Error(JSON.stringify(item));
    if (++count % 100_000 === 0) {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
  }
  return { count, growthMb: (peak - baseline) / MB };
}

describe('adapters stream: memory stays flat however large the file', () => {
  it(`reads ${ROWS.toLocaleString('en-US')} portal CSV rows in bounded memory`, async () => {
    const start = Date.UTC(2000, 0, 1);
    const input = generated(
      'location_code,parameter_code,timestamp,value,unit',
      (i) => `USGS-09239500,00060,${new Date(start + i * 900_000).toISOString()},${(i % 5000) / 10},ft3/s`,
      ROWS,
    );
    const { count, growthMb } = await heapGrowth(new PortalCsvAdapter().parse(input));
    expect(count).toBe(ROWS);
    expect(growthMb).toBeLessThan(50);
  }, 120_000);

  it(`reads ${ROWS.toLocaleString('en-US')} RDB lines in bounded memory`, async () => {
    const input = generated(
      'agency_cd\tsite_no\tdatetime\ttz_cd\t1_00060\t1_00060_cd\n5s\t15s\t20d\t6s\t14n\t10s',
      (i) => `USGS\t09239500\t${new Date(Date.UTC(2000, 0, 1) + i * 900_000).toISOString().slice(0, 16).replace('T', ' ')}\tUTC\t${i % 997}\tA`,
      ROWS,
    );
    const { count, growthMb } = await heapGrowth(new UsgsRdbAdapter().parse(input));
    expect(count).toBe(ROWS);
    expect(growthMb).toBeLessThan(50);
  }, 120_000);

  it('reads 500,000 WaterML points of one series in bounded memory', async () => {
    const points = 500_000;
    const open = `<wml2:Collection xmlns:wml2="http://www.opengis.net/waterml/2.0" xmlns:om="http://www.opengis.net/om/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:xlink="http://www.w3.org/1999/xlink">
<wml2:observationMember><om:OM_Observation><om:observedProperty xlink:href="http://waterdata.usgs.gov/nwisweb/rdf?parmCd=00060"/>
<om:featureOfInterest><wml2:MonitoringPoint><gml:identifier>USGS.09239500</gml:identifier></wml2:MonitoringPoint></om:featureOfInterest>
<om:result><wml2:MeasurementTimeseries><wml2:defaultPointMetadata><wml2:DefaultTVPMeasurementMetadata><wml2:uom code="ft3/s"/></wml2:DefaultTVPMeasurementMetadata></wml2:defaultPointMetadata>`;
    const input = generated(
      open,
      (i) => `<wml2:point><wml2:MeasurementTVP><wml2:time>${new Date(Date.UTC(2000, 0, 1) + i * 900_000).toISOString()}</wml2:time><wml2:value>${i % 997}</wml2:value></wml2:MeasurementTVP></wml2:point>${i === points - 1 ? '</wml2:MeasurementTimeseries></om:result></om:OM_Observation></wml2:observationMember></wml2:Collection>' : ''}`,
      points,
    );
    const { count, growthMb } = await heapGrowth(new UsgsWaterml2Adapter().parse(input));
    expect(count).toBe(points);
    expect(growthMb).toBeLessThan(50);
  }, 120_000);
});
