import type { BulkLoad, StagedResult } from './bulk/bulk-load.types';
import { MappingIndex, RunReport, Stager } from './imports.pipeline';
import type { MappingRow, Sql } from './imports.queries';
import type { SourceRow } from './source-row';

// The pipeline's own checks of each row, whatever its adapter already checked: the rows an adapter passes on are
// still mapped, converted and refused here when they cannot be stored as the portal's values.

const DISCHARGE: MappingRow = {
  source_code: '00060', source_unit: 'm3/s', qualifier: '', parameter_ndx: 67, factor: 35.3146667, offset: 0,
  unit_ndx: 1, parameter_name: 'Discharge', unit_name: 'cfs', plausible_min: 0, plausible_max: 100_000,
};
const TEMPERATURE: MappingRow = {
  source_code: '00010', source_unit: 'deg C', qualifier: '00011', parameter_ndx: 169, factor: 1.8, offset: 32,
  unit_ndx: 2, parameter_name: 'Water Temperature', unit_name: 'deg F', plausible_min: null, plausible_max: null,
};

function row(over: Partial<SourceRow> = {}): SourceRow {
  return {
    ref: 'line 2', locationCode: 'USGS-09239500', sourceCode: '00060', qualifier: '', unit: 'm3/s', timestamp: '2026-05-01T00:00:00-06:00',
    value: 1, nondetect: false, detectionLimit: null, remark: null, approval: 'approved', kind: 'telemetry', ...over,
  };
}

/** Stages rows as a file would bring them; answers what reached the bulk path and the report. */
async function stage(rows: SourceRow[]): Promise<{ staged: StagedResult[]; report: RunReport }> {
  const staged: StagedResult[] = [];
  const bulk = { write: async (r: readonly StagedResult[]) => { staged.push(...r); }, staged: 0 } as unknown as BulkLoad;
  // The one query the stager makes: locations by code; USGS-09239500 is location 7.
  const sql = (async (_text: string, params: unknown[] = []) =>
    (params[0] as string[]).filter((c) => c === 'USGS-09239500').map((c) => ({ location_id: c, location_ndx: 7 }))) as Sql;
  const report = new RunReport();
  const stager = new Stager({
    sql, bulk, family: 'usgs', dataSourceNdx: 3, mappings: new MappingIndex([DISCHARGE, TEMPERATURE]),
    earliest: new Date('1900-01-01T00:00:00Z'), earliestText: '1900-01-01', locationCache: new Map(), locationsUsed: new Set(),
  }, report);
  for (const r of rows) await stager.add({ row: r });
  await stager.flush();
  return { staged, report };
}

describe('the pipeline\'s checks of each row', () => {
  it('converts into the parameter\'s unit, the mapping matched on its unit whatever its case and spacing', async () => {
    const { staged, report } = await stage([
      row({ value: 2 }),
      row({ ref: 'line 3', sourceCode: '00010', unit: 'degC', qualifier: '00011', value: 10, nondetect: false }),
      row({ ref: 'line 4', value: null, nondetect: true, detectionLimit: 0.5, unit: 'M3/S' }),
    ]);
    expect(report.rejected).toBe(0);
    expect(staged.map((s) => [s.parameter_ndx, s.unit_ndx, s.value === null ? null : Math.round(s.value * 1000) / 1000, s.detection_limit])).toEqual([
      [67, 1, 70.629, null], [169, 2, 50, null], [67, 1, null, 17.65733335],
    ]);
    expect(staged[0]).toMatchObject({ location_ndx: 7, data_source_ndx: 3, collect_timestamp: '2026-05-01T00:00:00-06:00', result_kind: 'telemetry' });
  });

  it('refuses what cannot be stored, naming the field, and stages nothing once a row is refused', async () => {
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const cases: [Partial<SourceRow>, string, RegExp][] = [
      [{ timestamp: '2026-05-01T00:00:00' }, 'timestamp', /no UTC offset/],
      [{ timestamp: '2026-05-01 00:00' }, 'timestamp', /no UTC offset/],
      [{ timestamp: '2026-02-30T00:00:00Z' }, 'timestamp', /not a real date/],
      [{ timestamp: future }, 'timestamp', /in the future/],
      [{ timestamp: '1899-12-31T23:00:00Z' }, 'timestamp', /before 1900-01-01/],
      [{ value: Number.NaN }, 'value', /NaN, not a finite number/],
      [{ value: Number.POSITIVE_INFINITY }, 'value', /Infinity/],
      [{ value: null }, 'value', /only a non-detect/],
      [{ value: 5000 }, 'value', /176573.* cfs is outside the plausible range of Discharge \(0 to 100000\)/],
      [{ unit: 'gal/min' }, 'unit', /"gal\/min" of 00060 does not convert: the mapping table maps it from m3\/s/],
      [{ sourceCode: '00065', unit: 'ft' }, 'parameter', /00065 in "ft" is not in the mapping table/],
      [{ locationCode: 'USGS-00000001' }, 'location', /no location has the code USGS-00000001/],
    ];
    for (const [over, field, message] of cases) {
      const { staged, report } = await stage([row({ ref: 'line 2' }), row({ ref: 'line 3', ...over })]);
      expect(report.rejections).toEqual([{ ref: 'line 3', field, message: expect.stringMatching(message) }]);
      expect(staged).toEqual([]);
    }
  });

  it('lists each unmapped code and unknown location once, with how many rows named it', async () => {
    const { report } = await stage([
      row({ sourceCode: '00065', unit: 'ft' }), row({ sourceCode: '00065', unit: 'ft' }),
      row({ locationCode: 'USGS-1', site: { name: 'Elk River', latitude: 40.5, longitude: -106.9, siteType: 'ST' } }),
    ]);
    expect(report.unmappedList).toEqual([{ family: 'usgs', source_code: '00065', source_unit: 'ft', qualifier: '', rows: 2 }]);
    expect(report.rejected).toBe(3);
    expect(report.sortedRejections().map((r) => r.field)).toEqual(['parameter', 'parameter', 'location']);
  });
});

describe('the pipeline\'s refusal of a reading named twice', () => {
  const refusals = async (refs: (string | null)[]) => {
    const duplicate = { refs, location_ndx: 7, parameter_ndx: 67, collect_timestamp: '2026-05-01T06:00:00.000Z' };
    const bulk = { duplicates: async () => [duplicate] } as unknown as BulkLoad;
    const report = new RunReport();
    const stager = new Stager({
      sql: (async () => []) as Sql, bulk, family: 'usgs', dataSourceNdx: 3, mappings: new MappingIndex([]),
      earliest: new Date('1900-01-01T00:00:00Z'), earliestText: '1900-01-01', locationCache: new Map(), locationsUsed: new Set(),
    }, report);
    await stager.rejectDuplicates();
    return report.sortedRejections().map((r) => [r.ref, r.field, r.message]);
  };

  it('names the row it repeats, or says it repeats an earlier row when the bulk path kept no name for it', async () => {
    expect(await refusals(['line 2', 'line 9'])).toEqual([
      ['line 9', 'timestamp', 'repeats line 2: the same location, parameter and instant (2026-05-01T06:00:00.000Z) twice in one file'],
    ]);
    expect(await refusals([null, 'line 300002'])).toEqual([
      ['line 300002', 'timestamp', 'repeats an earlier row: the same location, parameter and instant (2026-05-01T06:00:00.000Z) twice in one file'],
    ]);
  });
});
