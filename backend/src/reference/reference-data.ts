// Lookup content of the demo dataset. Keys are fixed (never generated) because the specs and the web app
// address some rows by number: parameters 67, 169, 60, 1535, 1538 and 1539, data categories 1..4 and
// regional group 4 are spec ids, and the other screens are written against the ids below.
//
// Names of agencies, data systems and standards are the real public ones so that the portal reads like the
// real thing; the results themselves are generated (see dataset_info.demo_data and the 'Demo data generator'
// data source).

export interface Basin { basinNdx: number; name: string }
export const BASINS: readonly Basin[] = [
  { basinNdx: 1, name: 'Upper Yampa River' },
  { basinNdx: 2, name: 'Elk River' },
  { basinNdx: 3, name: 'Lower Yampa River' },
  { basinNdx: 4, name: 'Little Snake River' },
  { basinNdx: 5, name: 'Williams Fork' },
  { basinNdx: 6, name: 'Elkhead Creek' },
];

interface LocationType { ndx: number; desc: string; color: string }
export const LOCATION_TYPE = {
  streamGage: 1,
  reservoir: 2,
  waterQualitySite: 3,
  weatherStation: 4,
  reservoirTelemetry: 5,
  diversion: 6,
  temperatureProfile: 7,
} as const;
export const LOCATION_TYPES: readonly LocationType[] = [
  { ndx: LOCATION_TYPE.streamGage, desc: 'Stream Gage', color: '#1F78B4' },
  { ndx: LOCATION_TYPE.reservoir, desc: 'Reservoir', color: '#6A3D9A' },
  { ndx: LOCATION_TYPE.waterQualitySite, desc: 'Water Quality Site', color: '#E31A1C' },
  { ndx: LOCATION_TYPE.weatherStation, desc: 'Weather Station', color: '#FF7F00' },
  { ndx: LOCATION_TYPE.reservoirTelemetry, desc: 'Reservoir Telemetry', color: '#17BECF' },
  { ndx: LOCATION_TYPE.diversion, desc: 'Diversion', color: '#8C564B' },
  { ndx: LOCATION_TYPE.temperatureProfile, desc: 'Temperature Profile', color: '#B15928' },
];

export const ORG = { USGS: 1, CDWR: 2, UYWCD: 3, CDPHE: 4, CPW: 5, NRCS: 6, CRWCD: 7, COSS: 8 } as const;
export type OrgId = keyof typeof ORG;
export const ORGANIZATIONS: readonly { ndx: number; orgId: OrgId; name: string }[] = [
  { ndx: ORG.USGS, orgId: 'USGS', name: 'U.S. Geological Survey' },
  { ndx: ORG.CDWR, orgId: 'CDWR', name: 'Colorado Division of Water Resources' },
  { ndx: ORG.UYWCD, orgId: 'UYWCD', name: 'Upper Yampa Water Conservancy District' },
  { ndx: ORG.CDPHE, orgId: 'CDPHE', name: 'Colorado Department of Public Health and Environment' },
  { ndx: ORG.CPW, orgId: 'CPW', name: 'Colorado Parks and Wildlife' },
  { ndx: ORG.NRCS, orgId: 'NRCS', name: 'USDA Natural Resources Conservation Service' },
  { ndx: ORG.CRWCD, orgId: 'CRWCD', name: 'Colorado River Water Conservation District' },
  { ndx: ORG.COSS, orgId: 'COSS', name: 'City of Steamboat Springs' },
];

/**
 * `demoOnly`: a row that describes the generated demo dataset itself, written by the demo seed but not by the
 * reference install of a district's own database (reference-install.ts).
 */
export const SOURCE_CATEGORIES: readonly { ndx: number; name: string; demoOnly?: true }[] = [
  { ndx: 1, name: 'Federal Agencies' },
  { ndx: 2, name: 'State Agencies' },
  { ndx: 3, name: 'District Monitoring' },
  { ndx: 4, name: 'Demo Data', demoOnly: true },
];

export const SOURCE = { nwis: 1, cdss: 2, wqp: 3, districtTelemetry: 4, snotel: 5, demoGenerator: 6 } as const;
export const DATA_SOURCES: readonly {
  ndx: number; name: string; url: string | null; dataTypes: string; categoryNdx: number; demoOnly?: true;
}[] = [
  { ndx: SOURCE.nwis, name: 'USGS NWIS', url: 'https://waterdata.usgs.gov/nwis', dataTypes: 'Daily and 15-minute streamflow; water temperature', categoryNdx: 1 },
  { ndx: SOURCE.cdss, name: 'Colorado DWR CDSS', url: 'https://dwr.state.co.us/Tools', dataTypes: 'Streamflow; reservoir storage; river calls', categoryNdx: 2 },
  { ndx: SOURCE.wqp, name: 'Water Quality Portal', url: 'https://www.waterqualitydata.us/', dataTypes: 'Water-quality samples', categoryNdx: 1 },
  { ndx: SOURCE.districtTelemetry, name: 'UYWCD Telemetry', url: 'https://www.upperyampawater.com/', dataTypes: 'Reservoir levels; water temperature; dissolved oxygen; battery voltage; temperature profiles', categoryNdx: 3 },
  { ndx: SOURCE.snotel, name: 'NRCS SNOTEL', url: 'https://www.nrcs.usda.gov/wps/portal/wcc/home/', dataTypes: 'Snow water equivalent; air temperature', categoryNdx: 1 },
  // Says in the Data Sources table what the whole dataset is; results of synthetic scale sites cite it too.
  { ndx: SOURCE.demoGenerator, name: 'Demo data generator', url: null, dataTypes: 'Generated demo data: every result in this dataset is synthetic, not a measurement', categoryNdx: 4, demoOnly: true },
];

/** Spec ids: data categories 1..4 with their route paths. */
export const DATA_CATEGORIES: readonly { ndx: number; name: string; path: string }[] = [
  { ndx: 1, name: 'Watershed Health', path: 'watershed-health' },
  { ndx: 2, name: 'Watershed Management', path: 'watershed-management' },
  { ndx: 3, name: 'Ag + Land', path: 'agriculture-and-land' },
  { ndx: 4, name: 'Recreation', path: 'recreation' },
];

const UNIT = {
  cfs: 1, degF: 2, mgL: 3, volts: 4, percent: 5, feet: 6, ugL: 7, mpn: 8, su: 9, uScm: 10, ntu: 11, inches: 12,
} as const;
export const UNITS: readonly { ndx: number; name: string; display: string }[] = [
  { ndx: UNIT.cfs, name: 'cfs', display: 'cfs' },
  { ndx: UNIT.degF, name: 'deg F', display: '°F' },
  { ndx: UNIT.mgL, name: 'mg/l', display: 'mg/L' },
  { ndx: UNIT.volts, name: 'volts', display: 'V' },
  { ndx: UNIT.percent, name: 'percent', display: '%' },
  { ndx: UNIT.feet, name: 'ft', display: 'ft' },
  { ndx: UNIT.ugL, name: 'ug/l', display: 'µg/L' },
  { ndx: UNIT.mpn, name: 'MPN/100ml', display: 'MPN/100 mL' },
  { ndx: UNIT.su, name: 'SU', display: 'SU' },
  { ndx: UNIT.uScm, name: 'uS/cm', display: 'µS/cm' },
  { ndx: UNIT.ntu, name: 'NTU', display: 'NTU' },
  { ndx: UNIT.inches, name: 'in', display: 'in' },
];

export const PARAMETER_GROUP = {
  flow: 1, temperature: 2, field: 3, nutrients: 4, metals: 5, bacteria: 6, sediment: 7, reservoirOps: 8,
  equipment: 9, snowClimate: 10,
} as const;
export const PARAMETER_GROUPS: readonly { ndx: number; name: string }[] = [
  { ndx: PARAMETER_GROUP.flow, name: 'Flow' },
  { ndx: PARAMETER_GROUP.temperature, name: 'Temperature' },
  { ndx: PARAMETER_GROUP.field, name: 'Field Parameters' },
  { ndx: PARAMETER_GROUP.nutrients, name: 'Nutrients' },
  { ndx: PARAMETER_GROUP.metals, name: 'Metals' },
  { ndx: PARAMETER_GROUP.bacteria, name: 'Bacteria' },
  { ndx: PARAMETER_GROUP.sediment, name: 'Sediment' },
  { ndx: PARAMETER_GROUP.reservoirOps, name: 'Reservoir Operations' },
  { ndx: PARAMETER_GROUP.equipment, name: 'Equipment' },
  { ndx: PARAMETER_GROUP.snowClimate, name: 'Snow and Climate' },
];

/**
 * Parameter ids. The first six are fixed by the specs: 67 is the comparisons' default left parameter,
 * 1535 the default right one (daily mean water temperature, so the default graph pairs flow with
 * temperature at two gauges), 169 the 15-minute water temperature of the reservoir dashboards, 60 dissolved
 * oxygen, 1538 battery voltage and 1539 reservoir percent full. Daily and 15-minute values of one quantity are
 * separate parameters (67/1536, 1535/169) because the daily rollups of a series must not mix both. 1540 and 1541
 * are the daily maximum and minimum published next to the daily mean 1535, as gauges publish them (table
 * data_viz_series_parameters pairs them with it for the Temperature Graph).
 */
export const PARAM = {
  dailyFlow: 67,
  flow15: 1536,
  waterTemperature: 169,
  dailyWaterTemperature: 1535,
  dailyMaxWaterTemperature: 1540,
  dailyMinWaterTemperature: 1541,
  dissolvedOxygen: 60,
  batteryVoltage: 1538,
  percentFull: 1539,
  surfaceElevation: 1537,
  eColi: 1001,
  totalNitrogen: 1002,
  totalPhosphorus: 1003,
  nitrateNitrite: 1004,
  pH: 1005,
  specificConductance: 1006,
  turbidity: 1007,
  totalSuspendedSolids: 1008,
  ironTotal: 1009,
  manganeseDissolved: 1010,
  seleniumDissolved: 1011,
  arsenicTotal: 1012,
  snowWaterEquivalent: 1101,
  airTemperature: 1102,
} as const;
export type ParameterNdx = (typeof PARAM)[keyof typeof PARAM];

export interface Parameter {
  ndx: ParameterNdx; name: string; abbrev: string; display: string; unitNdx: number; groupNdx: number;
  /** data_categories this parameter is offered under. */
  categories: readonly number[];
  /** threats (focus areas) it indicates. */
  threats: readonly number[];
}

export const THREAT = {
  nutrients: 1, metals: 2, recreation: 3, aquaticLife: 4, sediment: 5, drinkingWater: 6, lowFlow: 7,
} as const;
export const THREATS: readonly { ndx: number; desc: string }[] = [
  { ndx: THREAT.nutrients, desc: 'Nutrient Loading' },
  { ndx: THREAT.metals, desc: 'Metals Contamination' },
  { ndx: THREAT.recreation, desc: 'Recreational Contact' },
  { ndx: THREAT.aquaticLife, desc: 'Aquatic Life' },
  { ndx: THREAT.sediment, desc: 'Sediment and Erosion' },
  { ndx: THREAT.drinkingWater, desc: 'Drinking Water Supply' },
  { ndx: THREAT.lowFlow, desc: 'Low Streamflow' },
];

const G = PARAMETER_GROUP;
const T = THREAT;
export const PARAMETERS: readonly Parameter[] = [
  { ndx: PARAM.dailyFlow, name: 'Discharge, Daily Mean', abbrev: 'Flow', display: 'Streamflow, daily mean', unitNdx: UNIT.cfs, groupNdx: G.flow, categories: [1, 2, 3, 4], threats: [T.lowFlow, T.aquaticLife] },
  { ndx: PARAM.flow15, name: 'Discharge, 15-Minute', abbrev: 'Flow (15-min)', display: 'Streamflow, 15-minute', unitNdx: UNIT.cfs, groupNdx: G.flow, categories: [1, 2, 4], threats: [T.lowFlow] },
  { ndx: PARAM.waterTemperature, name: 'Water Temperature', abbrev: 'Temp', display: 'Water temperature', unitNdx: UNIT.degF, groupNdx: G.temperature, categories: [1, 2, 4], threats: [T.aquaticLife] },
  { ndx: PARAM.dailyWaterTemperature, name: 'Water Temperature, Daily Mean', abbrev: 'Temp (daily)', display: 'Water temperature, daily mean', unitNdx: UNIT.degF, groupNdx: G.temperature, categories: [1, 4], threats: [T.aquaticLife] },
  { ndx: PARAM.dailyMaxWaterTemperature, name: 'Water Temperature, Daily Maximum', abbrev: 'Temp (daily max)', display: 'Water temperature, daily maximum', unitNdx: UNIT.degF, groupNdx: G.temperature, categories: [1, 4], threats: [T.aquaticLife] },
  { ndx: PARAM.dailyMinWaterTemperature, name: 'Water Temperature, Daily Minimum', abbrev: 'Temp (daily min)', display: 'Water temperature, daily minimum', unitNdx: UNIT.degF, groupNdx: G.temperature, categories: [1, 4], threats: [T.aquaticLife] },
  { ndx: PARAM.dissolvedOxygen, name: 'Dissolved Oxygen', abbrev: 'DO', display: 'Dissolved oxygen', unitNdx: UNIT.mgL, groupNdx: G.field, categories: [1, 2], threats: [T.aquaticLife] },
  { ndx: PARAM.batteryVoltage, name: 'Battery Voltage', abbrev: 'Battery', display: 'Logger battery voltage', unitNdx: UNIT.volts, groupNdx: G.equipment, categories: [2], threats: [] },
  { ndx: PARAM.percentFull, name: 'Reservoir Percent Full', abbrev: '% Full', display: 'Reservoir storage, percent full', unitNdx: UNIT.percent, groupNdx: G.reservoirOps, categories: [2, 4], threats: [] },
  { ndx: PARAM.surfaceElevation, name: 'Reservoir Water Surface Elevation', abbrev: 'Res Elev', display: 'Reservoir water surface elevation', unitNdx: UNIT.feet, groupNdx: G.reservoirOps, categories: [2], threats: [] },
  // Graph mode's default parameter is matched by this exact name.
  { ndx: PARAM.eColi, name: 'E. Coli', abbrev: 'E. Coli', display: 'E. coli bacteria', unitNdx: UNIT.mpn, groupNdx: G.bacteria, categories: [1, 4], threats: [T.recreation, T.drinkingWater] },
  { ndx: PARAM.totalNitrogen, name: 'Total Nitrogen', abbrev: 'TN', display: 'Total nitrogen', unitNdx: UNIT.mgL, groupNdx: G.nutrients, categories: [1, 3], threats: [T.nutrients] },
  { ndx: PARAM.totalPhosphorus, name: 'Total Phosphorus', abbrev: 'TP', display: 'Total phosphorus', unitNdx: UNIT.mgL, groupNdx: G.nutrients, categories: [1, 3], threats: [T.nutrients] },
  { ndx: PARAM.nitrateNitrite, name: 'Nitrate + Nitrite as N', abbrev: 'NO3+NO2', display: 'Nitrate plus nitrite as nitrogen', unitNdx: UNIT.mgL, groupNdx: G.nutrients, categories: [1, 3], threats: [T.nutrients, T.drinkingWater] },
  { ndx: PARAM.pH, name: 'pH', abbrev: 'pH', display: 'pH', unitNdx: UNIT.su, groupNdx: G.field, categories: [1], threats: [T.aquaticLife] },
  { ndx: PARAM.specificConductance, name: 'Specific Conductance', abbrev: 'SC', display: 'Specific conductance at 25 °C', unitNdx: UNIT.uScm, groupNdx: G.field, categories: [1, 3], threats: [T.drinkingWater] },
  { ndx: PARAM.turbidity, name: 'Turbidity', abbrev: 'Turb', display: 'Turbidity', unitNdx: UNIT.ntu, groupNdx: G.sediment, categories: [1], threats: [T.sediment] },
  { ndx: PARAM.totalSuspendedSolids, name: 'Total Suspended Solids', abbrev: 'TSS', display: 'Total suspended solids', unitNdx: UNIT.mgL, groupNdx: G.sediment, categories: [1, 3], threats: [T.sediment, T.aquaticLife] },
  { ndx: PARAM.ironTotal, name: 'Iron, Total', abbrev: 'Fe (T)', display: 'Iron, total recoverable', unitNdx: UNIT.ugL, groupNdx: G.metals, categories: [1], threats: [T.metals, T.aquaticLife] },
  { ndx: PARAM.manganeseDissolved, name: 'Manganese, Dissolved', abbrev: 'Mn (D)', display: 'Manganese, dissolved', unitNdx: UNIT.ugL, groupNdx: G.metals, categories: [1], threats: [T.metals, T.drinkingWater] },
  { ndx: PARAM.seleniumDissolved, name: 'Selenium, Dissolved', abbrev: 'Se (D)', display: 'Selenium, dissolved', unitNdx: UNIT.ugL, groupNdx: G.metals, categories: [1, 3], threats: [T.metals, T.aquaticLife] },
  { ndx: PARAM.arsenicTotal, name: 'Arsenic, Total', abbrev: 'As (T)', display: 'Arsenic, total', unitNdx: UNIT.ugL, groupNdx: G.metals, categories: [1], threats: [T.metals, T.drinkingWater] },
  { ndx: PARAM.snowWaterEquivalent, name: 'Snow Water Equivalent', abbrev: 'SWE', display: 'Snow water equivalent', unitNdx: UNIT.inches, groupNdx: G.snowClimate, categories: [2, 3], threats: [] },
  { ndx: PARAM.airTemperature, name: 'Air Temperature, Daily Mean', abbrev: 'Air Temp', display: 'Air temperature, daily mean', unitNdx: UNIT.degF, groupNdx: G.snowClimate, categories: [3], threats: [] },
];

export function unitOf(parameterNdx: ParameterNdx): number {
  const p = PARAMETERS.find((x) => x.ndx === parameterNdx);
  if (!p) throw new Error(`Unknown demo parameter ${parameterNdx}`);
  return p.unitNdx;
}

/**
 * The benchmark scale of graph mode (spec colours and labels, index 0..5). The five band colours of every
 * benchmark row are scale colours 1..5 so that charts and map dots agree.
 */
export const BENCHMARK_SCALE_COLORS: readonly { scale: number; color: string; label: string }[] = [
  { scale: 0, color: '#2C7FB8', label: 'No benchmarks available' },
  { scale: 1, color: '#7FDBDA', label: 'Below detection limits' },
  { scale: 2, color: '#31A354', label: 'Below benchmark' },
  { scale: 3, color: '#F7DC30', label: 'Approaching benchmark' },
  { scale: 4, color: '#FD8D3C', label: 'Above benchmark' },
  { scale: 5, color: '#E31A1C', label: 'Above secondary benchmark' },
];

/**
 * Benchmark lines are the lower edges of the five chart bands, in the order of scale 1..5:
 *   line0 floor of 'below detection limits', line1 typical detection limit (floor of 'below benchmark'),
 *   line2 'approaching', line3 the benchmark, line4 the secondary benchmark.
 * Where low_is_bad the lines descend (line2 > line3 > line4) and the detection band does not apply (null).
 * is_pctile15 marks the parameters judged on their 15th percentile instead of the 85th (low values matter).
 */
export interface Benchmark {
  parameterNdx: ParameterNdx;
  lines: readonly [number | null, number | null, number, number, number | null];
  lowIsBad: boolean;
  isPctile15: boolean;
  note: string;
}
export const BENCHMARKS: readonly Benchmark[] = [
  { parameterNdx: PARAM.eColi, lines: [0, 1, 94, 126, 235], lowIsBad: false, isPctile15: false, note: 'Colorado recreational standard 126 per 100 mL (geometric mean); 235 single-sample value' },
  { parameterNdx: PARAM.totalNitrogen, lines: [0, 0.05, 1.0, 1.25, 2.01], lowIsBad: false, isPctile15: false, note: 'Colorado interim total nitrogen values: cold-water streams 1.25 mg/L, warm-water 2.01 mg/L' },
  { parameterNdx: PARAM.totalPhosphorus, lines: [0, 0.005, 0.08, 0.11, 0.17], lowIsBad: false, isPctile15: false, note: 'Colorado interim total phosphorus values: cold-water streams 0.11 mg/L, warm-water 0.17 mg/L' },
  { parameterNdx: PARAM.nitrateNitrite, lines: [0, 0.02, 7.5, 10, null], lowIsBad: false, isPctile15: false, note: 'Drinking-water maximum contaminant level 10 mg/L as N' },
  { parameterNdx: PARAM.dissolvedOxygen, lines: [null, null, 7, 6, 5], lowIsBad: true, isPctile15: true, note: 'Cold-water aquatic life minimum 6 mg/L (7 mg/L during spawning)' },
  { parameterNdx: PARAM.pH, lines: [null, null, 7, 6.5, 6], lowIsBad: true, isPctile15: true, note: 'Aquatic life range 6.5-9.0; low pH judged on the 15th percentile' },
  { parameterNdx: PARAM.ironTotal, lines: [0, 10, 750, 1000, 2000], lowIsBad: false, isPctile15: false, note: 'Chronic aquatic life standard 1000 µg/L total recoverable iron' },
  { parameterNdx: PARAM.manganeseDissolved, lines: [0, 1, 40, 50, 200], lowIsBad: false, isPctile15: false, note: 'Water-supply standard 50 µg/L dissolved manganese' },
  { parameterNdx: PARAM.seleniumDissolved, lines: [0, 0.5, 3.5, 4.6, 18.4], lowIsBad: false, isPctile15: false, note: 'Aquatic life standards: chronic 4.6 µg/L, acute 18.4 µg/L' },
  { parameterNdx: PARAM.arsenicTotal, lines: [0, 1, 7.5, 10, 50], lowIsBad: false, isPctile15: false, note: 'Drinking-water maximum contaminant level 10 µg/L' },
  { parameterNdx: PARAM.waterTemperature, lines: [0, null, 60, 68, 75], lowIsBad: false, isPctile15: false, note: 'Cold-water tier I temperature: 68 °F weekly average, 75 °F daily maximum' },
  { parameterNdx: PARAM.dailyWaterTemperature, lines: [0, null, 60, 68, 75], lowIsBad: false, isPctile15: false, note: 'Cold-water tier I temperature: 68 °F weekly average, 75 °F daily maximum' },
];

/**
 * Regional groups of the climate-and-flows explorer, year-over-year tool, summaries and stations table.
 * 4 is the explorers' default region; 10 and 11 are the regions with year-type-specific series.
 * Membership is by sub-area (HUC8/HUC10 prefix) or by explicit location, resolved in SQL once every
 * location has its HUC codes.
 */
interface RegionalGroup {
  ndx: number; name: string;
  hucPrefixes?: readonly string[];
  locationNdxs?: readonly number[];
}
export const REGIONAL_GROUPS: readonly RegionalGroup[] = [
  { ndx: 1, name: 'Yamcolo Reservoir Area', hucPrefixes: ['1405000101'] },
  { ndx: 2, name: 'Stagecoach Reservoir Area', hucPrefixes: ['1405000102'] },
  { ndx: 3, name: 'Steamboat Springs Area', hucPrefixes: ['1405000103'] },
  { ndx: 4, name: 'Upper Yampa Basin', hucPrefixes: ['14050001'] },
  { ndx: 5, name: 'Elk River Basin', hucPrefixes: ['1405000104', '1405000105'] },
  { ndx: 6, name: 'Hayden and Craig Area', hucPrefixes: ['1405000106', '1405000201', '1405000202'] },
  { ndx: 7, name: 'Williams Fork Basin', hucPrefixes: ['1405000107'] },
  { ndx: 8, name: 'Lower Yampa Basin', hucPrefixes: ['14050002'] },
  { ndx: 9, name: 'Little Snake River Basin', hucPrefixes: ['14050003'] },
  // The main-stem gauges and sampling sites from the headwaters to Dinosaur National Monument.
  { ndx: 10, name: 'Yampa River Mainstem', locationNdxs: [2, 3, 7, 9, 11, 15, 44, 102, 103, 106, 108, 109, 112, 113, 116, 118, 121, 125, 128] },
  { ndx: 11, name: 'Entire Yampa River Basin', hucPrefixes: ['1405'] },
  { ndx: 12, name: 'District Reservoirs', locationNdxs: [2, 44, 52, 54, 55, 197, 655, 656, 657] },
];
