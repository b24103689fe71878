import type { MapDisplayExportRequest, TimeSeriesExportRow } from '@portal/contracts';
import { recordingSaver, textOf } from '../../../testing/files';
import { exportStatsAndBenchmarks, exportTimeSeries, statsFileName, timeSeriesFileName, uniqueLocationIndexes } from './exports';
import { BENCHMARK_COLORS, statsRow } from './graph-mode.testing';

describe('graph-mode exports', () => {
  it("names the files after the period's label, without doubling 'Period'", () => {
    expect(timeSeriesFileName('short')).toBe('Time Series Data for the Recent Period.csv');
    expect(timeSeriesFileName('medium')).toBe('Time Series Data for the Last 10 Years Period.csv');
    expect(statsFileName('full')).toBe('Stats & Benchmarks Data for the Full Period.csv');
    expect(timeSeriesFileName('full')).toBe('Time Series Data for the Full Period.csv');
  });

  it('asks for the unique locations of the current rows and saves their series', async () => {
    const { files, saved } = recordingSaver();
    const requests: MapDisplayExportRequest[] = [];
    const answer: TimeSeriesExportRow[] = [
      {
        location_id: 'WQ-001',
        location_name: 'Yampa River at Steamboat Springs',
        param_abbrev: 'E. coli',
        collect_date: '2024-07-04',
        result: 12,
        units: 'MPN/100mL',
        organization: '=cmd()',
        parameter: 'E. Coli',
      },
    ];
    const rows = [statsRow({ ndx: 9 }), statsRow({ ndx: 2 }), statsRow({ ndx: 9, parameter_ndx: 31 })];
    await exportTimeSeries({
      rows,
      parameters: [30, 31],
      periodOfRecord: 'medium',
      files,
      requestExport: (request) => {
        requests.push(request);
        return { unwrap: async () => answer };
      },
    });
    expect(requests).toEqual([{ parameters: [30, 31], periodOfRecord: 'medium', indexes: [2, 9] }]);
    expect(saved[0].name).toBe('Time Series Data for the Last 10 Years Period.csv');
    expect(await textOf(saved[0].data)).toBe(
      'Location ID,Location Name,Parameter,Parameter Abbreviation,Collect Date,Result,Units,Organization\r\n' +
        "WQ-001,Yampa River at Steamboat Springs,E. Coli,E. coli,07/04/2024,12,MPN/100mL,'=cmd()\r\n",
    );
  });

  it('writes a header-only file without asking the server when no location is shown', async () => {
    const { files, saved } = recordingSaver();
    const requestExport = jest.fn();
    await exportTimeSeries({ rows: [], parameters: [30], periodOfRecord: 'full', files, requestExport });
    expect(requestExport).not.toHaveBeenCalled();
    expect((await textOf(saved[0].data)).split('\r\n')).toHaveLength(2);
  });

  it('exports the stats rows with their benchmark classes by name', async () => {
    const { files, saved } = recordingSaver();
    expect(uniqueLocationIndexes([{ ndx: 3 }, { ndx: 1 }, { ndx: 3 }])).toEqual([1, 3]);
    await exportStatsAndBenchmarks({
      rows: [statsRow({ location_name: 'B site' }), statsRow({ location_name: 'A site', is_pctile15: true })],
      periodOfRecord: 'short',
      colors: BENCHMARK_COLORS,
      files,
    });
    expect(saved[0].name).toBe('Stats & Benchmarks Data for the Recent Period.csv');
    const [header, first, second] = (await textOf(saved[0].data)).split('\r\n');
    expect(header.split(',').slice(0, 4)).toEqual(['Location ID', 'Location Name', 'Basin Sub-Area', 'Parameter']);
    expect(first).toContain('A site');
    expect(first).toContain('Below benchmark,150,15th,Above benchmark,No Trend');
    expect(second).toContain('B site');
    expect(first.endsWith('0,1,94,126,235')).toBe(true);
  });
});
