import type { BenchmarkScaleColor, GraphModeParameter, GraphModeParameterGroup, GraphModeStatsRow, Threat } from '@portal/contracts';

/** An E. coli stats row at location 1 (the demo's lines: 0, 1, 94, 126, 235 and the default legend colours). */
export function statsRow(overrides: Partial<GraphModeStatsRow> = {}): GraphModeStatsRow {
  return {
    ndx: 1,
    location_id: 'WQ-001',
    location_name: 'Yampa River at Steamboat Springs',
    huc12_name: 'Fish Creek-Yampa River',
    parameter_ndx: 30,
    parameter: 'E. Coli',
    parameter_name: 'E. Coli',
    parameter_abbrev: 'E. coli',
    units: 'MPN/100mL',
    stats_period: 'full',
    recordcount: 40,
    median: 80,
    pctile85: 150,
    is_pctile15: false,
    low_is_bad: false,
    benchmark_scale_median: 2,
    benchmark_scale_pctile85: 4,
    trend: 'No Trend',
    trend_slope: 0.4,
    por_start: '2005-06-01',
    por_end: '2024-09-30',
    organizations: 'Upper Yampa Water Conservancy District',
    bmk_line0: 0,
    bmk_line1: 1,
    bmk_line2: 94,
    bmk_line3: 126,
    bmk_line4: 235,
    bmk_color0: '#7FDBDA',
    bmk_color1: '#31A354',
    bmk_color2: '#F7DC30',
    bmk_color3: '#FD8D3C',
    bmk_color4: '#E31A1C',
    ...overrides,
  };
}

/** The server's colour list as the demo seeds it. */
export const BENCHMARK_COLORS: BenchmarkScaleColor[] = [
  { benchmark_scale: 0, symbol_color: '#2C7FB8', label: 'No benchmarks available' },
  { benchmark_scale: 1, symbol_color: '#7FDBDA', label: 'Below detection limits' },
  { benchmark_scale: 2, symbol_color: '#31A354', label: 'Below benchmark' },
  { benchmark_scale: 3, symbol_color: '#F7DC30', label: 'Approaching benchmark' },
  { benchmark_scale: 4, symbol_color: '#FD8D3C', label: 'Above benchmark' },
  { benchmark_scale: 5, symbol_color: '#E31A1C', label: 'Above secondary benchmark' },
];

export const PARAMETER_GROUPS: GraphModeParameterGroup[] = [
  { parameter_group_ndx: 3, parameter_group_name: 'Field Parameters', stats_period: ['short', 'medium', 'full'] },
  { parameter_group_ndx: 5, parameter_group_name: 'Nutrients', stats_period: ['medium', 'full'] },
  { parameter_group_ndx: 7, parameter_group_name: 'Bacteria', stats_period: ['full'] },
];

export const THREATS: Threat[] = [
  { threat_ndx: 1, threat_desc: 'Nutrient Loading' },
  { threat_ndx: 3, threat_desc: 'Recreational Contact' },
];

export function parameter(parameter_ndx: number, parameter_name: string, unit_desc = 'mg/L'): GraphModeParameter {
  return { parameter_ndx, parameter_name, parameter_abbrev: parameter_name.slice(0, 6), unit_desc };
}

export const PARAMETERS: GraphModeParameter[] = [
  parameter(30, 'E. Coli', 'MPN/100mL'),
  parameter(31, 'Total Nitrogen'),
  parameter(32, 'Water Temperature, Daily Mean', 'deg F'),
];
