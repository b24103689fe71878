import type { FlowGraphRow, TemperatureGraphRow, TemperatureTrendRow } from '@portal/contracts';
import type { DataVizLocation } from './data-viz.logic';

export function vizLocation(overrides: Partial<DataVizLocation> = {}): DataVizLocation {
  return {
    ndx: 7,
    location_name: 'Yampa River at Steamboat Springs',
    location_id: '09239500',
    has_temperature_graph: true,
    has_flow_graph: true,
    has_temperature_trends: true,
    has_flow_trends: true,
    ...overrides,
  };
}

export function temperatureRow(collect_date: string, avg: number | null): TemperatureGraphRow {
  return {
    collect_date,
    min_daily_temp: avg === null ? null : avg - 3,
    avg_daily_temp: avg,
    max_daily_temp: avg === null ? null : avg + 3,
    units: '°F',
    source: 'USGS',
    location_name: 'Yampa River at Steamboat Springs',
    location_id: '09239500',
  };
}

export function flowRow(collect_date: string, avg_daily_flow: number | null): FlowGraphRow {
  return {
    collect_date,
    avg_daily_flow,
    units: 'cfs',
    source: 'USGS',
    location_name: 'Yampa River at Steamboat Springs',
    location_id: '09239500',
  };
}

export function temperatureTrendRow(collect_date: string, daily_avg_degf: number | null): TemperatureTrendRow {
  return {
    collect_date,
    daily_avg_degf,
    por_min_degf_actual: 40,
    por_avg_degf_actual: 55,
    por_max_degf_actual: 70,
    location_name: 'Yampa River at Steamboat Springs',
    location_id: '09239500',
  };
}
