/**
 * The map explorer's data-visualization panel (outside graph mode): a location's daily temperature or flow, and the
 * same against its period-of-record statistics of each day of the year. Days are `yyyy-MM-dd` strings (America/Denver).
 */

/**
 * The route (its name in the route table, routes.ts) that answers each graph type; the endpoints take the location
 * as `:wellNumber` and no body.
 */
export interface DataVizEndpoints {
  temperatureGraph: 'postGraphTemperatureDataByWellNumber';
  temperatureTrends: 'postMapgraphTempsDailyVsPorStatsByWellNumber';
  flowGraph: 'postGraphFlowDataByWellNumber';
  flowTrends: 'postMapgraphFlowsDailyVsPorStatsByWellNumber';
}
export type DataVizGraphType = keyof DataVizEndpoints;

export interface TemperatureGraphRow {
  collect_date: string;
  min_daily_temp: number | null;
  avg_daily_temp: number | null;
  max_daily_temp: number | null;
  units: string;
  source: string | null;
  location_name: string;
  location_id: string;
}

export interface FlowGraphRow {
  collect_date: string;
  avg_daily_flow: number | null;
  units: string;
  source: string | null;
  location_name: string;
  location_id: string;
}

/** Daily water temperature against the period-of-record min/avg/max of the same day of year. */
export interface TemperatureTrendRow {
  collect_date: string;
  daily_avg_degf: number | null;
  por_min_degf_actual: number | null;
  por_avg_degf_actual: number | null;
  por_max_degf_actual: number | null;
  location_name: string;
  location_id: string;
}

/** Daily flow against the period-of-record min/avg/max of the same day of year. */
export interface FlowTrendRow {
  collect_date: string;
  avg_daily_flow: number | null;
  por_min_flow_actual: number | null;
  por_avg_flow_actual: number | null;
  por_max_flow_actual: number | null;
  location_name: string;
  location_id: string;
}

export interface DataVizRows {
  temperatureGraph: TemperatureGraphRow[];
  temperatureTrends: TemperatureTrendRow[];
  flowGraph: FlowGraphRow[];
  flowTrends: FlowTrendRow[];
}
