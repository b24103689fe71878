import type { ImportCodeFamily, ImportScheduleInterval, ImportSource } from '@portal/contracts';

/**
 * The mapping table's defaults: the public services' codes for what the portal's own parameters measure, named by
 * the parameter's name (parameters are the district's, created by the demo seed or an administrator, so their ids
 * are not known ahead). A default is added once, for the parameters that exist by then (see
 * ensureDefaultMappingsQuery); a code for a quantity the portal has no parameter for (gage height, storage in
 * acre-feet) is left out on purpose: it is reported as unmapped rather than filed under something else.
 *
 * Conversions: portal value = source value × factor + offset, into the parameter's unit.
 */
export interface DefaultMapping {
  family: ImportCodeFamily;
  source_code: string;
  source_unit: string;
  qualifier: string;
  parameter_name: string;
  factor: number;
  offset: number;
}

/** How a source writes a unit, and how it converts into the portal parameter's unit. */
type UnitSpelling = [unit: string, factor: number, offset: number];

const CFS: UnitSpelling[] = [
  ['ft3/s', 1, 0], ['ft^3/s', 1, 0], ['cfs', 1, 0], ['cubic feet per second', 1, 0],
  ['m3/s', 35.314666721489, 0], ['m^3/s', 35.314666721489, 0], ['cubic meters per second', 35.314666721489, 0],
];
/** Into degrees Fahrenheit, the portal's temperature unit. */
const DEG_F: UnitSpelling[] = [
  ['degC', 1.8, 32], ['deg C', 1.8, 32], ['degrees Celsius', 1.8, 32], ['deg F', 1, 0], ['degF', 1, 0], ['degrees Fahrenheit', 1, 0],
];
const FEET: UnitSpelling[] = [['ft', 1, 0], ['feet', 1, 0], ['m', 3.280839895, 0], ['meters', 3.280839895, 0]];
const MG_L: UnitSpelling[] = [['mg/l', 1, 0], ['mg/L', 1, 0], ['milligrams per liter', 1, 0]];
const MG_L_AS_N: UnitSpelling[] = [...MG_L, ['mg/l as N', 1, 0], ['mg/L as N', 1, 0]];
const MG_L_AS_P: UnitSpelling[] = [...MG_L, ['mg/l as P', 1, 0], ['mg/L as P', 1, 0]];
const UG_L: UnitSpelling[] = [['ug/l', 1, 0], ['ug/L', 1, 0], ['micrograms per liter', 1, 0], ['mg/l', 1000, 0], ['mg/L', 1000, 0]];
const US_CM: UnitSpelling[] = [
  ['uS/cm @25C', 1, 0], ['uS/cm', 1, 0], ['umho/cm', 1, 0], ['microsiemens per centimeter at 25 degrees Celsius', 1, 0], ['mS/cm', 1000, 0],
];
const PH: UnitSpelling[] = [['std units', 1, 0], ['standard units', 1, 0], ['None', 1, 0], ['SU', 1, 0]];
const NTU: UnitSpelling[] = [['NTU', 1, 0]];
const MPN: UnitSpelling[] = [['MPN/100mL', 1, 0], ['MPN/100ml', 1, 0], ['MPN/100 mL', 1, 0]];

/** USGS statistic ids: daily mean, maximum, minimum; instantaneous ('' where a file names none). */
const MEAN = '00003';
const MAX = '00001';
const MIN = '00002';
const INSTANT = ['00011', ''];

const rows = (family: ImportCodeFamily, codes: string[], units: UnitSpelling[], qualifiers: string[], parameter: string): DefaultMapping[] =>
  codes.flatMap((source_code) => units.flatMap(([source_unit, factor, offset]) =>
    qualifiers.map((qualifier) => ({ family, source_code, source_unit, qualifier, parameter_name: parameter, factor, offset }))));

export const DEFAULT_MAPPINGS: readonly DefaultMapping[] = [
  // USGS parameter codes, with the statistic id telling a daily mean from an instantaneous value.
  ...rows('usgs', ['00060'], CFS, [MEAN], 'Discharge, Daily Mean'),
  ...rows('usgs', ['00060', '00061'], CFS, INSTANT, 'Discharge, 15-Minute'),
  ...rows('usgs', ['00010'], DEG_F, INSTANT, 'Water Temperature'),
  ...rows('usgs', ['00010'], DEG_F, [MEAN], 'Water Temperature, Daily Mean'),
  ...rows('usgs', ['00010'], DEG_F, [MAX], 'Water Temperature, Daily Maximum'),
  ...rows('usgs', ['00010'], DEG_F, [MIN], 'Water Temperature, Daily Minimum'),
  ...rows('usgs', ['00020'], DEG_F, [MEAN], 'Air Temperature, Daily Mean'),
  ...rows('usgs', ['00300'], MG_L, INSTANT, 'Dissolved Oxygen'),
  ...rows('usgs', ['00400'], PH, INSTANT, 'pH'),
  ...rows('usgs', ['00095'], US_CM, INSTANT, 'Specific Conductance'),
  ...rows('usgs', ['00076'], NTU, INSTANT, 'Turbidity'),
  ...rows('usgs', ['62614', '62615', '00062'], FEET, INSTANT, 'Reservoir Water Surface Elevation'),
  ...rows('usgs', ['00600'], MG_L_AS_N, [''], 'Total Nitrogen'),
  ...rows('usgs', ['00665'], MG_L_AS_P, [''], 'Total Phosphorus'),
  ...rows('usgs', ['00631'], MG_L_AS_N, [''], 'Nitrate + Nitrite as N'),
  ...rows('usgs', ['00530'], MG_L, [''], 'Total Suspended Solids'),
  ...rows('usgs', ['01045'], UG_L, [''], 'Iron, Total'),
  ...rows('usgs', ['01056'], UG_L, [''], 'Manganese, Dissolved'),
  ...rows('usgs', ['01145'], UG_L, [''], 'Selenium, Dissolved'),
  ...rows('usgs', ['01002'], UG_L, [''], 'Arsenic, Total'),
  // WQX characteristic names; the qualifier is the sample fraction ('' where the result names none).
  ...rows('wqx', ['Temperature, water'], DEG_F, [''], 'Water Temperature'),
  ...rows('wqx', ['Dissolved oxygen (DO)', 'Dissolved oxygen'], MG_L, ['', 'Dissolved'], 'Dissolved Oxygen'),
  ...rows('wqx', ['pH'], PH, ['', 'Total'], 'pH'),
  ...rows('wqx', ['Specific conductance'], US_CM, ['', 'Total'], 'Specific Conductance'),
  ...rows('wqx', ['Turbidity'], NTU, ['', 'Total'], 'Turbidity'),
  ...rows('wqx', ['Escherichia coli'], MPN, ['', 'Total'], 'E. Coli'),
  ...rows('wqx', ['Nitrogen'], MG_L_AS_N, ['Total', 'Unfiltered'], 'Total Nitrogen'),
  ...rows('wqx', ['Phosphorus'], MG_L_AS_P, ['Total', 'Unfiltered'], 'Total Phosphorus'),
  ...rows('wqx', ['Inorganic nitrogen (nitrate and nitrite)', 'Nitrate + Nitrite'], MG_L_AS_N, ['', 'Total', 'Dissolved'], 'Nitrate + Nitrite as N'),
  ...rows('wqx', ['Total suspended solids'], MG_L, ['', 'Total', 'Non-filterable (Particle)'], 'Total Suspended Solids'),
  ...rows('wqx', ['Iron'], UG_L, ['Total', 'Total Recoverable'], 'Iron, Total'),
  ...rows('wqx', ['Manganese'], UG_L, ['Dissolved'], 'Manganese, Dissolved'),
  ...rows('wqx', ['Selenium'], UG_L, ['Dissolved'], 'Selenium, Dissolved'),
  ...rows('wqx', ['Arsenic'], UG_L, ['Total', 'Total Recoverable'], 'Arsenic, Total'),
  // Colorado DWR telemetry parameters.
  ...rows('cdss', ['DISCHRG'], [...CFS, ['CFS', 1, 0]], [''], 'Discharge, 15-Minute'),
  ...rows('cdss', ['WATTEMP'], [...DEG_F, ['DEG C', 1.8, 32], ['DEG F', 1, 0]], [''], 'Water Temperature'),
  ...rows('cdss', ['ELEV'], [...FEET, ['FT', 1, 0]], [''], 'Reservoir Water Surface Elevation'),
];

/** The data source each import files its results under (a data_sources row, created when first needed). */
export const IMPORT_DATA_SOURCES: Record<ImportCodeFamily, { name: string; url: string | null; dataTypes: string; category: string }> = {
  usgs: { name: 'USGS Water Data', url: 'https://api.waterdata.usgs.gov/ogcapi/v0/', dataTypes: 'Daily and continuous values of USGS gauges', category: 'Federal Agencies' },
  wqx: { name: 'Water Quality Portal', url: 'https://www.waterqualitydata.us/', dataTypes: 'Water-quality samples', category: 'Federal Agencies' },
  cdss: { name: 'Colorado DWR (CDSS)', url: 'https://dwr.state.co.us/Tools', dataTypes: 'Telemetry station time series', category: 'State Agencies' },
  portal: { name: 'Portal CSV import', url: null, dataTypes: 'Values loaded from CSV files by an administrator', category: 'District Monitoring' },
};

/** A source's site types to the portal's location types (by description), for offering an unknown location. */
export const LOCATION_TYPE_BY_SITE_TYPE: Record<string, string> = {
  st: 'Stream Gage', stream: 'Stream Gage', 'river/stream': 'Stream Gage', 'st-ca': 'Stream Gage', 'st-dch': 'Stream Gage',
  lk: 'Reservoir', lake: 'Reservoir', reservoir: 'Reservoir', 'lake, reservoir, impoundment': 'Reservoir',
  at: 'Weather Station', atmosphere: 'Weather Station',
  well: 'Water Quality Site', gw: 'Water Quality Site', spring: 'Water Quality Site', sp: 'Water Quality Site',
  ditch: 'Diversion', canal: 'Diversion', diversion: 'Diversion',
};

/** Without a site type: what each source's sites usually are. */
export const DEFAULT_LOCATION_TYPE: Record<ImportSource, string> = {
  'portal-csv': 'Water Quality Site', 'wqx-csv': 'Water Quality Site', 'usgs-rdb': 'Stream Gage', 'usgs-waterml2': 'Stream Gage',
  'cdss-json': 'Stream Gage', 'usgs-daily': 'Stream Gage', 'usgs-continuous': 'Stream Gage', 'cdss-telemetry': 'Stream Gage',
};

export const SCHEDULE_INTERVAL_SQL: Record<ImportScheduleInterval, string> = {
  '15min': '15 minutes', hourly: '1 hour', daily: '1 day', weekly: '7 days',
};

/** The dataset_info key that records when the default mappings were added (they are added once). */
export const DEFAULT_MAPPINGS_KEY = 'import_default_mappings';
